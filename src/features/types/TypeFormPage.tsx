/**
 * /type/update/{id}: rename an account type in Arabic and English (its code is shown, never
 * changed). The shared rules (shared/rules/types.ts) run before the call; the server's 422s land
 * on the field of the same name; a change someone else made meanwhile is a 409, said plainly.
 * After saving, the list opens with a success message.
 */
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { TypeSchema, TYPE_TEXT_MAX, type TypeValues } from '../../../shared/rules/types';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Field } from '../../shared/ui/Field';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { applyServerErrors } from '../../shared/lib/forms';
import { isApiFailure } from '../../shared/api/errors';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { invalidateTypes, updateType, useType, type TypeInput } from './api';

const FIELDS = ['name', 'name_en'] as const;

export default function TypeFormPage() {
  const { t, i18n } = useTranslation('types');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const client = useQueryClient();
  const record = useType(valid ? id : null);
  const form = useForm<v.InferInput<typeof TypeSchema>, unknown, TypeValues>({ resolver: valibotResolver(TypeSchema), defaultValues: { name: '', name_en: '' } });

  useEffect(() => {
    if (record.data) form.reset({ name: record.data.name, name_en: record.data.name_en });
  }, [record.data, form]);

  const save = useMutation({
    mutationFn: (body: TypeInput) => updateType(id, body),
    onSuccess: () => invalidateTypes(client),
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ ...values, ...(record.data ? { version: record.data.version } : {}) });
      notify('success', t('form.updated', { name: i18n.language === 'en' ? values.name_en : values.name }));
      void navigate('/type');
    } catch (e) {
      if (isApiFailure(e) && e.status === 409) notify('warning', t('form.stale'));
      else if (!applyServerErrors(e, form.setError, FIELDS)) notifyFailure(e);
    }
  });

  const title = t('titles.edit');
  if (!valid || record.isError) {
    const missing = !valid || (isApiFailure(record.error) && record.error.status === 404);
    return (
      <>
        <PageHeader title={title} />
        {missing ? (
          <div className="state-panel state-error" role="alert">
            <p>{t('form.notFound')}</p>
            <Link to="/type" className="p-button p-button-outlined">
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
      <PageHeader title={record.data ? `${title}: ${i18n.language === 'en' ? record.data.name_en : record.data.name}` : title} />
      <form className="area-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={record.isPending}>
        {record.isPending ? (
          <Skeleton height="10rem" />
        ) : (
          <div className="area-fields">
            <Field id="types-code" label={t('fields.code')} hint={t('form.codeHint')}>
              <InputText id="types-code" value={record.data.code} dir="ltr" readOnly />
            </Field>
            <Field id="types-name" label={t('fields.name')} error={errors.name?.message as string | undefined} required>
              <InputText id="types-name" invalid={!!errors.name} aria-invalid={!!errors.name} dir="auto" maxLength={TYPE_TEXT_MAX} {...form.register('name')} />
            </Field>
            <Field id="types-name-en" label={t('fields.name_en')} error={errors.name_en?.message as string | undefined} required>
              <InputText id="types-name-en" invalid={!!errors.name_en} aria-invalid={!!errors.name_en} dir="ltr" lang="en" maxLength={TYPE_TEXT_MAX} {...form.register('name_en')} />
            </Field>
          </div>
        )}
        <div className="form-actions">
          <Button type="submit" label={t('form.save')} icon="pi pi-check" loading={save.isPending} disabled={record.isPending} />
          <Button type="button" label={t('form.cancel')} outlined onClick={() => void navigate('/type')} />
        </div>
      </form>
    </>
  );
}
