/**
 * /services/inputs/create and /services/inputs/update/{id}: the shared rules (shared/rules/serviceInputs.ts) run before
 * the call; the server's 422s land on the field of the same name; a change someone else made
 * meanwhile is a 409, said plainly. After saving, the list opens with a success message.
 */
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { Dropdown } from 'primereact/dropdown';
import { InputSwitch } from 'primereact/inputswitch';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { InputServiceSchema, INPUTSERVICE_TEXT_MAX, INPUT_TYPES, inputRuleMessages, inputTypeLabels, type InputServiceValues } from '../../../shared/rules/serviceInputs';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Field } from '../../shared/ui/Field';
import { RefSelect } from '../../shared/ui/RefSelect';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { applyServerErrors } from '../../shared/lib/forms';
import { isApiFailure } from '../../shared/api/errors';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { createInputService, invalidateServiceInputs, updateInputService, useInputService, useServicesOptions, type InputService, type InputServiceInput } from './api';

type Values = InputServiceValues;
const FIELDS = ['service_id', 'name', 'name_en', 'type', 'required'] as const;
// a required number or choice starts empty (null), which its rule refuses until one is given
const empty = { service_id: null, name: '', name_en: '', type: null, required: 0 } as unknown as v.InferInput<typeof InputServiceSchema>;
const valuesOf = (r: InputService) =>
  ({ service_id: r.service_id ?? null, name: r.name ?? '', name_en: r.name_en ?? '', type: r.type ?? null, required: r.required }) as v.InferInput<typeof InputServiceSchema>;

export default function InputServiceFormPage() {
  const { t, i18n } = useTranslation('serviceInputs');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  // the inputs' own rule messages (the shared catalogue's keys pass through to Field)
  const errorOf = (m: unknown) => (typeof m === 'string' ? (inputRuleMessages[m]?.[lang] ?? m) : undefined);
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const editing = id !== null;
  const navigate = useNavigate();
  const client = useQueryClient();
  const record = useInputService(id);
  const form = useForm<v.InferInput<typeof InputServiceSchema>, unknown, Values>({ resolver: valibotResolver(InputServiceSchema), defaultValues: empty });

  useEffect(() => {
    if (record.data) form.reset(valuesOf(record.data));
  }, [record.data, form]);

  const save = useMutation({
    mutationFn: (body: InputServiceInput) => (editing ? updateInputService(id, body) : createInputService(body)),
    onSuccess: () => invalidateServiceInputs(client),
  });

  const submit = form.handleSubmit(async (values) => {
    const body = { ...values, ...(editing && record.data ? { version: record.data.version } : {}) } as InputServiceInput;
    try {
      const saved = await save.mutateAsync(body);
      notify('success', saved.message || t(editing ? 'form.updated' : 'form.created', { name: values.name }));
      void navigate('/services/inputs');
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
            <Link to="/services/inputs" className="p-button p-button-outlined">
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
            <Field id="service-inputs-service-id" label={t('fields.service_id')} error={errorOf(errors.service_id?.message)} required>
              <Controller
                name="service_id"
                control={form.control}
                render={({ field }) => (
                  <RefSelect
                    id="service-inputs-service-id"
                    value={field.value as number | null | undefined}
                    onChange={field.onChange}
                    useOptions={useServicesOptions}
                    current={record.data?.get_service}
                    invalid={!!errors.service_id}
                    placeholder={t('form.choose')}
                    emptyMessage={t('form.noOptions')}
                    searchLabel={t('fields.search')}
                  />
                )}
              />
            </Field>
            <Field id="service-inputs-name" label={t('fields.name')} error={errorOf(errors.name?.message)} required>
              <InputText id="service-inputs-name" invalid={!!errors.name} aria-invalid={!!errors.name} dir="auto" maxLength={INPUTSERVICE_TEXT_MAX} {...form.register('name')} />
            </Field>
            <Field id="service-inputs-name-en" label={t('fields.name_en')} error={errorOf(errors.name_en?.message)}>
              <InputText id="service-inputs-name-en" invalid={!!errors.name_en} aria-invalid={!!errors.name_en} dir="ltr" maxLength={INPUTSERVICE_TEXT_MAX} {...form.register('name_en')} />
            </Field>
            <Field id="service-inputs-type" label={t('fields.type')} error={errorOf(errors.type?.message)} required>
              <Controller
                name="type"
                control={form.control}
                render={({ field }) => (
                  <Dropdown
                    inputId="service-inputs-type"
                    ariaLabel={t('fields.type')}
                    value={field.value || null}
                    options={INPUT_TYPES.map((x) => ({ value: x, label: inputTypeLabels[x][lang] }))}
                    onChange={(e) => field.onChange(e.value)}
                    placeholder={t('form.choose')}
                    invalid={!!errors.type}
                    className="w-full"
                  />
                )}
              />
            </Field>
            <Field id="service-inputs-required" label={t('fields.required')} error={errorOf(errors.required?.message)}>
              <Controller
                name="required"
                control={form.control}
                render={({ field }) => <InputSwitch inputId="service-inputs-required" checked={field.value === 1} onChange={(e) => field.onChange(e.value ? 1 : 0)} />}
              />
            </Field>
          </div>
        )}
        <div className="form-actions">
          <Button type="submit" label={t('form.save')} icon="pi pi-check" loading={save.isPending} />
          <Button type="button" label={t('form.cancel')} outlined onClick={() => void navigate('/services/inputs')} />
        </div>
      </form>
    </>
  );
}
