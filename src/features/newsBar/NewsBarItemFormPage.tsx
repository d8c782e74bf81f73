/**
 * /news-bar/create and /news-bar/update/{id}: the shared rules (shared/rules/newsBar.ts) run before
 * the call; the server's 422s land on the field of the same name; a change someone else made
 * meanwhile is a 409, said plainly. After saving, the list opens with a success message.
 */
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { InputSwitch } from 'primereact/inputswitch';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { NewsBarItemSchema, NEWSBARITEM_TEXT_MAX, NEWSBARITEM_LINK_MAX, type NewsBarItemValues } from '../../../shared/rules/newsBar';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Field } from '../../shared/ui/Field';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { applyServerErrors } from '../../shared/lib/forms';
import { isApiFailure } from '../../shared/api/errors';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { createNewsBarItem, invalidateNewsBar, updateNewsBarItem, useNewsBarItem, type NewsBarItem, type NewsBarItemInput } from './api';

type Values = NewsBarItemValues;
const FIELDS = ['value', 'link', 'visible'] as const;
const empty = { value: '', link: '', visible: 1 } as v.InferInput<typeof NewsBarItemSchema>;
const valuesOf = (r: NewsBarItem) => ({ value: r.value ?? '', link: r.link ?? '', visible: r.visible }) as v.InferInput<typeof NewsBarItemSchema>;

export default function NewsBarItemFormPage() {
  const { t } = useTranslation('newsBar');
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const editing = id !== null;
  const navigate = useNavigate();
  const client = useQueryClient();
  const record = useNewsBarItem(id);
  const form = useForm<v.InferInput<typeof NewsBarItemSchema>, unknown, Values>({ resolver: valibotResolver(NewsBarItemSchema), defaultValues: empty });

  useEffect(() => {
    if (record.data) form.reset(valuesOf(record.data));
  }, [record.data, form]);

  const save = useMutation({
    mutationFn: (body: NewsBarItemInput) => (editing ? updateNewsBarItem(id, body) : createNewsBarItem(body)),
    onSuccess: () => invalidateNewsBar(client),
  });

  const submit = form.handleSubmit(async (values) => {
    const body = { ...values, ...(editing && record.data ? { version: record.data.version } : {}) } as NewsBarItemInput;
    try {
      await save.mutateAsync(body);
      notify('success', t(editing ? 'form.updated' : 'form.created', { name: values.value }));
      void navigate('/news-bar');
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
            <Link to="/news-bar" className="p-button p-button-outlined">
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
      <PageHeader title={editing && record.data ? `${title}: ${record.data.value}` : title} />
      <form className="area-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={editing && record.isPending}>
        {editing && record.isPending ? (
          <Skeleton height="10rem" />
        ) : (
          <div className="area-fields">
            <Field id="news-bar-value" label={t('fields.value')} error={errors.value?.message as string | undefined} required>
              <InputText id="news-bar-value" invalid={!!errors.value} aria-invalid={!!errors.value} dir="auto" maxLength={NEWSBARITEM_TEXT_MAX} {...form.register('value')} />
            </Field>
            <Field id="news-bar-link" label={t('fields.link')} error={errors.link?.message as string | undefined} hint={t('hints.link')}>
              <InputText id="news-bar-link" type="url" inputMode="url" invalid={!!errors.link} aria-invalid={!!errors.link} dir="ltr" maxLength={NEWSBARITEM_LINK_MAX} {...form.register('link')} />
            </Field>
            <Field id="news-bar-visible" label={t('fields.visible')} error={errors.visible?.message as string | undefined} hint={t('hints.visible')}>
              <Controller
                name="visible"
                control={form.control}
                render={({ field }) => <InputSwitch inputId="news-bar-visible" checked={field.value === 1} onChange={(e) => field.onChange(e.value ? 1 : 0)} />}
              />
            </Field>
          </div>
        )}
        <div className="form-actions">
          <Button type="submit" label={t('form.save')} icon="pi pi-check" loading={save.isPending} />
          <Button type="button" label={t('form.cancel')} outlined onClick={() => void navigate('/news-bar')} />
        </div>
      </form>
    </>
  );
}
