/**
 * /location-services/create and /location-services/update/{id}: the shared rules (shared/rules/locationServices.ts) run before
 * the call; the server's 422s land on the field of the same name; a change someone else made
 * meanwhile is a 409, said plainly. After saving, the list opens (spec 001 §2 LocationServicePage) with the
 * server's message. The area's own rule messages ("Service already exists", "A service count_day is
 * required") come from shared/rules/locationServices.ts in the reader's language.
 */
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { InputNumber } from 'primereact/inputnumber';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import {
  LocationServiceSchema,
  LOCATIONSERVICE_TEXT_MAX,
  LOCATIONSERVICE_LONG_TEXT_MAX,
  LOCATIONSERVICE_COUNT_DAY_MAX,
  serviceRuleMessages,
  type LocationServiceValues,
} from '../../../shared/rules/locationServices';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Field } from '../../shared/ui/Field';
import { RefSelect } from '../../shared/ui/RefSelect';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { applyServerErrors } from '../../shared/lib/forms';
import { isApiFailure } from '../../shared/api/errors';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { createLocationService, invalidateLocationServices, updateLocationService, useLocationService, useLocationSpecialistsOptions, type LocationService, type LocationServiceInput } from './api';

type Values = LocationServiceValues;
const FIELDS = ['name', 'name_en', 'specialist_id', 'count_day', 'description'] as const;
// a required number or choice starts empty (null), which its rule refuses until one is given
const empty = { name: '', name_en: '', specialist_id: null, count_day: null, description: '' } as unknown as v.InferInput<typeof LocationServiceSchema>;
const valuesOf = (r: LocationService) =>
  ({ name: r.name ?? '', name_en: r.name_en ?? '', specialist_id: r.specialist_id ?? null, count_day: r.count_day ?? null, description: r.description ?? '' }) as v.InferInput<
    typeof LocationServiceSchema
  >;

export default function LocationServiceFormPage() {
  const { t, i18n } = useTranslation('locationServices');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  // this area's own rule messages (the shared catalogue's keys pass through to Field)
  const errorOf = (m: unknown) => (typeof m === 'string' ? (serviceRuleMessages[m]?.[lang] ?? m) : undefined);
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const editing = id !== null;
  const navigate = useNavigate();
  const client = useQueryClient();
  const record = useLocationService(id);
  const form = useForm<v.InferInput<typeof LocationServiceSchema>, unknown, Values>({ resolver: valibotResolver(LocationServiceSchema), defaultValues: empty });

  useEffect(() => {
    if (record.data) form.reset(valuesOf(record.data));
  }, [record.data, form]);

  const save = useMutation({
    mutationFn: (body: LocationServiceInput) => (editing ? updateLocationService(id, body) : createLocationService(body)),
    onSuccess: () => invalidateLocationServices(client),
  });

  const submit = form.handleSubmit(async (values) => {
    const body = { ...values, ...(editing && record.data ? { version: record.data.version } : {}) } as LocationServiceInput;
    try {
      const saved = await save.mutateAsync(body);
      notify('success', saved.message || t(editing ? 'form.updated' : 'form.created', { name: values.name }));
      void navigate('/location-services');
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
            <Link to="/location-services" className="p-button p-button-outlined">
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
            <Field id="location-services-name" label={t('fields.name')} error={errorOf(errors.name?.message)} required>
              <InputText id="location-services-name" invalid={!!errors.name} aria-invalid={!!errors.name} dir="auto" maxLength={LOCATIONSERVICE_TEXT_MAX} {...form.register('name')} />
            </Field>
            <Field id="location-services-name-en" label={t('fields.name_en')} error={errorOf(errors.name_en?.message)}>
              <InputText id="location-services-name-en" invalid={!!errors.name_en} aria-invalid={!!errors.name_en} dir="ltr" maxLength={LOCATIONSERVICE_TEXT_MAX} {...form.register('name_en')} />
            </Field>
            <Field id="location-services-specialist-id" label={t('fields.specialist_id')} error={errorOf(errors.specialist_id?.message)} required>
              <Controller
                name="specialist_id"
                control={form.control}
                render={({ field }) => (
                  <RefSelect
                    id="location-services-specialist-id"
                    value={field.value as number | null | undefined}
                    onChange={field.onChange}
                    useOptions={useLocationSpecialistsOptions}
                    current={record.data?.get_specialist}
                    invalid={!!errors.specialist_id}
                    placeholder={t('form.choose')}
                    emptyMessage={t('form.noOptions')}
                    searchLabel={t('fields.search')}
                  />
                )}
              />
            </Field>
            <Field id="location-services-count-day" label={t('fields.count_day')} error={errorOf(errors.count_day?.message)} required>
              <Controller
                name="count_day"
                control={form.control}
                render={({ field }) => (
                  <InputNumber
                    inputId="location-services-count-day"
                    value={(field.value as number | null | undefined) ?? null}
                    onValueChange={(e) => field.onChange(e.value ?? null)}
                    useGrouping={false}
                    min={1}
                    max={LOCATIONSERVICE_COUNT_DAY_MAX}
                    invalid={!!errors.count_day}
                  />
                )}
              />
            </Field>
            <Field id="location-services-description" label={t('fields.description')} error={errorOf(errors.description?.message)}>
              <InputTextarea
                id="location-services-description"
                invalid={!!errors.description}
                aria-invalid={!!errors.description}
                dir="auto"
                rows={3}
                autoResize
                maxLength={LOCATIONSERVICE_LONG_TEXT_MAX}
                {...form.register('description')}
              />
            </Field>
          </div>
        )}
        <div className="form-actions">
          <Button type="submit" label={t('form.save')} icon="pi pi-check" loading={save.isPending} />
          <Button type="button" label={t('form.cancel')} outlined onClick={() => void navigate('/location-services')} />
        </div>
      </form>
    </>
  );
}
