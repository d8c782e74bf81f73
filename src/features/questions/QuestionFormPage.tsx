/**
 * /questions/create and /questions/update/{id}: the question in both languages, its answer type, and for
 * a choice question its options (at least two, each in both languages); whether an answer is required;
 * its category. The shared rules (shared/rules/questions.ts) run before the call; the server's 422s
 * land on the field of the same name; a change someone else made meanwhile is a 409, said plainly.
 * After saving, the list opens with a success message.
 */
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { InputSwitch } from 'primereact/inputswitch';
import { Dropdown } from 'primereact/dropdown';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { QuestionSchema, QUESTION_OPTION_MAX, QUESTION_OPTIONS_MAX, QUESTION_TEXT_MAX, QUESTION_TYPES, type QuestionValues } from '../../../shared/rules/questions';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Field } from '../../shared/ui/Field';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { applyServerErrors } from '../../shared/lib/forms';
import { isApiFailure } from '../../shared/api/errors';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { message } from '../../shared/i18n';
import { createQuestion, invalidateQuestions, updateQuestion, useCategoryChoices, useQuestion, type Question, type QuestionInput } from './api';
import './questions.css';

type Input = v.InferInput<typeof QuestionSchema>;
const FIELDS = ['title', 'title_en', 'type', 'options', 'required', 'category_id'] as const;
const blankOption = () => ({ name: '', name_en: '' });
const empty: Input = { title: '', title_en: '', type: 'yes_no', options: [], required: 1, category_id: null };
const valuesOf = (r: Question): Input => ({ title: r.title, title_en: r.title_en, type: r.type, options: r.options, required: r.required, category_id: r.category_id });

export default function QuestionFormPage() {
  const { t, i18n } = useTranslation('questions');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const editing = id !== null;
  const navigate = useNavigate();
  const client = useQueryClient();
  const record = useQuestion(id);
  const categories = useCategoryChoices();
  // criteriaMode 'all': the whole form is checked at once, so the options' rule shows with the titles' errors
  const form = useForm<Input, unknown, QuestionValues>({ resolver: valibotResolver(QuestionSchema), defaultValues: empty, criteriaMode: 'all' });
  const options = useFieldArray({ control: form.control, name: 'options' });
  const type = useWatch({ control: form.control, name: 'type' });

  useEffect(() => {
    if (record.data) form.reset(valuesOf(record.data));
  }, [record.data, form]);

  const save = useMutation({
    mutationFn: (body: QuestionInput) => (editing ? updateQuestion(id, body) : createQuestion(body)),
    onSuccess: () => invalidateQuestions(client),
  });

  const submit = form.handleSubmit(async (values) => {
    // no category: the field is left out of the form data (the server reads it as none)
    const { category_id, ...rest } = values;
    const body: QuestionInput = { ...rest, ...(category_id ? { category_id } : {}), ...(editing && record.data ? { version: record.data.version } : {}) };
    try {
      await save.mutateAsync(body);
      notify('success', t(editing ? 'form.updated' : 'form.created', { name: lang === 'en' ? values.title_en : values.title }));
      void navigate('/questions');
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
            <Link to="/questions" className="p-button p-button-outlined">
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
  const optionsError = (errors.options?.message ?? errors.options?.root?.message) as string | undefined;

  return (
    <>
      <PageHeader title={editing && record.data ? `${title}: ${lang === 'en' ? record.data.title_en : record.data.title}` : title} />
      <form className="area-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={editing && record.isPending}>
        {editing && record.isPending ? (
          <Skeleton height="10rem" />
        ) : (
          <div className="area-fields">
            <Field id="questions-title" label={t('fields.title')} error={errors.title?.message} required>
              <InputText id="questions-title" invalid={!!errors.title} dir="auto" maxLength={QUESTION_TEXT_MAX} {...form.register('title')} />
            </Field>
            <Field id="questions-title-en" label={t('fields.title_en')} error={errors.title_en?.message} required>
              <InputText id="questions-title-en" invalid={!!errors.title_en} dir="ltr" maxLength={QUESTION_TEXT_MAX} {...form.register('title_en')} />
            </Field>
            <Field id="questions-type" label={t('fields.type')} error={errors.type?.message} required>
              <Controller
                name="type"
                control={form.control}
                render={({ field }) => (
                  <Dropdown
                    inputId="questions-type"
                    ariaLabel={t('fields.type')}
                    value={field.value}
                    options={QUESTION_TYPES.map((x) => ({ value: x, label: t(`types.${x}`) }))}
                    onChange={(e) => {
                      field.onChange(e.value);
                      // a choice question starts with two empty options to fill
                      if (e.value === 'choice' && form.getValues('options')?.length === 0) options.replace([blankOption(), blankOption()]);
                    }}
                    invalid={!!errors.type}
                    className="w-full"
                  />
                )}
              />
            </Field>
            <Field id="questions-category" label={t('fields.category_id')} error={errors.category_id?.message}>
              <Controller
                name="category_id"
                control={form.control}
                render={({ field }) => (
                  <Dropdown
                    inputId="questions-category"
                    ariaLabel={t('fields.category_id')}
                    value={field.value ?? null}
                    options={[{ value: null, label: t('form.noCategory') }, ...(categories.data ?? []).map((c) => ({ value: c.id, label: lang === 'en' ? c.name_en : c.name }))]}
                    onChange={(e) => field.onChange(e.value as number | null)}
                    loading={categories.isPending}
                    filter={(categories.data?.length ?? 0) > 8}
                    pt={{ filterInput: { 'aria-label': t('fields.category_id') } }}
                    invalid={!!errors.category_id}
                    className="w-full"
                  />
                )}
              />
            </Field>
            <Field id="questions-required" label={t('fields.required')}>
              <Controller
                name="required"
                control={form.control}
                render={({ field }) => <InputSwitch inputId="questions-required" checked={field.value === 1} onChange={(e) => field.onChange(e.value ? 1 : 0)} />}
              />
            </Field>
            {type === 'choice' && (
              <fieldset className="q-options" aria-describedby={optionsError ? 'questions-options-error' : 'questions-options-hint'}>
                <legend>
                  {t('fields.options')}
                  <span className="required" aria-hidden>
                    {' '}
                    *
                  </span>
                </legend>
                <small className="hint" id="questions-options-hint">
                  {t('form.optionsHint')}
                </small>
                {options.fields.map((o, i) => (
                  <div className="q-option" key={o.id} data-testid="question-option">
                    <InputText aria-label={t('fields.option', { n: i + 1 })} dir="auto" maxLength={QUESTION_OPTION_MAX} invalid={!!optionsError} {...form.register(`options.${i}.name`)} />
                    <InputText aria-label={t('fields.option_en', { n: i + 1 })} dir="ltr" maxLength={QUESTION_OPTION_MAX} invalid={!!optionsError} {...form.register(`options.${i}.name_en`)} />
                    <Button type="button" icon="pi pi-times" text rounded severity="danger" aria-label={t('form.removeOption', { n: i + 1 })} onClick={() => options.remove(i)} />
                  </div>
                ))}
                <Button
                  type="button"
                  icon="pi pi-plus"
                  label={t('form.addOption')}
                  outlined
                  size="small"
                  disabled={options.fields.length >= QUESTION_OPTIONS_MAX}
                  onClick={() => options.append(blankOption())}
                />
                {optionsError && (
                  <small className="p-error" id="questions-options-error" role="alert">
                    {message(optionsError)}
                  </small>
                )}
              </fieldset>
            )}
          </div>
        )}
        <div className="form-actions">
          <Button type="submit" label={t('form.save')} icon="pi pi-check" loading={save.isPending} />
          <Button type="button" label={t('form.cancel')} outlined onClick={() => void navigate('/questions')} />
        </div>
      </form>
    </>
  );
}
