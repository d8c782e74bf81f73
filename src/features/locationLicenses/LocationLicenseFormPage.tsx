/**
 * /location-licenses/create and /location-licenses/update/{id}: the shared rules (shared/rules/licenses.ts) run before
 * the call; the server's 422s land on the field of the same name; a change someone else made
 * meanwhile is a 409, said plainly. After saving, the list opens (the spec's TmpLicensePage) with
 * the server's message.
 */
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { InputNumber } from 'primereact/inputnumber';
import { InputSwitch } from 'primereact/inputswitch';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import {
  LocationLicenseSchema,
  LICENSE_TEXT_MAX,
  LICENSE_LONG_TEXT_MAX,
  LICENSE_VALIDITY_MAX,
  LICENSE_VALIDITY_MIN,
  licenseRuleMessages,
  type LocationLicenseValues,
} from '../../../shared/rules/locationLicenses';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Field } from '../../shared/ui/Field';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { applyServerErrors } from '../../shared/lib/forms';
import { isApiFailure } from '../../shared/api/errors';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { createLocationLicense, invalidateLocationLicenses, updateLocationLicense, useLocationLicense, type LocationLicense, type LocationLicenseInput } from './api';

type Values = LocationLicenseValues;
const FIELDS = ['name', 'name_en', 'validity_days', 'is_temporary', 'description'] as const;
// a required number or choice starts empty (null), which its rule refuses until one is given
const empty = { name: '', name_en: '', validity_days: null, is_temporary: 0, description: '' } as unknown as v.InferInput<typeof LocationLicenseSchema>;
const valuesOf = (r: LocationLicense) =>
  ({ name: r.name ?? '', name_en: r.name_en ?? '', validity_days: r.validity_days ?? null, is_temporary: r.is_temporary, description: r.description ?? '' }) as v.InferInput<
    typeof LocationLicenseSchema
  >;

export default function LocationLicenseFormPage() {
  const { t, i18n } = useTranslation('locationLicenses');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  // the area's own rule messages (shared with the server); the shared catalogue's are Field's
  const errorOf = (m: unknown) => (typeof m === 'string' ? (licenseRuleMessages[m]?.[lang] ?? m) : undefined);
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const editing = id !== null;
  const navigate = useNavigate();
  const client = useQueryClient();
  const record = useLocationLicense(id);
  const form = useForm<v.InferInput<typeof LocationLicenseSchema>, unknown, Values>({ resolver: valibotResolver(LocationLicenseSchema), defaultValues: empty });

  useEffect(() => {
    if (record.data) form.reset(valuesOf(record.data));
  }, [record.data, form]);

  const save = useMutation({
    mutationFn: (body: LocationLicenseInput) => (editing ? updateLocationLicense(id, body) : createLocationLicense(body)),
    onSuccess: () => invalidateLocationLicenses(client),
  });

  const submit = form.handleSubmit(async (values) => {
    const body = { ...values, ...(editing && record.data ? { version: record.data.version } : {}) } as LocationLicenseInput;
    try {
      const { message } = await save.mutateAsync(body);
      notify('success', message);
      void navigate('/location-licenses');
    } catch (e) {
      if (isApiFailure(e) && e.status === 409) notify('warning', t('form.stale'));
      else if (!applyServerErrors(e, form.setError, FIELDS)) notifyFailure(e);
    }
  });

  const title = editing ? t('titles.edit') : t('titles.create');
  const badId = editing && !(Number.isInteger(id) && id > 0);
  if (badId || (editing && record.isError)) {
    const missing = badId || (isApiFailure(record.error) && record.error.status === 404);
    return (
      <>
        <PageHeader title={title} />
        {missing ? (
          <div className="state-panel state-error" role="alert">
            <p>{t('form.notFound')}</p>
            <Link to="/location-licenses" className="p-button p-button-outlined">
              {t('titles.list')}
            </Link>
          </div>
        ) : (
          <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />
        )}
      </>
    );
  }
  const errors = form.formState.errors;

  return (
    <>
      <PageHeader title={editing && record.data ? `${title}: ${record.data.name}` : title} />
      <form className="area-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={editing && record.isPending}>
        {editing && record.isPending ? (
          <Skeleton height="10rem" />
        ) : (
          <div className="area-fields">
            <Field id="location-licenses-name" label={t('fields.name')} error={errorOf(errors.name?.message)} required>
              <InputText id="location-licenses-name" invalid={!!errors.name} aria-invalid={!!errors.name} dir="auto" maxLength={LICENSE_TEXT_MAX} {...form.register('name')} />
            </Field>
            <Field id="location-licenses-name-en" label={t('fields.name_en')} error={errorOf(errors.name_en?.message)}>
              <InputText id="location-licenses-name-en" invalid={!!errors.name_en} aria-invalid={!!errors.name_en} dir="ltr" maxLength={LICENSE_TEXT_MAX} {...form.register('name_en')} />
            </Field>
            <Field
              id="location-licenses-validity-days"
              label={t('fields.validity_days')}
              error={errorOf(errors.validity_days?.message)}
              hint={t('form.validityHint', { min: LICENSE_VALIDITY_MIN, max: LICENSE_VALIDITY_MAX })}
              required
            >
              <Controller
                name="validity_days"
                control={form.control}
                render={({ field }) => (
                  <InputNumber
                    inputId="location-licenses-validity-days"
                    value={(field.value as number | null | undefined) ?? null}
                    onValueChange={(e) => field.onChange(e.value ?? null)}
                    useGrouping={false}
                    invalid={!!errors.validity_days}
                  />
                )}
              />
            </Field>
            <Field id="location-licenses-is-temporary" label={t('fields.is_temporary')} error={errorOf(errors.is_temporary?.message)} hint={t('form.temporaryHint')}>
              <Controller
                name="is_temporary"
                control={form.control}
                render={({ field }) => <InputSwitch inputId="location-licenses-is-temporary" checked={field.value === 1} onChange={(e) => field.onChange(e.value ? 1 : 0)} />}
              />
            </Field>
            <Field id="location-licenses-description" label={t('fields.description')} error={errorOf(errors.description?.message)}>
              <InputTextarea
                id="location-licenses-description"
                invalid={!!errors.description}
                aria-invalid={!!errors.description}
                dir="auto"
                rows={3}
                autoResize
                maxLength={LICENSE_LONG_TEXT_MAX}
                {...form.register('description')}
              />
            </Field>
          </div>
        )}
        <div className="form-actions">
          <Button type="submit" label={t('form.save')} icon="pi pi-check" loading={save.isPending} />
          <Button type="button" label={t('form.cancel')} outlined onClick={() => void navigate('/location-licenses')} />
        </div>
      </form>
    </>
  );
}
