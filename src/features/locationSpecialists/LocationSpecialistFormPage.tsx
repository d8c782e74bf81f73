/**
 * /location-specialties/create and /location-specialties/update/{id}: the shared rules (shared/rules/locationSpecialists.ts) run before
 * the call; the server's 422s land on the field of the same name; a change someone else made
 * meanwhile is a 409, said plainly. After saving, the list opens with a success message.
 */
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { InputSwitch } from 'primereact/inputswitch';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { LocationSpecialistSchema, LOCATIONSPECIALIST_TEXT_MAX, LOCATIONSPECIALIST_LONG_TEXT_MAX, type LocationSpecialistValues } from '../../../shared/rules/locationSpecialists';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Field } from '../../shared/ui/Field';
import { RefSelect } from '../../shared/ui/RefSelect';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { applyServerErrors } from '../../shared/lib/forms';
import { isApiFailure } from '../../shared/api/errors';
import { LoadFailed } from '../../shared/ui/StatePanels';
import {
  createLocationSpecialist,
  invalidateLocationSpecialists,
  updateLocationSpecialist,
  useLocationSpecialist,
  useCategoriesOptions,
  type LocationSpecialist,
  type LocationSpecialistInput,
} from './api';

type Values = LocationSpecialistValues;
const FIELDS = ['name', 'name_en', 'note', 'is_req', 'cat_id'] as const;
// a required number or choice starts empty (null), which its rule refuses until one is given
const empty = { name: '', name_en: '', note: '', is_req: 0, cat_id: null } as unknown as v.InferInput<typeof LocationSpecialistSchema>;
const valuesOf = (r: LocationSpecialist) =>
  ({ name: r.name ?? '', name_en: r.name_en ?? '', note: r.note ?? '', is_req: r.is_req, cat_id: r.cat_id ?? null }) as v.InferInput<typeof LocationSpecialistSchema>;

export default function LocationSpecialistFormPage() {
  const { t } = useTranslation('locationSpecialists');
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const editing = id !== null;
  const navigate = useNavigate();
  const client = useQueryClient();
  const record = useLocationSpecialist(id);
  const form = useForm<v.InferInput<typeof LocationSpecialistSchema>, unknown, Values>({ resolver: valibotResolver(LocationSpecialistSchema), defaultValues: empty });

  useEffect(() => {
    if (record.data) form.reset(valuesOf(record.data));
  }, [record.data, form]);

  const save = useMutation({
    mutationFn: (body: LocationSpecialistInput) => (editing ? updateLocationSpecialist(id, body) : createLocationSpecialist(body)),
    onSuccess: () => invalidateLocationSpecialists(client),
  });

  const submit = form.handleSubmit(async (values) => {
    const body = { ...values, ...(editing && record.data ? { version: record.data.version } : {}) } as LocationSpecialistInput;
    try {
      const saved = await save.mutateAsync(body);
      notify('success', saved.message || t(editing ? 'form.updated' : 'form.created', { name: values.name }));
      void navigate('/location-specialties');
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
            <Link to="/location-specialties" className="p-button p-button-outlined">
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
            <Field id="location-specialists-name" label={t('fields.name')} error={errors.name?.message as string | undefined} required>
              <InputText id="location-specialists-name" invalid={!!errors.name} aria-invalid={!!errors.name} dir="auto" maxLength={LOCATIONSPECIALIST_TEXT_MAX} {...form.register('name')} />
            </Field>
            <Field id="location-specialists-name-en" label={t('fields.name_en')} error={errors.name_en?.message as string | undefined}>
              <InputText id="location-specialists-name-en" invalid={!!errors.name_en} aria-invalid={!!errors.name_en} dir="ltr" maxLength={LOCATIONSPECIALIST_TEXT_MAX} {...form.register('name_en')} />
            </Field>
            <Field id="location-specialists-note" label={t('fields.note')} error={errors.note?.message as string | undefined}>
              <InputTextarea
                id="location-specialists-note"
                invalid={!!errors.note}
                aria-invalid={!!errors.note}
                dir="auto"
                rows={3}
                autoResize
                maxLength={LOCATIONSPECIALIST_LONG_TEXT_MAX}
                {...form.register('note')}
              />
            </Field>
            <Field id="location-specialists-is-req" label={t('fields.is_req')} error={errors.is_req?.message as string | undefined}>
              <Controller
                name="is_req"
                control={form.control}
                render={({ field }) => <InputSwitch inputId="location-specialists-is-req" checked={field.value === 1} onChange={(e) => field.onChange(e.value ? 1 : 0)} />}
              />
            </Field>
            <Field id="location-specialists-cat-id" label={t('fields.cat_id')} error={errors.cat_id?.message as string | undefined} required>
              <Controller
                name="cat_id"
                control={form.control}
                render={({ field }) => (
                  <RefSelect
                    id="location-specialists-cat-id"
                    value={field.value as number | null | undefined}
                    onChange={field.onChange}
                    useOptions={useCategoriesOptions}
                    current={record.data?.get_cat}
                    invalid={!!errors.cat_id}
                    placeholder={t('form.choose')}
                    emptyMessage={t('form.noOptions')}
                    searchLabel={t('fields.search')}
                  />
                )}
              />
            </Field>
          </div>
        )}
        <div className="form-actions">
          <Button type="submit" label={t('form.save')} icon="pi pi-check" loading={save.isPending} />
          <Button type="button" label={t('form.cancel')} outlined onClick={() => void navigate('/location-specialties')} />
        </div>
      </form>
    </>
  );
}
