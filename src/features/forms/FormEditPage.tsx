/**
 * /forms/create, /forms/update/{id} and the same for /temp-licenses-forms (type fixed to temporary
 * licence): the form's names, type, whether its questions show grouped by category, its printed text in
 * both languages, who signs it (account types, each with signer_num 1) and its questions in order, each
 * with its price in SAR. The shared rules (shared/rules/forms.ts) run before the call; the server's 422s
 * land on the field of the same name; a 409 says someone else changed it. After saving, the list opens
 * with a success message.
 */
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { InputSwitch } from 'primereact/inputswitch';
import { Dropdown } from 'primereact/dropdown';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { FORM_BODY_MAX, FORM_TEXT_MAX, FORM_TYPES, FormSchema, SIGNED_FORM_TYPES, type FormValues } from '../../../shared/rules/forms';
import { accountTypes } from '../../../shared/accountTypes';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Field } from '../../shared/ui/Field';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { applyServerErrors } from '../../shared/lib/forms';
import { isApiFailure } from '../../shared/api/errors';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { message } from '../../shared/i18n';
import { createForm, invalidateForms, routeOf, sar, updateForm, useFormRecord, useQuestionChoices, type Form, type FormInput, type Kind } from './api';
import './forms.css';

type Input = v.InferInput<typeof FormSchema>;
const FIELDS = ['name', 'name_en', 'type', 'withCategory', 'body', 'body_en', 'signers', 'questions'] as const;
const emptyOf = (kind: Kind): Input => ({ name: '', name_en: '', type: kind === 'temp' ? 'temp_license' : 'assign', withCategory: 0, body: '', body_en: '', signers: [], questions: [] });
const valuesOf = (r: Form): Input => ({
  name: r.name,
  name_en: r.name_en,
  type: r.type,
  withCategory: r.withCategory,
  body: r.body ?? '',
  body_en: r.body_en ?? '',
  signers: r.signers.map((s) => ({ type_id: s.type_id, signer_num: 1 })),
  questions: r.questions.map((q) => ({ question_id: q.question_id, price: q.price })),
});

interface QuestionInfo {
  title: string;
  title_en: string;
  category: { name: string; name_en: string } | null;
}

export function FormEditor({ kind }: { kind: Kind }) {
  const { t, i18n } = useTranslation('forms');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const editing = id !== null;
  const base = routeOf(kind);
  const navigate = useNavigate();
  const client = useQueryClient();
  const record = useFormRecord(kind, id);
  const bank = useQuestionChoices();
  const [adding, setAdding] = useState<number | null>(null);
  // criteriaMode 'all': the whole form is checked at once, so the signers' and questions' rules show with the names' errors
  const form = useForm<Input, unknown, FormValues>({ resolver: valibotResolver(FormSchema), defaultValues: emptyOf(kind), criteriaMode: 'all' });
  const questions = useFieldArray({ control: form.control, name: 'questions' });
  const [type, chosen] = useWatch({ control: form.control, name: ['type', 'questions'] });

  useEffect(() => {
    if (record.data) form.reset(valuesOf(record.data));
  }, [record.data, form]);

  const save = useMutation({
    mutationFn: (body: FormInput) => (editing ? updateForm(kind, id, body) : createForm(kind, body)),
    onSuccess: () => invalidateForms(client),
  });

  const submit = form.handleSubmit(async (values) => {
    const body: FormInput = { ...values, ...(editing && record.data ? { version: record.data.version } : {}) };
    try {
      await save.mutateAsync(body);
      notify('success', t(editing ? 'form.updated' : 'form.created', { name: lang === 'en' ? values.name_en : values.name }));
      void navigate(base);
    } catch (e) {
      if (isApiFailure(e) && e.status === 409) notify('warning', t('form.stale'));
      else if (!applyServerErrors(e, form.setError, FIELDS)) notifyFailure(e);
    }
  });

  // what each chosen question shows: from the bank, or from the record before the bank arrives
  const info = new Map<number, QuestionInfo>();
  for (const q of record.data?.questions ?? []) info.set(q.question_id, q);
  for (const q of bank.data ?? []) info.set(q.id, q);
  const titleOf = (qid: number) => {
    const q = info.get(qid);
    return q ? (lang === 'en' ? q.title_en : q.title) : `#${qid}`;
  };
  const chosenIds = new Set((chosen ?? []).map((q) => q.question_id));
  const total = (chosen ?? []).reduce((sum, q) => sum + (Number(q.price) || 0), 0);

  const title = t(kind === 'temp' ? (editing ? 'titles.tempEdit' : 'titles.tempCreate') : editing ? 'titles.edit' : 'titles.create');
  const badId = editing && !(Number.isInteger(id) && id > 0);
  if (badId || (editing && record.isError)) {
    const missing = badId || (isApiFailure(record.error) && record.error.status === 404);
    return (
      <>
        <PageHeader title={title} />
        {missing ? (
          <div className="state-panel state-error" role="alert">
            <p>{t('form.notFound')}</p>
            <Link to={base} className="p-button p-button-outlined">
              {t(kind === 'temp' ? 'titles.tempList' : 'titles.list')}
            </Link>
          </div>
        ) : (
          <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />
        )}
      </>
    );
  }
  const errors = form.formState.errors;
  const signersError = (errors.signers?.message ?? errors.signers?.root?.message) as string | undefined;
  const questionsError = (errors.questions?.message ?? errors.questions?.root?.message ?? errors.questions?.find?.((q) => q?.price)?.price?.message) as string | undefined;
  const signersRequired = (SIGNED_FORM_TYPES as readonly string[]).includes(type);

  return (
    <>
      <PageHeader title={editing && record.data ? `${title}: ${lang === 'en' ? record.data.name_en : record.data.name}` : title} />
      <form className="area-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={editing && record.isPending}>
        {editing && record.isPending ? (
          <Skeleton height="14rem" />
        ) : (
          <div className="area-fields">
            <Field id="forms-name" label={t('fields.name')} error={errors.name?.message} required>
              <InputText id="forms-name" invalid={!!errors.name} dir="auto" maxLength={FORM_TEXT_MAX} {...form.register('name')} />
            </Field>
            <Field id="forms-name-en" label={t('fields.name_en')} error={errors.name_en?.message} required>
              <InputText id="forms-name-en" invalid={!!errors.name_en} dir="ltr" maxLength={FORM_TEXT_MAX} {...form.register('name_en')} />
            </Field>
            {kind === 'forms' && (
              <Field id="forms-type" label={t('fields.type')} error={errors.type?.message} required>
                <Controller
                  name="type"
                  control={form.control}
                  render={({ field }) => (
                    <Dropdown
                      inputId="forms-type"
                      ariaLabel={t('fields.type')}
                      value={field.value}
                      options={FORM_TYPES.filter((x) => x !== 'temp_license').map((x) => ({ value: x, label: t(`types.${x}`) }))}
                      onChange={(e) => field.onChange(e.value)}
                      invalid={!!errors.type}
                      className="w-full"
                    />
                  )}
                />
              </Field>
            )}
            <Field id="forms-with-category" label={t('fields.withCategory')}>
              <Controller
                name="withCategory"
                control={form.control}
                render={({ field }) => <InputSwitch inputId="forms-with-category" checked={field.value === 1} onChange={(e) => field.onChange(e.value ? 1 : 0)} />}
              />
            </Field>
            <Field id="forms-body" label={t('fields.body')} error={errors.body?.message} className="form-wide">
              <InputTextarea id="forms-body" rows={4} autoResize dir="auto" maxLength={FORM_BODY_MAX} invalid={!!errors.body} {...form.register('body')} />
            </Field>
            <Field id="forms-body-en" label={t('fields.body_en')} error={errors.body_en?.message} className="form-wide">
              <InputTextarea id="forms-body-en" rows={4} autoResize dir="ltr" maxLength={FORM_BODY_MAX} invalid={!!errors.body_en} {...form.register('body_en')} />
            </Field>

            <fieldset className="form-signers" aria-describedby={signersError ? 'forms-signers-error' : 'forms-signers-hint'}>
              <legend>
                {t('fields.signers')}
                {signersRequired && (
                  <span className="required" aria-hidden>
                    {' '}
                    *
                  </span>
                )}
              </legend>
              <small className="hint" id="forms-signers-hint">
                {t('form.signersHint')}
              </small>
              <Controller
                name="signers"
                control={form.control}
                render={({ field }) => {
                  const value = field.value ?? [];
                  return (
                    <div className="form-signer-list" data-testid="form-signers">
                      {accountTypes.map((at) => (
                        <label key={at.id} className="form-signer">
                          <input
                            type="checkbox"
                            checked={value.some((s) => s.type_id === at.id)}
                            onChange={(e) => field.onChange(e.target.checked ? [...value, { type_id: at.id, signer_num: 1 }] : value.filter((s) => s.type_id !== at.id))}
                          />
                          <span>{at.label[lang]}</span>
                        </label>
                      ))}
                    </div>
                  );
                }}
              />
              {signersError && (
                <small className="p-error" id="forms-signers-error" role="alert">
                  {message(signersError)}
                </small>
              )}
            </fieldset>

            <fieldset className="form-questions" aria-describedby={questionsError ? 'forms-questions-error' : undefined}>
              <legend>
                {t('fields.questions')}
                <span className="required" aria-hidden>
                  {' '}
                  *
                </span>
              </legend>
              <div className="form-question-add">
                <label htmlFor="forms-add-question" className="p-hidden-accessible">
                  {t('form.addQuestion')}
                </label>
                <Dropdown
                  inputId="forms-add-question"
                  ariaLabel={t('form.addQuestion')}
                  value={adding}
                  options={(bank.data ?? []).filter((q) => !chosenIds.has(q.id)).map((q) => ({ value: q.id, label: lang === 'en' ? q.title_en : q.title }))}
                  onChange={(e) => setAdding(e.value as number)}
                  placeholder={bank.isPending ? t('form.questionsLoading') : t('form.chooseQuestion')}
                  loading={bank.isPending}
                  filter
                  // the panel's search box is a control of its own: named, or axe finds an unlabelled input
                  pt={{ filterInput: { 'aria-label': `${t('form.addQuestion')}: ${t('fields.search')}` } }}
                  className="w-full"
                />
                <Button
                  type="button"
                  icon="pi pi-plus"
                  label={t('form.addQuestion')}
                  outlined
                  disabled={adding === null}
                  onClick={() => {
                    if (adding === null) return;
                    questions.append({ question_id: adding, price: '0' });
                    setAdding(null);
                  }}
                />
              </div>
              {questions.fields.length === 0 ? (
                <p className="muted">{t('form.noQuestions')}</p>
              ) : (
                <ol className="form-question-rows">
                  {questions.fields.map((q, i) => {
                    const name = titleOf(q.question_id);
                    const cat = info.get(q.question_id)?.category;
                    return (
                      <li className="form-question-row" key={q.id} data-testid="form-question">
                        <span className="num" aria-hidden>
                          {i + 1}
                        </span>
                        <span className="form-question-title">
                          <bdi>{name}</bdi>
                          {cat && <small className="muted">{lang === 'en' ? cat.name_en : cat.name}</small>}
                        </span>
                        <span className="price">
                          <InputText
                            aria-label={t('fields.priceOf', { name })}
                            inputMode="decimal"
                            dir="ltr"
                            maxLength={12}
                            invalid={!!errors.questions?.[i]?.price}
                            {...form.register(`questions.${i}.price`)}
                          />
                        </span>
                        <span className="form-question-tools">
                          <Button type="button" icon="pi pi-arrow-up" text rounded disabled={i === 0} aria-label={t('form.moveUp', { name })} onClick={() => questions.move(i, i - 1)} />
                          <Button
                            type="button"
                            icon="pi pi-arrow-down"
                            text
                            rounded
                            disabled={i === questions.fields.length - 1}
                            aria-label={t('form.moveDown', { name })}
                            onClick={() => questions.move(i, i + 1)}
                          />
                          <Button type="button" icon="pi pi-times" text rounded severity="danger" aria-label={t('form.remove', { name })} onClick={() => questions.remove(i)} />
                        </span>
                      </li>
                    );
                  })}
                </ol>
              )}
              <p className="form-total">
                {t('fields.total')}: <bdi>{sar(total, lang)}</bdi>
              </p>
              {questionsError && (
                <small className="p-error" id="forms-questions-error" role="alert">
                  {message(questionsError)}
                </small>
              )}
            </fieldset>
          </div>
        )}
        <div className="form-actions">
          <Button type="submit" label={t('form.save')} icon="pi pi-check" loading={save.isPending} />
          <Button type="button" label={t('form.cancel')} outlined onClick={() => void navigate(base)} />
        </div>
      </form>
    </>
  );
}

export default function FormEditPage() {
  return <FormEditor kind="forms" />;
}
