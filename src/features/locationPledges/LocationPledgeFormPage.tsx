/**
 * /location-pledges/create and /location-pledges/update/{id}: the shared rules (shared/rules/locationPledges.ts) run before
 * the call; the server's 422s land on the field of the same name; a change someone else made
 * meanwhile is a 409, said plainly. After saving, the list opens with the server's message (the
 * spec's "LocationPledgePage" destination).
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
import { LocationPledgeSchema, LOCATIONPLEDGE_TEXT_MAX, LOCATIONPLEDGE_LONG_TEXT_MAX, type LocationPledgeValues } from '../../../shared/rules/locationPledges';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Field } from '../../shared/ui/Field';
import { FilePicker } from '../../shared/ui/FilePicker';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { applyServerErrors } from '../../shared/lib/forms';
import { isApiFailure } from '../../shared/api/errors';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { createLocationPledge, invalidateLocationPledges, updateLocationPledge, useLocationPledge, type LocationPledge, type LocationPledgeInput } from './api';

type Values = LocationPledgeValues;
const FIELDS = ['title', 'title_en', 'body', 'file', 'is_fire', 'is_required'] as const;
const empty = { title: '', title_en: '', body: '', file: undefined, is_fire: 0, is_required: 0 } as v.InferInput<typeof LocationPledgeSchema>;
const valuesOf = (r: LocationPledge) =>
  ({ title: r.title ?? '', title_en: r.title_en ?? '', body: r.body ?? '', file: undefined, is_fire: r.is_fire, is_required: r.is_required }) as v.InferInput<typeof LocationPledgeSchema>;

export default function LocationPledgeFormPage() {
  const { t } = useTranslation('locationPledges');
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const editing = id !== null;
  const navigate = useNavigate();
  const client = useQueryClient();
  const record = useLocationPledge(id);
  const form = useForm<v.InferInput<typeof LocationPledgeSchema>, unknown, Values>({ resolver: valibotResolver(LocationPledgeSchema), defaultValues: empty });

  useEffect(() => {
    if (record.data) form.reset(valuesOf(record.data));
  }, [record.data, form]);

  const save = useMutation({
    mutationFn: (body: LocationPledgeInput) => (editing ? updateLocationPledge(id, body) : createLocationPledge(body)),
    onSuccess: () => invalidateLocationPledges(client),
  });

  const submit = form.handleSubmit(async (values) => {
    const body = { ...values, ...(editing && record.data ? { version: record.data.version } : {}) } as LocationPledgeInput;
    try {
      const saved = await save.mutateAsync(body);
      notify('success', saved.message);
      void navigate('/location-pledges');
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
            <Link to="/location-pledges" className="p-button p-button-outlined">
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
      <PageHeader title={editing && record.data ? `${title}: ${record.data.title}` : title} />
      <form className="area-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={editing && record.isPending}>
        {editing && record.isPending ? (
          <Skeleton height="10rem" />
        ) : (
          <div className="area-fields">
            <Field id="location-pledges-title" label={t('fields.title')} error={errors.title?.message as string | undefined} required>
              <InputText id="location-pledges-title" invalid={!!errors.title} aria-invalid={!!errors.title} dir="auto" maxLength={LOCATIONPLEDGE_TEXT_MAX} {...form.register('title')} />
            </Field>
            <Field id="location-pledges-title-en" label={t('fields.title_en')} error={errors.title_en?.message as string | undefined}>
              <InputText id="location-pledges-title-en" invalid={!!errors.title_en} aria-invalid={!!errors.title_en} dir="ltr" maxLength={LOCATIONPLEDGE_TEXT_MAX} {...form.register('title_en')} />
            </Field>
            <Field id="location-pledges-body" label={t('fields.body')} hint={t('form.bodyHint')} error={errors.body?.message as string | undefined}>
              <InputTextarea
                id="location-pledges-body"
                invalid={!!errors.body}
                aria-invalid={!!errors.body}
                dir="auto"
                rows={5}
                autoResize
                maxLength={LOCATIONPLEDGE_LONG_TEXT_MAX}
                {...form.register('body')}
              />
            </Field>
            <Field id="location-pledges-file" label={t('fields.file')} hint={t('form.fileHint')} error={errors.file?.message as string | undefined}>
              <Controller
                name="file"
                control={form.control}
                render={({ field }) => (
                  <FilePicker
                    id="location-pledges-file"
                    accept=".pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp"
                    value={field.value as File | null | undefined}
                    onChange={(file) => field.onChange(file ?? undefined)}
                    existing={record.data?.file}
                    invalid={!!errors.file}
                  />
                )}
              />
            </Field>
            <Field id="location-pledges-is-fire" label={t('fields.is_fire')} hint={t('form.fireHint')} error={errors.is_fire?.message as string | undefined}>
              <Controller
                name="is_fire"
                control={form.control}
                render={({ field }) => <InputSwitch inputId="location-pledges-is-fire" checked={field.value === 1} onChange={(e) => field.onChange(e.value ? 1 : 0)} />}
              />
            </Field>
            <Field id="location-pledges-is-required" label={t('fields.is_required')} hint={t('form.requiredHint')} error={errors.is_required?.message as string | undefined}>
              <Controller
                name="is_required"
                control={form.control}
                render={({ field }) => <InputSwitch inputId="location-pledges-is-required" checked={field.value === 1} onChange={(e) => field.onChange(e.value ? 1 : 0)} />}
              />
            </Field>
          </div>
        )}
        <div className="form-actions">
          <Button type="submit" label={t('form.save')} icon="pi pi-check" loading={save.isPending} />
          <Button type="button" label={t('form.cancel')} outlined onClick={() => void navigate('/location-pledges')} />
        </div>
      </form>
    </>
  );
}
