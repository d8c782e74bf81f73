/**
 * /complaints/create and /complaints/update/{id}: a complaint with its point picked on the site plan
 * (src/shared/ui/SitePointPicker.tsx). The shared rules (shared/rules/complaints.ts) run before the call — the point
 * must lie on the site — and the server's 422s land on the field of the same name; a change someone else made
 * meanwhile is a 409, said plainly. Only a filed complaint of the caller's company is edited (the machine's UPDATE);
 * after saving, the complaint opens.
 */
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { ComplaintSchema, COMPLAINT_DETAILS_MAX, COMPLAINT_TEXT_MAX, type ComplaintValues } from '../../../shared/rules/complaints';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Field } from '../../shared/ui/Field';
import { FilesPicker } from '../../shared/ui/FilesPicker';
import { SitePointPicker } from '../../shared/ui/SitePointPicker';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { applyServerErrors } from '../../shared/lib/forms';
import { isApiFailure } from '../../shared/api/errors';
import { loadMachineMessages } from '../../shared/i18n';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { complaintMachine } from '../../../machines';
import { acceptedEvents } from '../../../machines/core/runtime';
import { createComplaint, invalidateComplaints, updateComplaint, useComplaint, type Complaint, type ComplaintInput } from './api';
import { priorityOptions, sourceOptions, typeOptions } from './labels';
// the native selects' look (the lists' filters use the same)
import '../../shared/ui/list/table.css';
import './complaints.css';

type Input = v.InferInput<typeof ComplaintSchema>;
const FIELDS = ['title', 'details', 'type', 'priority', 'longitude', 'latitude', 'files', 'source'] as const;
// the choices and the point start unchosen, which their rules refuse until one is given
const empty = { title: '', details: '', type: '', priority: '', longitude: null, latitude: null, files: [], source: '', files_remove: [] } as unknown as Input;
const valuesOf = (r: Complaint) =>
  ({
    title: r.title,
    details: r.details ?? '',
    type: r.type,
    priority: r.priority,
    longitude: r.longitude,
    latitude: r.latitude,
    files: [],
    source: r.source,
    files_remove: [],
  }) as Input;

export default function ComplaintFormPage() {
  const { t, i18n } = useTranslation('complaints');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const editing = id !== null;
  const navigate = useNavigate();
  const client = useQueryClient();
  const record = useComplaint(id);
  const form = useForm<Input, unknown, ComplaintValues>({ resolver: valibotResolver(ComplaintSchema), defaultValues: empty });

  useEffect(() => {
    // the point's own message ("outside the site") is the machine catalogue's
    void loadMachineMessages();
  }, []);
  useEffect(() => {
    if (record.data) form.reset(valuesOf(record.data));
  }, [record.data, form]);

  const save = useMutation({
    mutationFn: (body: ComplaintInput) => (editing ? updateComplaint(id, body) : createComplaint(body)),
    onSuccess: () => invalidateComplaints(client),
  });

  const submit = form.handleSubmit(async (values) => {
    const body = { ...values, ...(editing && record.data ? { version: record.data.version } : {}) } as ComplaintInput;
    try {
      const saved = await save.mutateAsync(body);
      notify('success', t(editing ? 'form.updated' : 'form.created', { name: values.title }));
      void navigate(`/complaints/${saved.data.id}`);
    } catch (e) {
      if (isApiFailure(e) && e.status === 409) notify('warning', editing && record.data?.status !== 'filed' ? t('form.notFiled') : e.message || t('form.stale'));
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
            <Link to="/complaints" className="p-button p-button-outlined">
              {t('titles.list')}
            </Link>
          </div>
        ) : (
          <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />
        )}
      </>
    );
  }
  // a complaint the desk has taken up is not edited any more: say so rather than offer a form the server refuses
  if (editing && record.data && !acceptedEvents(complaintMachine, record.data.status).includes('UPDATE')) {
    return (
      <>
        <PageHeader title={`${title}: ${record.data.title}`} />
        <div className="state-panel" role="status">
          <p>{t('form.notFiled')}</p>
          <Link to={`/complaints/${record.data.id}`} className="p-button p-button-outlined">
            {t('titles.view')}
          </Link>
        </div>
      </>
    );
  }
  const errors = form.formState.errors;
  const select = (name: 'type' | 'priority' | 'source', options: Array<{ value: string; label: string }>, hint?: string) => (
    <Field id={`complaints-${name}`} label={t(`fields.${name}`)} error={errors[name]?.message} hint={hint} required>
      <select id={`complaints-${name}`} className="native-select w-full" {...form.register(name)}>
        <option value="">{t('form.choose')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );

  return (
    <>
      <PageHeader title={editing && record.data ? `${title}: ${record.data.title}` : title} />
      <form className="area-form complaint-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={editing && record.isPending}>
        {editing && record.isPending ? (
          <Skeleton height="10rem" />
        ) : (
          <div className="area-fields">
            <Field id="complaints-title" label={t('fields.title')} error={errors.title?.message} required>
              <InputText id="complaints-title" invalid={!!errors.title} dir="auto" maxLength={COMPLAINT_TEXT_MAX} {...form.register('title')} />
            </Field>
            {select('type', typeOptions(lang))}
            {select('priority', priorityOptions(lang))}
            {select('source', sourceOptions(lang), t('hints.source'))}
            <Field id="complaints-details" label={t('fields.details')} error={errors.details?.message}>
              <InputTextarea id="complaints-details" rows={3} autoResize dir="auto" maxLength={COMPLAINT_DETAILS_MAX} invalid={!!errors.details} {...form.register('details')} />
            </Field>
            <fieldset className="complaint-location">
              <legend>
                {t('fields.location')}
                <span className="required" aria-hidden>
                  {' '}
                  *
                </span>
              </legend>
              <p className="muted">{t('hints.location')}</p>
              <Controller
                name="longitude"
                control={form.control}
                render={({ field: lon }) => (
                  <Controller
                    name="latitude"
                    control={form.control}
                    render={({ field: lat }) => (
                      <SitePointPicker
                        id="complaints-point"
                        longitude={(lon.value as number | null | undefined) ?? null}
                        latitude={(lat.value as number | null | undefined) ?? null}
                        onChange={(p) => {
                          lon.onChange(p.longitude);
                          lat.onChange(p.latitude);
                          if (form.formState.isSubmitted) void form.trigger(['longitude', 'latitude']);
                        }}
                        errors={{ longitude: errors.longitude?.message, latitude: errors.latitude?.message }}
                        required
                      />
                    )}
                  />
                )}
              />
            </fieldset>
            <Field id="complaints-files" label={t('fields.files')} error={errors.files?.message as string | undefined} hint={t('hints.files')}>
              <Controller
                name="files"
                control={form.control}
                render={({ field }) => (
                  <Controller
                    name="files_remove"
                    control={form.control}
                    render={({ field: dropped }) => (
                      <FilesPicker
                        id="complaints-files"
                        accept=".pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp"
                        value={field.value as File[] | undefined}
                        onChange={field.onChange}
                        existing={record.data?.files}
                        removed={dropped.value as number[] | undefined}
                        onRemovedChange={dropped.onChange}
                        invalid={!!errors.files}
                      />
                    )}
                  />
                )}
              />
            </Field>
          </div>
        )}
        <div className="form-actions">
          <Button type="submit" label={t('form.save')} icon="pi pi-check" loading={save.isPending} />
          <Button type="button" label={t('form.cancel')} outlined onClick={() => void navigate(editing && id ? `/complaints/${id}` : '/complaints')} />
        </div>
      </form>
    </>
  );
}
