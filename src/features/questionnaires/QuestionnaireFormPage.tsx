/**
 * /questionnaires/create and /questionnaires/update/{id}: a questionnaire with its user types, groups and questions
 * (spec 001 §3, §5). The shared rules (shared/rules/questionnaires.ts) run before the call; the server's 422s land on
 * the field of the same name; a change someone else made meanwhile is a 409, said plainly. Only a draft is edited
 * (the machine's UPDATE). After saving, the questionnaire's page opens, where it is published.
 */
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Controller, useFieldArray, useForm, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { InputSwitch } from 'primereact/inputswitch';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import {
  cleanOptions,
  isChoiceType,
  QuestionnaireSchema,
  QUESTION_TYPE_LABELS,
  QUESTION_TYPES,
  QUESTIONNAIRE_LIMITS,
  QUESTIONNAIRE_LONG_TEXT_MAX,
  QUESTIONNAIRE_TEXT_MAX,
  type QuestionnaireValues,
} from '../../../shared/rules/questionnaires';
import { accountTypes } from '../../../shared/accountTypes';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Field } from '../../shared/ui/Field';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { applyServerErrors } from '../../shared/lib/forms';
import { isApiFailure } from '../../shared/api/errors';
import { message } from '../../shared/i18n';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { createQuestionnaire, invalidateQuestionnaires, updateQuestionnaire, useQuestionnaire, type Questionnaire, type QuestionnaireInput } from './api';
import './questionnaires.css';

type Input = v.InferInput<typeof QuestionnaireSchema>;
const FIELDS = ['title', 'description', 'is_required', 'type_ids', 'groups'] as const;
const newQuestion = (): Input['groups'][number]['questions'][number] => ({ type: 'single', title: '', is_required: 1, options: [] });
const newGroup = (): Input['groups'][number] => ({ title: '', questions: [newQuestion()] });
const empty: Input = { title: '', description: '', is_required: 0, type_ids: [], groups: [newGroup()] };
const valuesOf = (r: Questionnaire): Input => ({
  title: r.title,
  description: r.description ?? '',
  is_required: r.is_required,
  type_ids: r.type_ids,
  groups: r.groups.map((g) => ({ title: g.title, questions: g.questions.map((q) => ({ type: q.type, title: q.title, is_required: q.is_required, options: q.options })) })),
});

/** An error of a list field: react-hook-form keeps a whole-array error under `root` for field arrays. */
const listError = (e: unknown): string | undefined => {
  const x = e as { message?: string; root?: { message?: string } } | undefined;
  return x?.root?.message ?? x?.message;
};

export default function QuestionnaireFormPage() {
  const { t, i18n } = useTranslation('questionnaires');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const editing = id !== null;
  const navigate = useNavigate();
  const client = useQueryClient();
  const record = useQuestionnaire(id);
  const form = useForm<Input, unknown, QuestionnaireValues>({ resolver: valibotResolver(QuestionnaireSchema), defaultValues: empty });
  const groups = useFieldArray({ control: form.control, name: 'groups' });

  useEffect(() => {
    if (record.data) form.reset(valuesOf(record.data));
  }, [record.data, form]);

  const save = useMutation({
    mutationFn: (body: QuestionnaireInput) => (editing ? updateQuestionnaire(id, body) : createQuestionnaire(body)),
    onSuccess: () => invalidateQuestionnaires(client),
  });

  const submit = form.handleSubmit(async (values) => {
    // choices are sent as kept: trimmed, non-empty, each once (the textarea keeps the lines being typed)
    const groupsSent = values.groups.map((g) => ({ ...g, questions: g.questions.map((q) => ({ ...q, options: cleanOptions(q.type, q.options) })) }));
    const body = { ...values, groups: groupsSent, ...(editing && record.data ? { version: record.data.version } : {}) } as QuestionnaireInput;
    try {
      const saved = await save.mutateAsync(body);
      notify('success', t(editing ? 'form.updated' : 'form.created', { name: values.title }));
      void navigate(`/questionnaires/${saved.data.id}`);
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
            <Link to="/questionnaires" className="p-button p-button-outlined">
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
  const typesError = listError(errors.type_ids);
  const groupsError = listError(errors.groups);

  return (
    <>
      <PageHeader title={editing && record.data ? `${title}: ${record.data.title}` : title} />
      <form className="area-form questionnaire-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={editing && record.isPending}>
        {editing && record.isPending ? (
          <Skeleton height="16rem" />
        ) : (
          <>
            <div className="area-fields">
              <Field id="questionnaires-title" label={t('fields.title')} error={errors.title?.message} required>
                <InputText id="questionnaires-title" invalid={!!errors.title} dir="auto" maxLength={QUESTIONNAIRE_TEXT_MAX} {...form.register('title')} />
              </Field>
              <Field id="questionnaires-description" label={t('fields.description')} error={errors.description?.message}>
                <InputTextarea
                  id="questionnaires-description"
                  invalid={!!errors.description}
                  dir="auto"
                  rows={2}
                  autoResize
                  maxLength={QUESTIONNAIRE_LONG_TEXT_MAX}
                  {...form.register('description')}
                />
              </Field>
              <Field id="questionnaires-is-required" label={t('fields.is_required')} hint={t('form.requiredHint')}>
                <Controller
                  name="is_required"
                  control={form.control}
                  render={({ field }) => <InputSwitch inputId="questionnaires-is-required" checked={field.value === 1} onChange={(e) => field.onChange(e.value ? 1 : 0)} />}
                />
              </Field>
            </div>
            <fieldset className="questionnaire-types" aria-describedby={typesError ? 'questionnaires-types-error' : undefined}>
              <legend>
                {t('fields.types')} <span aria-hidden="true">*</span>
              </legend>
              <Controller
                name="type_ids"
                control={form.control}
                render={({ field }) => (
                  <div className="checkbox-grid">
                    {accountTypes.map((type) => {
                      const checked = field.value.includes(type.id);
                      return (
                        <div key={type.id} className="checkbox-item">
                          <Checkbox
                            inputId={`questionnaires-type-${type.id}`}
                            checked={checked}
                            onChange={() => field.onChange(checked ? field.value.filter((x) => x !== type.id) : [...field.value, type.id])}
                          />
                          <label htmlFor={`questionnaires-type-${type.id}`}>{type.label[lang]}</label>
                        </div>
                      );
                    })}
                  </div>
                )}
              />
              {typesError && (
                <small id="questionnaires-types-error" className="p-error" role="alert">
                  {message(typesError)}
                </small>
              )}
            </fieldset>
            <section className="questionnaire-groups" aria-labelledby="questionnaire-groups-title">
              <h2 id="questionnaire-groups-title">{t('form.groups')}</h2>
              {groupsError && (
                <p className="p-error" role="alert">
                  {message(groupsError)}
                </p>
              )}
              {groups.fields.map((group, gi) => (
                <GroupEditor
                  key={group.id}
                  index={gi}
                  count={groups.fields.length}
                  control={form.control}
                  register={form.register}
                  errors={errors}
                  onRemove={() => groups.remove(gi)}
                  onMove={(to) => groups.move(gi, to)}
                />
              ))}
              <Button type="button" icon="pi pi-plus" label={t('form.addGroup')} outlined disabled={groups.fields.length >= QUESTIONNAIRE_LIMITS.groups} onClick={() => groups.append(newGroup())} />
            </section>
          </>
        )}
        <div className="form-actions">
          <Button type="submit" label={t('form.save')} icon="pi pi-check" loading={save.isPending} />
          <Button type="button" label={t('form.cancel')} outlined onClick={() => void navigate(editing ? `/questionnaires/${id}` : '/questionnaires')} />
        </div>
      </form>
    </>
  );
}

function GroupEditor({
  index: gi,
  count,
  control,
  register,
  errors,
  onRemove,
  onMove,
}: {
  index: number;
  count: number;
  control: Control<Input, unknown, QuestionnaireValues>;
  register: UseFormRegister<Input>;
  errors: FieldErrors<Input>;
  onRemove: () => void;
  onMove: (to: number) => void;
}) {
  const { t, i18n } = useTranslation('questionnaires');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const questions = useFieldArray({ control, name: `groups.${gi}.questions` });
  const groupErrors = errors.groups?.[gi];
  const questionsError = listError(groupErrors?.questions);
  const n = gi + 1;
  return (
    <fieldset className="questionnaire-group">
      <legend>{t('form.group', { n })}</legend>
      <div className="questionnaire-group-head">
        <Field id={`group-${gi}-title`} label={t('form.groupTitle')} error={groupErrors?.title?.message} required>
          <InputText id={`group-${gi}-title`} invalid={!!groupErrors?.title} dir="auto" maxLength={QUESTIONNAIRE_TEXT_MAX} {...register(`groups.${gi}.title`)} />
        </Field>
        <div className="questionnaire-tools">
          <Button type="button" icon="pi pi-arrow-up" text rounded disabled={gi === 0} aria-label={t('form.moveGroupUp', { n })} onClick={() => onMove(gi - 1)} />
          <Button type="button" icon="pi pi-arrow-down" text rounded disabled={gi === count - 1} aria-label={t('form.moveGroupDown', { n })} onClick={() => onMove(gi + 1)} />
          <Button type="button" icon="pi pi-trash" text rounded severity="danger" disabled={count === 1} aria-label={t('form.removeGroup', { n })} onClick={onRemove} />
        </div>
      </div>
      {questionsError && (
        <p className="p-error" role="alert">
          {message(questionsError)}
        </p>
      )}
      <ol className="questionnaire-questions">
        {questions.fields.map((q, qi) => {
          const qErrors = groupErrors?.questions?.[qi];
          const base = `group-${gi}-q-${qi}`;
          const m = qi + 1;
          return (
            <li key={q.id} className="questionnaire-question">
              <div className="questionnaire-question-fields">
                <Field id={`${base}-title`} label={t('form.questionTitle', { n: m })} error={qErrors?.title?.message} required>
                  <InputText id={`${base}-title`} invalid={!!qErrors?.title} dir="auto" maxLength={QUESTIONNAIRE_TEXT_MAX} {...register(`groups.${gi}.questions.${qi}.title`)} />
                </Field>
                <Field id={`${base}-type`} label={t('form.questionType')} error={qErrors?.type?.message} required>
                  <Controller
                    name={`groups.${gi}.questions.${qi}.type`}
                    control={control}
                    render={({ field }) => (
                      <Dropdown
                        inputId={`${base}-type`}
                        placeholder={t('form.questionType')}
                        value={field.value}
                        options={QUESTION_TYPES.map((type) => ({ value: type, label: QUESTION_TYPE_LABELS[type][lang] }))}
                        onChange={(e) => field.onChange(e.value)}
                      />
                    )}
                  />
                </Field>
                <Field id={`${base}-required`} label={t('form.questionRequired')}>
                  <Controller
                    name={`groups.${gi}.questions.${qi}.is_required`}
                    control={control}
                    render={({ field }) => <InputSwitch inputId={`${base}-required`} checked={field.value === 1} onChange={(e) => field.onChange(e.value ? 1 : 0)} />}
                  />
                </Field>
                <Controller
                  name={`groups.${gi}.questions.${qi}.type`}
                  control={control}
                  render={({ field: typeField }) =>
                    isChoiceType(typeField.value) ? (
                      <Field id={`${base}-options`} label={t('form.options')} hint={t('form.optionsHint')} error={qErrors?.options?.message} required>
                        <Controller
                          name={`groups.${gi}.questions.${qi}.options`}
                          control={control}
                          render={({ field }) => (
                            <InputTextarea
                              id={`${base}-options`}
                              dir="auto"
                              rows={4}
                              autoResize
                              invalid={!!qErrors?.options}
                              value={(field.value ?? []).join('\n')}
                              onChange={(e) => field.onChange(e.target.value.split('\n').slice(0, QUESTIONNAIRE_LIMITS.options))}
                              onBlur={field.onBlur}
                            />
                          )}
                        />
                      </Field>
                    ) : (
                      <></>
                    )
                  }
                />
              </div>
              <div className="questionnaire-tools">
                <Button type="button" icon="pi pi-arrow-up" text rounded disabled={qi === 0} aria-label={t('form.moveQuestionUp', { n: m })} onClick={() => questions.move(qi, qi - 1)} />
                <Button
                  type="button"
                  icon="pi pi-arrow-down"
                  text
                  rounded
                  disabled={qi === questions.fields.length - 1}
                  aria-label={t('form.moveQuestionDown', { n: m })}
                  onClick={() => questions.move(qi, qi + 1)}
                />
                <Button
                  type="button"
                  icon="pi pi-trash"
                  text
                  rounded
                  severity="danger"
                  disabled={questions.fields.length === 1}
                  aria-label={t('form.removeQuestion', { n: m })}
                  onClick={() => questions.remove(qi)}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        type="button"
        icon="pi pi-plus"
        label={t('form.addQuestion')}
        text
        disabled={questions.fields.length >= QUESTIONNAIRE_LIMITS.questionsPerGroup}
        onClick={() => questions.append(newQuestion())}
      />
    </fieldset>
  );
}
