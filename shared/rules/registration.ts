/**
 * The registration forms of spec 000 §3 ("Registration fields seen in the interface
 * dictionary") and their rules (spec 000 §5, §9; spec 001 §5): one definition read
 * by the /register, /register-forms and /complete-register-forms screens and by the
 * API, so both refuse the same input with the same message keys.
 *
 * Our reading where the spec is silent:
 * - `role` is the applicant's capacity in the company: its owner, or a delegate
 *   acting for it; a delegate adds the delegation letter and their own ID number
 *   (`delegateid`), the spec's "delegation, delegateid".
 * - Which licences a company must hold depends on its account type (the hajj
 *   licence for those who serve pilgrims, the engineering practice licence for
 *   design offices and consultants, the classification certificate for
 *   contractors); the others may be attached when held.
 * - Caps by field class: photos (CR image, owner ID photo, stamp) 2 MB and must be
 *   JPEG, PNG or WebP; documents (VAT certificate, licences, delegation) 100 MB and
 *   may be PDF or a photo. No registration field takes the 500 MB class.
 * - ID numbers (unified number, owner ID, delegate ID) are exactly 10 digits starting
 *   with 1 or 7; the mobile number after 966 is the "other number, exactly 9 digits";
 *   a commercial register number is 10 digits; a VAT number is the 15 digits ZATCA
 *   issues (starting and ending with 3).
 * - Every expiry date must be after today in Saudi time (UTC+3, no daylight saving).
 */
import * as v from 'valibot';
import { fileCaps } from '../limits';
import { accountTypes, selfRegisteringTypes, type AccountTypeCode } from '../accountTypes';
import type { SharedMessageKey } from '../messages';
import { companyNameRule, emailRule, id10Rule, nameRule, usernameRule, passwordRule, passwordsMatch, phoneRule, requiredString, PASSWORDS_MATCH } from './user';

export const registrationRoles = ['owner', 'delegate'] as const;
export type RegistrationRole = (typeof registrationRoles)[number];

export type FileClass = 'image' | 'document';

/** What each class of file accepts and its cap. */
export const fileClasses: Record<FileClass, { extensions: readonly string[]; mimes: readonly string[]; cap: number }> = {
  image: { extensions: ['.jpg', '.jpeg', '.png', '.webp'], mimes: ['image/jpeg', 'image/png', 'image/webp'], cap: fileCaps.small },
  document: { extensions: ['.pdf', '.jpg', '.jpeg', '.png', '.webp'], mimes: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'], cap: fileCaps.medium },
};

export type RegistrationSection = 'account' | 'company' | 'owner' | 'licences';

export interface RegistrationDocumentDef {
  /** the form field, and the document's kind where it is stored */
  field: string;
  class: FileClass;
  /** the field holding its expiry date, when it has one */
  expiry?: string;
  section: RegistrationSection;
}

export const registrationDocuments: readonly RegistrationDocumentDef[] = [
  { field: 'cr_image', class: 'image', expiry: 'cr_expiry', section: 'company' },
  { field: 'vat_file', class: 'document', section: 'company' },
  { field: 'owner_id_photo', class: 'image', section: 'owner' },
  { field: 'delegation', class: 'document', section: 'owner' },
  { field: 'stamp', class: 'image', section: 'owner' },
  { field: 'business_license', class: 'document', expiry: 'business_expire', section: 'licences' },
  { field: 'practice_license', class: 'document', expiry: 'practice_expire', section: 'licences' },
  { field: 'classification_certificate', class: 'document', expiry: 'classification_expire', section: 'licences' },
  { field: 'hajj_license', class: 'document', expiry: 'hajj_license_expire', section: 'licences' },
  { field: 'seasonal_license', class: 'document', section: 'licences' },
];

export const documentFields = registrationDocuments.map((d) => d.field);
export const expiryFields = registrationDocuments.flatMap((d) => (d.expiry ? [d.expiry] : []));

/** The text fields of the forms, by section (files are in `registrationDocuments`). */
export const registrationTextFields: Record<RegistrationSection, readonly string[]> = {
  account: ['name', 'username', 'email', 'phone', 'password', 'password_confirmation', 'type_id'],
  company: ['company_name', 'cr_number', 'cr_expiry', 'unified_number', 'vat_number'],
  owner: ['role', 'owner_id', 'delegateid'],
  licences: ['business_expire', 'practice_expire', 'classification_expire', 'hajj_license_expire'],
};

/** Fields only the first registration takes: the e-mail identifies the account and the password is changed by reset. */
export const accountOnlyFields = ['email', 'password', 'password_confirmation'] as const;

/** Licences each account type must attach. */
const licencesByType: Partial<Record<AccountTypeCode, string[]>> = {
  service_provider: ['hajj_license'],
  raft_company: ['hajj_license'],
  design_office: ['practice_license'],
  consultant: ['practice_license'],
  contractor: ['classification_certificate'],
};

/** The documents an applicant of this type and role must have on file. */
export function requiredDocuments(typeCode: string | undefined, role: string | undefined): Set<string> {
  const required = new Set(['cr_image', 'vat_file', 'owner_id_photo']);
  if (role === 'delegate') required.add('delegation');
  for (const f of licencesByType[typeCode as AccountTypeCode] ?? []) required.add(f);
  return required;
}

export const selfRegisteringTypeIds: number[] = accountTypes.filter((t) => selfRegisteringTypes.includes(t.code)).map((t) => t.id);

export function typeCodeOf(typeId: unknown): AccountTypeCode | undefined {
  const id = Number(typeId);
  return accountTypes.find((t) => t.id === id)?.code;
}

export { USERNAME_PATTERN } from './user';
export const CR_PATTERN = /^\d{10}$/;
export const VAT_PATTERN = /^3\d{13}3$/;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const m = (key: SharedMessageKey) => key;

const fieldRules: Record<string, v.GenericSchema> = {
  name: nameRule,
  username: usernameRule,
  email: emailRule,
  phone: phoneRule,
  password: passwordRule,
  company_name: companyNameRule,
  cr_number: v.pipe(requiredString, v.regex(CR_PATTERN, m('validation.cr'))),
  unified_number: id10Rule,
  vat_number: v.pipe(requiredString, v.regex(VAT_PATTERN, m('validation.vat'))),
  owner_id: id10Rule,
  delegateid: id10Rule,
};

/** A file as both sides see it: the browser's File, the server's received upload. */
export interface FileLike {
  name: string;
  size: number;
}

export function isFileLike(value: unknown): value is FileLike {
  return !!value && typeof value === 'object' && typeof (value as FileLike).size === 'number' && typeof (value as FileLike).name === 'string';
}

export function capMessage(cap: number): SharedMessageKey {
  return cap <= fileCaps.small ? 'validation.file.max2' : cap <= fileCaps.medium ? 'validation.file.max100' : 'validation.file.max500';
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/** Why this file may not go in this document field, or null. */
export function fileProblem(def: RegistrationDocumentDef, file: FileLike): SharedMessageKey | null {
  const cls = fileClasses[def.class];
  if (file.size > cls.cap) return capMessage(cls.cap);
  if (!cls.extensions.includes(extensionOf(file.name))) return 'validation.file.type';
  if (file.size === 0) return 'validation.required';
  return null;
}

/** Today's date in Saudi Arabia (UTC+3 all year), as YYYY-MM-DD. */
export function todayInRiyadh(now: Date = new Date()): string {
  return new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
}

export function isRealDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export interface RegistrationContext {
  /** `register`: a new account (e-mail and password too); `update`: the applicant's own forms */
  mode: 'register' | 'update';
  /** YYYY-MM-DD; expiry dates must come after it */
  today: string;
  /** document fields already on file for this account */
  existing?: ReadonlySet<string>;
}

export type RegistrationErrors = Record<string, SharedMessageKey>;

const present = (value: unknown) => value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

/**
 * Every problem with a registration form, as field → message key (the first per
 * field). Empty when the form may be saved.
 */
export function validateRegistration(values: Record<string, unknown>, ctx: RegistrationContext): RegistrationErrors {
  const errors: RegistrationErrors = {};
  const fail = (field: string, key: SharedMessageKey) => {
    errors[field] ??= key;
  };
  const check = (field: string) => {
    const result = v.safeParse(fieldRules[field]!, values[field] ?? '');
    if (!result.success) fail(field, result.issues[0].message as SharedMessageKey);
  };

  for (const f of ['name', 'username', 'phone', 'company_name', 'cr_number', 'unified_number', 'vat_number', 'owner_id']) check(f);
  if (ctx.mode === 'register') {
    check('email');
    check('password');
    if (!present(values.password_confirmation)) fail('password_confirmation', 'validation.required');
    else if (!passwordsMatch(values as { password?: string; password_confirmation?: string })) fail('password_confirmation', PASSWORDS_MATCH);
  }

  const typeId = Number(values.type_id);
  if (!present(values.type_id)) fail('type_id', 'validation.required');
  else if (!selfRegisteringTypeIds.includes(typeId)) fail('type_id', 'validation.invalid');

  const role = values.role as string | undefined;
  if (!present(role)) fail('role', 'validation.required');
  else if (!registrationRoles.includes(role as RegistrationRole)) fail('role', 'validation.invalid');
  if (role === 'delegate') check('delegateid');

  const required = requiredDocuments(typeCodeOf(typeId), role);
  const existing = ctx.existing ?? new Set<string>();
  for (const def of registrationDocuments) {
    const file = values[def.field];
    const given = isFileLike(file);
    if (present(file) && !given) fail(def.field, 'validation.invalid');
    if (given) {
      const problem = fileProblem(def, file);
      if (problem) fail(def.field, problem);
    }
    // a delegation letter only goes with a delegate
    if (def.field === 'delegation' && role !== 'delegate') continue;
    const onFile = given || existing.has(def.field);
    if (required.has(def.field) && !onFile) fail(def.field, 'validation.required');
    if (!def.expiry) continue;
    const expiry = values[def.expiry];
    const needsExpiry = required.has(def.field) || onFile;
    if (!present(expiry)) {
      if (needsExpiry) fail(def.expiry, 'validation.required');
      continue;
    }
    if (typeof expiry !== 'string' || !isRealDate(expiry)) fail(def.expiry, 'validation.date');
    else if (expiry <= ctx.today) fail(def.expiry, 'validation.dateFuture');
    else if (!onFile) fail(def.field, 'validation.required'); // an expiry date without its document
  }
  return errors;
}
