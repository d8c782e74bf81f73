/**
 * /services/create and /services/update/{id}: the shared rules (shared/rules/services.ts) run before
 * the call; the server's 422s land on the field of the same name; a change someone else made
 * meanwhile is a 409, said plainly. After saving, the list opens (spec 001 §2 ServicePage) with the
 * server's message. The area's own rule messages ("Service already exists", "A service count_day is
 * required") come from shared/rules/services.ts in the reader's language.
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
import { ServiceSchema, SERVICE_TEXT_MAX, SERVICE_LONG_TEXT_MAX, SERVICE_COUNT_DAY_MAX, serviceRuleMessages, type ServiceValues } from '../../../shared/rules/services';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Field } from '../../shared/ui/Field';
import { RefSelect } from '../../shared/ui/RefSelect';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { applyServerErrors } from '../../shared/lib/forms';
import { isApiFailure } from '../../shared/api/errors';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { createService, invalidateServices, updateService, useService, useSpecialistsOptions, type Service, type ServiceInput } from './api';

type Values = ServiceValues;
const FIELDS = ['name', 'name_en', 'specialist_id', 'count_day', 'description'] as const;
// a required number or choice starts empty (null), which its rule refuses until one is given
const empty = { name: '', name_en: '', specialist_id: null, count_day: null, description: '' } as unknown as v.InferInput<typeof ServiceSchema>;
const valuesOf = (r: Service) =>
  ({ name: r.name ?? '', name_en: r.name_en ?? '', specialist_id: r.specialist_id ?? null, count_day: r.count_day ?? null, description: r.description ?? '' }) as v.InferInput<typeof ServiceSchema>;

export default function ServiceFormPage() {
  const { t, i18n } = useTranslation('services');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  // this area's own rule messages (the shared catalogue's keys pass through to Field)
  const errorOf = (m: unknown) => (typeof m === 'string' ? (serviceRuleMessages[m]?.[lang] ?? m) : undefined);
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const editing = id !== null;
  const navigate = useNavigate();
  const client = useQueryClient();
  const record = useService(id);
  const form = useForm<v.InferInput<typeof ServiceSchema>, unknown, Values>({ resolver: valibotResolver(ServiceSchema), defaultValues: empty });

  useEffect(() => {
    if (record.data) form.reset(valuesOf(record.data));
  }, [record.data, form]);

  const save = useMutation({
    mutationFn: (body: ServiceInput) => (editing ? updateService(id, body) : createService(body)),
    onSuccess: () => invalidateServices(client),
  });

  const submit = form.handleSubmit(async (values) => {
    const body = { ...values, ...(editing && record.data ? { version: record.data.version } : {}) } as ServiceInput;
    try {
      const saved = await save.mutateAsync(body);
      notify('success', saved.message || t(editing ? 'form.updated' : 'form.created', { name: values.name }));
      void navigate('/services');
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
            <Link to="/services" className="p-button p-button-outlined">
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
            <Field id="services-name" label={t('fields.name')} error={errorOf(errors.name?.message)} required>
              <InputText id="services-name" invalid={!!errors.name} aria-invalid={!!errors.name} dir="auto" maxLength={SERVICE_TEXT_MAX} {...form.register('name')} />
            </Field>
            <Field id="services-name-en" label={t('fields.name_en')} error={errorOf(errors.name_en?.message)}>
              <InputText id="services-name-en" invalid={!!errors.name_en} aria-invalid={!!errors.name_en} dir="ltr" maxLength={SERVICE_TEXT_MAX} {...form.register('name_en')} />
            </Field>
            <Field id="services-specialist-id" label={t('fields.specialist_id')} error={errorOf(errors.specialist_id?.message)} required>
              <Controller
                name="specialist_id"
                control={form.control}
                render={({ field }) => (
                  <RefSelect
                    id="services-specialist-id"
                    value={field.value as number | null | undefined}
                    onChange={field.onChange}
                    useOptions={useSpecialistsOptions}
                    current={record.data?.get_specialist}
                    invalid={!!errors.specialist_id}
                    placeholder={t('form.choose')}
                    emptyMessage={t('form.noOptions')}
                    searchLabel={t('fields.search')}
                  />
                )}
              />
            </Field>
            <Field id="services-count-day" label={t('fields.count_day')} error={errorOf(errors.count_day?.message)} required>
              <Controller
                name="count_day"
                control={form.control}
                render={({ field }) => (
                  <InputNumber
                    inputId="services-count-day"
                    value={(field.value as number | null | undefined) ?? null}
                    onValueChange={(e) => field.onChange(e.value ?? null)}
                    useGrouping={false}
                    min={1}
                    max={SERVICE_COUNT_DAY_MAX}
                    invalid={!!errors.count_day}
                  />
                )}
              />
            </Field>
            <Field id="services-description" label={t('fields.description')} error={errorOf(errors.description?.message)}>
              <InputTextarea
                id="services-description"
                invalid={!!errors.description}
                aria-invalid={!!errors.description}
                dir="auto"
                rows={3}
                autoResize
                maxLength={SERVICE_LONG_TEXT_MAX}
                {...form.register('description')}
              />
            </Field>
          </div>
        )}
        <div className="form-actions">
          <Button type="submit" label={t('form.save')} icon="pi pi-check" loading={save.isPending} />
          <Button type="button" label={t('form.cancel')} outlined onClick={() => void navigate('/services')} />
        </div>
      </form>
    </>
  );
}
