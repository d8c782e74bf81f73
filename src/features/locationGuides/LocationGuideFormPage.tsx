/**
 * /location-guides/create and /location-guides/update/{id}: the shared rules (shared/rules/locationGuides.ts) run before
 * the call; the server's 422s land on the field of the same name; a change someone else made
 * meanwhile is a 409, said plainly. After saving, the list opens with the server's message (the
 * spec names EngGuidesPage for the orders' guides; this is its location twin). Title, description and file are required (spec 001 §5), each
 * with its own message; on a change the file is required only when the guide has none on record.
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
import {
  LocationGuideSchema,
  locationGuideSchema,
  locationGuideRuleMessages,
  LOCATIONGUIDE_TEXT_MAX,
  LOCATIONGUIDE_LONG_TEXT_MAX,
  type LocationGuideValues,
} from '../../../shared/rules/locationGuides';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Field } from '../../shared/ui/Field';
import { FilePicker } from '../../shared/ui/FilePicker';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { applyServerErrors } from '../../shared/lib/forms';
import { isApiFailure } from '../../shared/api/errors';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { createLocationGuide, invalidateLocationGuides, updateLocationGuide, useLocationGuide, type LocationGuide, type LocationGuideInput } from './api';

type Values = LocationGuideValues;
const FIELDS = ['title', 'title_en', 'description', 'file'] as const;
const empty = { title: '', title_en: '', description: '', file: undefined } as v.InferInput<typeof LocationGuideSchema>;
const valuesOf = (r: LocationGuide) => ({ title: r.title ?? '', title_en: r.title_en ?? '', description: r.description ?? '', file: undefined }) as v.InferInput<typeof LocationGuideSchema>;

export default function LocationGuideFormPage() {
  const { t, i18n } = useTranslation('locationGuides');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  // this area's own rule messages (the shared catalogue's keys pass through to Field)
  const errorOf = (m: unknown) => (typeof m === 'string' ? (locationGuideRuleMessages[m]?.[lang] ?? m) : undefined);
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const editing = id !== null;
  const navigate = useNavigate();
  const client = useQueryClient();
  const record = useLocationGuide(id);
  // a file is required unless the guide on record has one (react-hook-form takes the resolver of each render)
  const form = useForm<v.InferInput<typeof LocationGuideSchema>, unknown, Values>({ resolver: valibotResolver(locationGuideSchema(!!record.data?.file)), defaultValues: empty });

  useEffect(() => {
    if (record.data) form.reset(valuesOf(record.data));
  }, [record.data, form]);

  const save = useMutation({
    mutationFn: (body: LocationGuideInput) => (editing ? updateLocationGuide(id, body) : createLocationGuide(body)),
    onSuccess: () => invalidateLocationGuides(client),
  });

  const submit = form.handleSubmit(async (values) => {
    const body = { ...values, ...(editing && record.data ? { version: record.data.version } : {}) } as LocationGuideInput;
    try {
      const saved = await save.mutateAsync(body);
      notify('success', saved.message);
      void navigate('/location-guides');
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
            <Link to="/location-guides" className="p-button p-button-outlined">
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
            <Field id="location-guides-title" label={t('fields.title')} error={errorOf(errors.title?.message)} required>
              <InputText id="location-guides-title" invalid={!!errors.title} aria-invalid={!!errors.title} dir="auto" maxLength={LOCATIONGUIDE_TEXT_MAX} {...form.register('title')} />
            </Field>
            <Field id="location-guides-title-en" label={t('fields.title_en')} error={errorOf(errors.title_en?.message)}>
              <InputText id="location-guides-title-en" invalid={!!errors.title_en} aria-invalid={!!errors.title_en} dir="ltr" maxLength={LOCATIONGUIDE_TEXT_MAX} {...form.register('title_en')} />
            </Field>
            <Field id="location-guides-description" label={t('fields.description')} error={errorOf(errors.description?.message)} required>
              <InputTextarea
                id="location-guides-description"
                invalid={!!errors.description}
                aria-invalid={!!errors.description}
                dir="auto"
                rows={5}
                autoResize
                maxLength={LOCATIONGUIDE_LONG_TEXT_MAX}
                {...form.register('description')}
              />
            </Field>
            <Field id="location-guides-file" label={t('fields.file')} hint={t('form.fileHint')} error={errorOf(errors.file?.message)} required>
              <Controller
                name="file"
                control={form.control}
                render={({ field }) => (
                  <FilePicker
                    id="location-guides-file"
                    accept=".pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp"
                    value={field.value as File | null | undefined}
                    onChange={(file) => field.onChange(file ?? undefined)}
                    existing={record.data?.file}
                    invalid={!!errors.file}
                  />
                )}
              />
            </Field>
          </div>
        )}
        <div className="form-actions">
          <Button type="submit" label={t('form.save')} icon="pi pi-check" loading={save.isPending} />
          <Button type="button" label={t('form.cancel')} outlined onClick={() => void navigate('/location-guides')} />
        </div>
      </form>
    </>
  );
}
