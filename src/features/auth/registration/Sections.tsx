/**
 * The four sections of the registration forms (spec 000 §3 fields): the account,
 * the company, the owner and delegation, the licences. /register shows them one
 * step at a time; the applicant's forms pages show them together.
 */
import type { ReactNode } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { InputText } from 'primereact/inputtext';
import { Dropdown } from 'primereact/dropdown';
import { SelectButton } from 'primereact/selectbutton';
import { useTranslation } from 'react-i18next';
import { accountTypes } from '../../../../shared/accountTypes';
import { registrationDocuments, requiredDocuments, selfRegisteringTypeIds, typeCodeOf, type RegistrationSection } from '../../../../shared/rules/registration';
import { Field } from '../../../shared/ui/Field';
import { message } from '../../../shared/i18n';
import type { RegistrationDocument } from '../api';
import { NewPasswordField } from '../NewPasswordField';
import { ExpiryDate, FilePicker } from './inputs';
import { PhoneInput } from '../../../shared/ui/PhoneInput';
import type { DocumentField, RegistrationValues } from './model';

type TextField = Exclude<keyof RegistrationValues, DocumentField | 'type_id' | 'role'>;

interface SectionProps {
  section: RegistrationSection;
  form: UseFormReturn<RegistrationValues>;
  mode: 'register' | 'update';
  /** documents on file, by field */
  existing?: Record<string, RegistrationDocument>;
  disabled?: boolean;
}

export function RegistrationSectionFields({ section, form, mode, existing = {}, disabled = false }: SectionProps) {
  const { t, i18n } = useTranslation('auth');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const { errors } = form.formState;
  const [typeId, role] = useWatch({ control: form.control, name: ['type_id', 'role'] });
  const required = requiredDocuments(typeCodeOf(typeId), role);
  const err = (name: string) => (errors as Record<string, { message?: string } | undefined>)[name]?.message;
  const described = (name: string) => (err(name) ? `${name}-error` : `${name}-hint`);

  const text = (name: TextField, options: { hint?: string; ltr?: boolean; autoComplete?: string; inputMode?: 'numeric' | 'email' | 'text'; required?: boolean; span?: boolean } = {}) => (
    <Field id={name} label={t(`fields.${name}`)} error={err(name)} hint={options.hint} required={options.required ?? true} className={options.span ? 'span-2' : ''}>
      <InputText
        id={name}
        {...form.register(name)}
        dir={options.ltr ? 'ltr' : 'auto'}
        autoComplete={options.autoComplete ?? 'off'}
        inputMode={options.inputMode}
        invalid={!!err(name)}
        aria-describedby={described(name)}
        disabled={disabled}
      />
    </Field>
  );

  const password = (name: 'password' | 'password_confirmation', hint?: string) => <NewPasswordField control={form.control} name={name} label={t(`fields.${name}`)} hint={hint} error={err(name)} />;

  const documentField = (field: DocumentField, options: { span?: boolean; hint?: string } = {}) => {
    const def = registrationDocuments.find((d) => d.field === field)!;
    return (
      <Field
        id={field}
        label={t(`fields.${field}`)}
        error={err(field)}
        hint={options.hint ?? t(def.class === 'image' ? 'hints.image' : 'hints.document')}
        required={required.has(field)}
        className={options.span ? 'span-2' : ''}
      >
        <Controller
          name={field}
          control={form.control}
          render={({ field: f }) => (
            <FilePicker
              id={field}
              def={def}
              value={f.value}
              onChange={f.onChange}
              onBlur={f.onBlur}
              existing={existing[field]}
              invalid={!!err(field)}
              describedBy={described(field)}
              disabled={disabled}
            />
          )}
        />
      </Field>
    );
  };

  const expiry = (name: 'cr_expiry' | 'business_expire' | 'practice_expire' | 'classification_expire' | 'hajj_license_expire', isRequired: boolean) => (
    <Field id={name} label={t(`fields.${name}`)} error={err(name)} required={isRequired}>
      <Controller
        name={name}
        control={form.control}
        render={({ field }) => <ExpiryDate id={name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} invalid={!!err(name)} disabled={disabled} />}
      />
    </Field>
  );

  const licence = (file: DocumentField, date: 'business_expire' | 'practice_expire' | 'classification_expire' | 'hajj_license_expire') => (
    <div className="licence-row span-2" key={file}>
      {documentField(file)}
      {expiry(date, required.has(file) || !!existing[file] || !!form.getValues(file))}
    </div>
  );

  let body: ReactNode;
  switch (section) {
    case 'account':
      body = (
        <>
          {text('name', { hint: t('hints.name') })}
          {text('username', { hint: t('hints.username'), ltr: true, autoComplete: 'username' })}
          {mode === 'register' && text('email', { ltr: true, autoComplete: 'email', inputMode: 'email' })}
          <Field id="phone" label={t('fields.phone')} error={err('phone')} hint={t('hints.phone')} required>
            <Controller
              name="phone"
              control={form.control}
              render={({ field }) => (
                <PhoneInput id="phone" value={field.value} onChange={field.onChange} onBlur={field.onBlur} invalid={!!err('phone')} describedBy={described('phone')} disabled={disabled} />
              )}
            />
          </Field>
          {mode === 'register' && password('password', t('hints.password'))}
          {mode === 'register' && password('password_confirmation')}
          <Field id="type_id" label={t('fields.type_id')} error={err('type_id')} required>
            <Controller
              name="type_id"
              control={form.control}
              render={({ field }) => (
                <Dropdown
                  inputId="type_id"
                  value={field.value}
                  options={accountTypes.filter((x) => selfRegisteringTypeIds.includes(x.id)).map((x) => ({ value: x.id, label: x.label[lang] }))}
                  onChange={(e) => field.onChange(e.value as number)}
                  onBlur={field.onBlur}
                  placeholder={t('fields.type_id')}
                  className="w-full"
                  invalid={!!err('type_id')}
                  disabled={disabled}
                />
              )}
            />
          </Field>
        </>
      );
      break;
    case 'company':
      body = (
        <>
          {text('company_name', { span: true })}
          {text('cr_number', { hint: t('hints.cr'), ltr: true, inputMode: 'numeric' })}
          {expiry('cr_expiry', true)}
          {documentField('cr_image', { span: true })}
          {text('unified_number', { hint: t('hints.id10'), ltr: true, inputMode: 'numeric' })}
          {text('vat_number', { hint: t('hints.vat'), ltr: true, inputMode: 'numeric' })}
          {documentField('vat_file', { span: true })}
        </>
      );
      break;
    case 'owner':
      body = (
        <>
          <div className="field span-2" role="group" aria-labelledby="role-label">
            <span id="role-label" className="field-label">
              {t('fields.role')}
              <span className="required" aria-hidden>
                {' '}
                *
              </span>
            </span>
            <Controller
              name="role"
              control={form.control}
              render={({ field }) => (
                <SelectButton
                  value={field.value}
                  options={[
                    { value: 'owner', label: t('roles.owner') },
                    { value: 'delegate', label: t('roles.delegate') },
                  ]}
                  onChange={(e) => e.value && field.onChange(e.value)}
                  allowEmpty={false}
                  disabled={disabled}
                  invalid={!!err('role')}
                  aria-labelledby="role-label"
                />
              )}
            />
            {err('role') && (
              <small className="p-error" id="role-error" role="alert">
                {message(err('role'))}
              </small>
            )}
          </div>
          {text('owner_id', { hint: t('hints.id10'), ltr: true, inputMode: 'numeric' })}
          {documentField('owner_id_photo')}
          {role === 'delegate' && text('delegateid', { hint: t('hints.id10'), ltr: true, inputMode: 'numeric' })}
          {role === 'delegate' && documentField('delegation')}
          {documentField('stamp', { span: true, hint: `${t('hints.stamp')} · ${t('hints.image')}` })}
        </>
      );
      break;
    case 'licences':
      body = (
        <>
          {licence('hajj_license', 'hajj_license_expire')}
          {licence('practice_license', 'practice_expire')}
          {licence('classification_certificate', 'classification_expire')}
          {licence('business_license', 'business_expire')}
          {documentField('seasonal_license', { span: true })}
        </>
      );
      break;
  }
  return <div className="form-grid">{body}</div>;
}
