/**
 * The registration form as the screens hold it, and its conversion to the wire
 * fields the API and the shared rules read. The mobile number is typed without
 * its 966 prefix (the prefix is shown beside it) and sent with it.
 */
import type { FieldValues, Resolver } from 'react-hook-form';
import { canonicalPhone, mobileOf } from '../../../../shared/rules/phone';
import {
  accountOnlyFields,
  documentFields,
  registrationDocuments,
  registrationTextFields,
  validateRegistration,
  type RegistrationContext,
  type RegistrationSection,
} from '../../../../shared/rules/registration';
import type { RegistrationForms, WireForms } from '../api';

export type DocumentField =
  'cr_image' | 'vat_file' | 'owner_id_photo' | 'delegation' | 'stamp' | 'business_license' | 'practice_license' | 'classification_certificate' | 'hajj_license' | 'seasonal_license';

export interface RegistrationValues extends Record<DocumentField, File | null> {
  name: string;
  username: string;
  email: string;
  /** the 9-digit mobile number, without 966 */
  phone: string;
  password: string;
  password_confirmation: string;
  type_id: number | null;
  role: 'owner' | 'delegate';
  company_name: string;
  cr_number: string;
  cr_expiry: string;
  unified_number: string;
  vat_number: string;
  owner_id: string;
  delegateid: string;
  business_expire: string;
  practice_expire: string;
  classification_expire: string;
  hajj_license_expire: string;
}

const noFiles = Object.fromEntries(documentFields.map((f) => [f, null])) as Record<DocumentField, File | null>;

export const emptyRegistration: RegistrationValues = {
  ...noFiles,
  name: '',
  username: '',
  email: '',
  phone: '',
  password: '',
  password_confirmation: '',
  type_id: null,
  role: 'owner',
  company_name: '',
  cr_number: '',
  cr_expiry: '',
  unified_number: '',
  vat_number: '',
  owner_id: '',
  delegateid: '',
  business_expire: '',
  practice_expire: '',
  classification_expire: '',
  hajj_license_expire: '',
};

/** The form filled from the applicant's stored forms (documents stay on file unless replaced). */
export function valuesFromForms(forms: RegistrationForms): RegistrationValues {
  const { user, profile } = forms;
  const phone = user.phone ?? '';
  return {
    ...emptyRegistration,
    name: user.name,
    username: user.username ?? '',
    email: user.email,
    phone: mobileOf(phone),
    type_id: user.type_id,
    role: profile.role,
    company_name: user.company_name ?? '',
    cr_number: profile.cr_number ?? '',
    cr_expiry: profile.cr_expiry ?? '',
    unified_number: profile.unified_number ?? '',
    vat_number: profile.vat_number ?? '',
    owner_id: profile.owner_id ?? '',
    delegateid: profile.delegateid ?? '',
    business_expire: profile.business_expire ?? '',
    practice_expire: profile.practice_expire ?? '',
    classification_expire: profile.classification_expire ?? '',
    hajj_license_expire: profile.hajj_license_expire ?? '',
  };
}

/** The fields the API takes, as the spec sends forms: empty values left out. */
export function toWire(values: RegistrationValues, mode: RegistrationContext['mode']): WireForms {
  const out: WireForms = {};
  const record = values as unknown as Record<string, unknown>;
  for (const field of Object.values(registrationTextFields).flat()) {
    if (mode === 'update' && (accountOnlyFields as readonly string[]).includes(field)) continue;
    const value = record[field];
    if (typeof value === 'string' && value.trim() !== '') out[field] = field.startsWith('password') ? value : value.trim();
    else if (typeof value === 'number') out[field] = value;
  }
  if (typeof out.phone === 'string') out.phone = canonicalPhone(out.phone);
  if (values.role !== 'delegate') delete out.delegateid;
  for (const def of registrationDocuments) {
    const file = values[def.field as DocumentField];
    if (file && (def.field !== 'delegation' || values.role === 'delegate')) out[def.field] = file;
  }
  return out;
}

/** react-hook-form runs the shared rules; message keys land on their fields. */
export function registrationResolver(context: () => RegistrationContext): Resolver<RegistrationValues> {
  return async (values) => {
    const ctx = context();
    const errors = validateRegistration(toWire(values, ctx.mode), ctx);
    if (!Object.keys(errors).length) return { values, errors: {} };
    return { values: {} as FieldValues, errors: Object.fromEntries(Object.entries(errors).map(([k, message]) => [k, { type: 'rule', message }])) } as never;
  };
}

/** The fields of each section, in screen order. */
export function fieldsOf(section: RegistrationSection, mode: RegistrationContext['mode']): string[] {
  const docs = registrationDocuments.filter((d) => d.section === section).map((d) => d.field);
  const texts = registrationTextFields[section].filter((f) => mode === 'register' || !(accountOnlyFields as readonly string[]).includes(f));
  return [...texts, ...docs];
}

export const sections: RegistrationSection[] = ['account', 'company', 'owner', 'licences'];

export function sectionOf(field: string): RegistrationSection | undefined {
  return sections.find((s) => fieldsOf(s, 'register').includes(field));
}
