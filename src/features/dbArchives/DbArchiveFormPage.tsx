/**
 * /db-archive/create and /db-archive/update/{id}: the shared rules (shared/rules/dbArchives.ts: the end after the
 * start, at most 400 days, a Hijri year from 1400 to 1600) run before the call; what needs the other seasons (no
 * overlap, one season per Hijri year) comes back as the server's 422 on the field of the same name; a change someone
 * else made meanwhile is a 409, said plainly. Each date shows its Umm al-Qura date under it once chosen. A new
 * season is stored `created`: it becomes the active one from its own page. After saving, the list opens.
 */
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { InputNumber } from 'primereact/inputnumber';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { DbArchiveSchema, DBARCHIVE_TEXT_MAX, DBARCHIVE_LONG_TEXT_MAX, type DbArchiveValues } from '../../../shared/rules/dbArchives';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Field } from '../../shared/ui/Field';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { applyServerErrors } from '../../shared/lib/forms';
import { isApiFailure } from '../../shared/api/errors';
import { formatHijri } from '../../shared/lib/dates';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { createDbArchive, invalidateDbArchives, updateDbArchive, useDbArchive, type DbArchive, type DbArchiveInput } from './api';

type Values = DbArchiveValues;
const FIELDS = ['name', 'name_en', 'hijri_year', 'starts_on', 'ends_on', 'notes'] as const;
// a required number or choice starts empty (null), which its rule refuses until one is given
const empty = { name: '', name_en: '', hijri_year: null, starts_on: '', ends_on: '', notes: '' } as unknown as v.InferInput<typeof DbArchiveSchema>;
const valuesOf = (r: DbArchive) =>
  ({ name: r.name ?? '', name_en: r.name_en ?? '', hijri_year: r.hijri_year ?? null, starts_on: r.starts_on ?? '', ends_on: r.ends_on ?? '', notes: r.notes ?? '' }) as v.InferInput<
    typeof DbArchiveSchema
  >;

export default function DbArchiveFormPage() {
  const { t, i18n } = useTranslation('dbArchives');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const editing = id !== null;
  const navigate = useNavigate();
  const client = useQueryClient();
  const record = useDbArchive(id);
  const form = useForm<v.InferInput<typeof DbArchiveSchema>, unknown, Values>({ resolver: valibotResolver(DbArchiveSchema), defaultValues: empty });
  const startsOn = useWatch({ control: form.control, name: 'starts_on' });
  const endsOn = useWatch({ control: form.control, name: 'ends_on' });

  useEffect(() => {
    if (record.data) form.reset(valuesOf(record.data));
  }, [record.data, form]);

  const save = useMutation({
    mutationFn: (body: DbArchiveInput) => (editing ? updateDbArchive(id, body) : createDbArchive(body)),
    onSuccess: () => invalidateDbArchives(client),
  });

  const submit = form.handleSubmit(async (values) => {
    const body = { ...values, ...(editing && record.data ? { version: record.data.version } : {}) } as DbArchiveInput;
    try {
      await save.mutateAsync(body);
      notify('success', t(editing ? 'form.updated' : 'form.created', { name: values.name }));
      void navigate('/db-archive');
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
            <Link to="/db-archive" className="p-button p-button-outlined">
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
  // a chosen day's Umm al-Qura date (noon UTC: the same calendar day in Riyadh)
  const hijriOf = (day: unknown) => (typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatHijri(`${day}T12:00:00Z`, lang) : '');
  const startsHijri = hijriOf(startsOn);
  const endsHijri = hijriOf(endsOn);

  return (
    <>
      <PageHeader title={editing && record.data ? `${title}: ${lang === 'en' ? record.data.name_en : record.data.name}` : title} />
      <form className="area-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={editing && record.isPending}>
        {editing && record.isPending ? (
          <Skeleton height="10rem" />
        ) : (
          <div className="area-fields">
            <Field id="db-archives-name" label={t('fields.name')} error={errors.name?.message as string | undefined} required>
              <InputText id="db-archives-name" invalid={!!errors.name} aria-invalid={!!errors.name} dir="auto" maxLength={DBARCHIVE_TEXT_MAX} {...form.register('name')} />
            </Field>
            <Field id="db-archives-name-en" label={t('fields.name_en')} error={errors.name_en?.message as string | undefined} required>
              <InputText id="db-archives-name-en" invalid={!!errors.name_en} aria-invalid={!!errors.name_en} dir="ltr" maxLength={DBARCHIVE_TEXT_MAX} {...form.register('name_en')} />
            </Field>
            <Field id="db-archives-hijri-year" label={t('fields.hijri_year')} error={errors.hijri_year?.message as string | undefined} hint={t('form.hijriHint')} required>
              <Controller
                name="hijri_year"
                control={form.control}
                render={({ field }) => (
                  <InputNumber
                    inputId="db-archives-hijri-year"
                    value={(field.value as number | null | undefined) ?? null}
                    onValueChange={(e) => field.onChange(e.value ?? null)}
                    useGrouping={false}
                    invalid={!!errors.hijri_year}
                  />
                )}
              />
            </Field>
            <Field id="db-archives-starts-on" label={t('fields.starts_on')} error={errors.starts_on?.message as string | undefined} hint={startsHijri || t('form.datesHint')} required>
              <InputText id="db-archives-starts-on" invalid={!!errors.starts_on} aria-invalid={!!errors.starts_on} type="date" dir="ltr" {...form.register('starts_on')} />
            </Field>
            <Field id="db-archives-ends-on" label={t('fields.ends_on')} error={errors.ends_on?.message as string | undefined} hint={endsHijri || undefined} required>
              <InputText id="db-archives-ends-on" invalid={!!errors.ends_on} aria-invalid={!!errors.ends_on} type="date" dir="ltr" {...form.register('ends_on')} />
            </Field>
            <Field id="db-archives-notes" label={t('fields.notes')} error={errors.notes?.message as string | undefined}>
              <InputTextarea
                id="db-archives-notes"
                invalid={!!errors.notes}
                aria-invalid={!!errors.notes}
                dir="auto"
                rows={3}
                autoResize
                maxLength={DBARCHIVE_LONG_TEXT_MAX}
                {...form.register('notes')}
              />
            </Field>
          </div>
        )}
        <div className="form-actions">
          <Button type="submit" label={t('form.save')} icon="pi pi-check" loading={save.isPending} />
          <Button type="button" label={t('form.cancel')} outlined onClick={() => void navigate('/db-archive')} />
        </div>
      </form>
    </>
  );
}
