/**
 * /specialists/create and /specialists/update/{id}: the shared rules (shared/rules/specialists.ts) run before
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
import { SpecialistSchema, activeFromSwitch, switchFromActive, SPECIALIST_NAME_MAX, SPECIALIST_NOTE_MAX, type SpecialistValues } from '../../../shared/rules/specialists';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Field } from '../../shared/ui/Field';
import { RefSelect } from '../../shared/ui/RefSelect';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { applyServerErrors } from '../../shared/lib/forms';
import { isApiFailure } from '../../shared/api/errors';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { createSpecialist, invalidateSpecialists, updateSpecialist, useSpecialist, useCategoriesOptions, type Specialist, type SpecialistInput } from './api';

type Values = SpecialistValues;
const FIELDS = ['name', 'note', 'is_req', 'active', 'cat_id'] as const;
// a required number or choice starts empty (null), which its rule refuses until one is given
const empty = { name: '', note: '', is_req: 0, active: 1, cat_id: null } as unknown as v.InferInput<typeof SpecialistSchema>;
const valuesOf = (r: Specialist) => ({ name: r.name ?? '', note: r.note ?? '', is_req: r.is_req, active: r.active, cat_id: r.cat_id ?? null }) as v.InferInput<typeof SpecialistSchema>;

export default function SpecialistFormPage() {
  const { t } = useTranslation('specialists');
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const editing = id !== null;
  const navigate = useNavigate();
  const client = useQueryClient();
  const record = useSpecialist(id);
  const form = useForm<v.InferInput<typeof SpecialistSchema>, unknown, Values>({ resolver: valibotResolver(SpecialistSchema), defaultValues: empty });

  useEffect(() => {
    if (record.data) form.reset(valuesOf(record.data));
  }, [record.data, form]);

  const save = useMutation({
    mutationFn: (body: SpecialistInput) => (editing ? updateSpecialist(id, body) : createSpecialist(body)),
    onSuccess: () => invalidateSpecialists(client),
  });

  const submit = form.handleSubmit(async (values) => {
    const body = { ...values, ...(editing && record.data ? { version: record.data.version } : {}) } as SpecialistInput;
    try {
      await save.mutateAsync(body);
      notify('success', t(editing ? 'form.updated' : 'form.created', { name: values.name }));
      void navigate('/specialists');
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
            <Link to="/specialists" className="p-button p-button-outlined">
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
            <Field id="specialists-name" label={t('fields.name')} error={errors.name?.message as string | undefined} required>
              <InputText id="specialists-name" invalid={!!errors.name} aria-invalid={!!errors.name} dir="auto" maxLength={SPECIALIST_NAME_MAX} {...form.register('name')} />
            </Field>
            <Field id="specialists-note" label={t('fields.note')} error={errors.note?.message as string | undefined}>
              <InputTextarea id="specialists-note" invalid={!!errors.note} aria-invalid={!!errors.note} dir="auto" rows={3} autoResize maxLength={SPECIALIST_NOTE_MAX} {...form.register('note')} />
            </Field>
            <Field id="specialists-is-req" label={t('fields.is_req')} error={errors.is_req?.message as string | undefined}>
              <Controller
                name="is_req"
                control={form.control}
                render={({ field }) => <InputSwitch inputId="specialists-is-req" checked={field.value === 1} onChange={(e) => field.onChange(e.value ? 1 : 0)} />}
              />
            </Field>
            <Field id="specialists-active" label={t('fields.stopped')} error={errors.active?.message as string | undefined}>
              <Controller
                name="active"
                control={form.control}
                // the status switch says "stopped": its value is the inverse of active (spec 000 §5, shared/rules/specialists.ts)
                render={({ field }) => <InputSwitch inputId="specialists-active" checked={switchFromActive(field.value as 0 | 1)} onChange={(e) => field.onChange(activeFromSwitch(!!e.value))} />}
              />
            </Field>
            <Field id="specialists-cat-id" label={t('fields.cat_id')} error={errors.cat_id?.message as string | undefined} required>
              <Controller
                name="cat_id"
                control={form.control}
                render={({ field }) => (
                  <RefSelect
                    id="specialists-cat-id"
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
          <Button type="button" label={t('form.cancel')} outlined onClick={() => void navigate('/specialists')} />
        </div>
      </form>
    </>
  );
}
