/**
 * /term-conditions/{id}: one account type's terms and conditions. A holder of terms-update edits
 * the titles and texts in both languages (the shared rules run before the call; the server's 422s
 * land on their fields; someone else's change meanwhile is a 409, said plainly) and lands back on
 * the list with a success message. Anyone else with terms-index reads the text as its users do.
 */
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { TermConditionSchema, TERM_BODY_MAX, TERM_TITLE_MAX, type TermConditionValues } from '../../../shared/rules/termConditions';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Field } from '../../shared/ui/Field';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { applyServerErrors } from '../../shared/lib/forms';
import { isApiFailure } from '../../shared/api/errors';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { hasPermission, useSession } from '../../shared/auth/session';
import { formatDateTime } from '../../shared/lib/dates';
import { invalidateTermConditions, updateTermCondition, useTermCondition, type TermCondition, type TermConditionInput } from './api';
import './termConditions.css';

const FIELDS = ['title', 'title_en', 'body', 'body_en'] as const;

export default function TermConditionPage() {
  const { t } = useTranslation('termConditions');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const session = useSession();
  const record = useTermCondition(valid ? id : null);

  if (!valid || record.isError) {
    const missing = !valid || (isApiFailure(record.error) && record.error.status === 404);
    return (
      <>
        <PageHeader title={t('titles.view')} />
        {missing ? (
          <div className="state-panel state-error" role="alert">
            <p>{t('form.notFound')}</p>
            <Link to="/term-conditions" className="p-button p-button-outlined">
              {t('titles.list')}
            </Link>
          </div>
        ) : (
          <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />
        )}
      </>
    );
  }
  if (record.isPending) {
    return (
      <>
        <PageHeader title={t('titles.view')} />
        <div aria-busy="true">
          <Skeleton height="16rem" />
        </div>
      </>
    );
  }
  return hasPermission(session, 'terms-update') ? <TermConditionForm record={record.data} /> : <TermConditionView record={record.data} />;
}

/** The line under the title: whose text it is and when it last changed. */
function About({ record }: { record: TermCondition }) {
  const { t } = useTranslation('termConditions');
  return (
    <p className="muted terms-about">
      <bdi>{t('form.for', { type: record.type.name })}</bdi> · {t('fields.updatedAt')}: <bdi dir="ltr">{formatDateTime(record.updated_at)}</bdi>
    </p>
  );
}

/** The text as the account's users read it, in both languages; a blank line separates clauses. */
function TermConditionView({ record }: { record: TermCondition }) {
  const { t, i18n } = useTranslation('termConditions');
  return (
    <>
      <PageHeader title={i18n.language === 'en' ? record.title_en : record.title} />
      <About record={record} />
      <div className="terms-texts">
        <section lang="ar" dir="rtl" aria-label={t('form.arabic')}>
          <h2>{record.title}</h2>
          {paragraphs(record.body)}
        </section>
        <section lang="en" dir="ltr" aria-label={t('form.english')}>
          <h2>{record.title_en}</h2>
          {paragraphs(record.body_en)}
        </section>
      </div>
    </>
  );
}

function paragraphs(text: string) {
  return text
    .split(/\n\s*\n/)
    .filter((p) => p.trim())
    .map((p, i) => (
      <p key={i} className="terms-clause">
        {p.trim()}
      </p>
    ));
}

function TermConditionForm({ record }: { record: TermCondition }) {
  const { t, i18n } = useTranslation('termConditions');
  const navigate = useNavigate();
  const client = useQueryClient();
  const form = useForm<v.InferInput<typeof TermConditionSchema>, unknown, TermConditionValues>({
    resolver: valibotResolver(TermConditionSchema),
    defaultValues: { title: record.title, title_en: record.title_en, body: record.body, body_en: record.body_en },
  });
  // a fresh copy from the server (after a refetch) replaces what the form started from
  useEffect(() => {
    form.reset({ title: record.title, title_en: record.title_en, body: record.body, body_en: record.body_en });
  }, [record, form]);

  const save = useMutation({
    mutationFn: (body: TermConditionInput) => updateTermCondition(record.id, body),
    onSuccess: () => invalidateTermConditions(client),
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ ...values, version: record.version });
      notify('success', t('form.updated', { name: i18n.language === 'en' ? values.title_en : values.title }));
      void navigate('/term-conditions');
    } catch (e) {
      if (isApiFailure(e) && e.status === 409) notify('warning', t('form.stale'));
      else if (!applyServerErrors(e, form.setError, FIELDS)) notifyFailure(e);
    }
  });
  const errors = form.formState.errors;

  return (
    <>
      <PageHeader title={`${t('titles.edit')}: ${i18n.language === 'en' ? record.title_en : record.title}`} />
      <About record={record} />
      <form className="area-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="area-fields">
          <Field id="terms-title" label={t('fields.title')} error={errors.title?.message as string | undefined} required>
            <InputText id="terms-title" invalid={!!errors.title} dir="rtl" lang="ar" maxLength={TERM_TITLE_MAX} {...form.register('title')} />
          </Field>
          <Field id="terms-title-en" label={t('fields.title_en')} error={errors.title_en?.message as string | undefined} required>
            <InputText id="terms-title-en" invalid={!!errors.title_en} dir="ltr" lang="en" maxLength={TERM_TITLE_MAX} {...form.register('title_en')} />
          </Field>
          <Field id="terms-body" label={t('fields.body')} hint={t('form.bodyHint')} error={errors.body?.message as string | undefined} required>
            <InputTextarea id="terms-body" invalid={!!errors.body} dir="rtl" lang="ar" rows={12} maxLength={TERM_BODY_MAX} {...form.register('body')} />
          </Field>
          <Field id="terms-body-en" label={t('fields.body_en')} hint={t('form.bodyHint')} error={errors.body_en?.message as string | undefined} required>
            <InputTextarea id="terms-body-en" invalid={!!errors.body_en} dir="ltr" lang="en" rows={12} maxLength={TERM_BODY_MAX} {...form.register('body_en')} />
          </Field>
        </div>
        <div className="form-actions">
          <Button type="submit" label={t('form.save')} icon="pi pi-check" loading={save.isPending} />
          <Button type="button" label={t('form.cancel')} outlined onClick={() => void navigate('/term-conditions')} />
        </div>
      </form>
    </>
  );
}
