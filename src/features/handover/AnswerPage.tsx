/**
 * appointments/{id}/form/{form} (answer; appointment-form-answer) and …/edit (appointment-form-answer-edit):
 * the handover form's questions, grouped by category when the form's withCategory is on, each by its
 * answer type, the required ones marked. The answers are checked by the shared rules
 * (shared/rules/handover.ts) before sending, and the server's 422s land under their questions; any
 * other refusal (not the current appointment, someone signed) is a danger notification in the
 * server's words. After saving, the appointment's forms open with a success message.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Skeleton } from 'primereact/skeleton';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Field } from '../../shared/ui/Field';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { isApiFailure } from '../../shared/api/errors';
import { answerErrors } from '../../../shared/rules/handover';
import { answerForm, invalidateHandover, updateAnswers, useAppointmentForms, useHandoverView, type HandoverQuestion } from './api';
import './handover.css';

type Groups = Array<{ key: string; title: string | null; questions: HandoverQuestion[] }>;

/** The questions as the form shows them: one group per category in the order its first question comes, the uncategorised last. */
function groupsOf(questions: HandoverQuestion[], withCategory: boolean, lang: string, others: string): Groups {
  if (!withCategory) return [{ key: 'all', title: null, questions }];
  const groups = new Map<string, Groups[number]>();
  for (const q of questions) {
    const key = q.category ? String(q.category.id) : 'none';
    if (!groups.has(key)) groups.set(key, { key, title: q.category ? (lang === 'en' ? q.category.name_en : q.category.name) : others, questions: [] });
    groups.get(key)!.questions.push(q);
  }
  const none = groups.get('none');
  groups.delete('none');
  return [...groups.values(), ...(none ? [none] : [])];
}

export default function AnswerPage() {
  const { t, i18n } = useTranslation('handover');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const params = useParams();
  const appointmentId = Number(params.id);
  const formId = Number(params.form);
  const editing = useLocation().pathname.endsWith('/edit');
  const navigate = useNavigate();
  const client = useQueryClient();
  const forms = useAppointmentForms(appointmentId);
  const view = useHandoverView(forms.data?.assign_camp_id ?? null, formId);
  const [values, setValues] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (view.data) setValues(Object.fromEntries(view.data.questions.map((q) => [q.question_id, q.answer ?? ''])));
  }, [view.data]);
  const groups = useMemo(() => (view.data ? groupsOf(view.data.questions, view.data.form.withCategory === 1, lang, t('answer.others')) : []), [view.data, lang, t]);
  const back = `/appointments/${appointmentId}/form`;
  const title = editing ? t('titles.edit') : t('titles.answer');

  if (forms.isError || view.isError) {
    const error = forms.error ?? view.error;
    if (isApiFailure(error) && error.status === 404)
      return (
        <>
          <PageHeader title={title} />
          <div className="state-panel state-error" role="alert">
            <p>{t('forms.notFound')}</p>
          </div>
        </>
      );
    return <LoadFailed error={error} title={t('forms.loadFailed')} onRetry={() => void (forms.isError ? forms.refetch() : view.refetch())} />;
  }
  if (forms.isPending || view.isPending) return <Skeleton height="16rem" />;
  const data = view.data;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const local = answerErrors(data.questions, new Map(Object.entries(values).map(([k, v]) => [Number(k), v])));
    if (Object.keys(local).length) {
      setErrors(Object.fromEntries(Object.entries(local).map(([k, v]) => [k, t(`rules.${v[0]!.split('.').pop()!}`)])));
      return;
    }
    setErrors({});
    setSaving(true);
    const body = {
      appointment_id: appointmentId,
      form_id: formId,
      answers: data.questions.filter((q) => (values[q.question_id] ?? '') !== '').map((q) => ({ question_id: q.question_id, answer: values[q.question_id]! })),
    };
    try {
      await (editing ? updateAnswers(body) : answerForm(body));
      await invalidateHandover(client);
      notify('success', editing ? t('answer.updated') : t('answer.saved'));
      void navigate(back);
    } catch (err) {
      if (isApiFailure(err) && err.status === 422 && err.errors) setErrors(Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [k, v[0]!])));
      else notifyFailure(err);
    } finally {
      setSaving(false);
    }
  };

  const input = (q: HandoverQuestion): ReactNode => {
    const id = `q-${q.question_id}`;
    const value = values[q.question_id] ?? '';
    const set = (v: string) => setValues((old) => ({ ...old, [q.question_id]: v }));
    const invalid = !!errors[`answers.${q.question_id}`];
    const label = lang === 'en' ? q.title_en : q.title;
    const radios = (items: Array<{ value: string; label: string }>) => (
      <div id={id} role="radiogroup" aria-label={label} aria-invalid={invalid} className="handover-choices">
        {items.map((o) => (
          <label key={o.value} className="handover-choice">
            <input type="radio" name={id} value={o.value} checked={value === o.value} onChange={() => set(o.value)} /> <bdi>{o.label}</bdi>
          </label>
        ))}
      </div>
    );
    switch (q.type) {
      case 'yes_no':
        return radios([
          { value: 'yes', label: t('answer.yes') },
          { value: 'no', label: t('answer.no') },
        ]);
      case 'choice':
        return radios(q.options.map((o) => ({ value: String(o.id), label: lang === 'en' ? o.name_en : o.name })));
      case 'number':
        return <InputText id={id} value={value} onChange={(e) => set(e.target.value)} inputMode="decimal" dir="ltr" invalid={invalid} />;
      case 'date':
        return <InputText id={id} type="date" value={value} onChange={(e) => set(e.target.value)} dir="ltr" invalid={invalid} />;
      default:
        return <InputTextarea id={id} value={value} onChange={(e) => set(e.target.value)} rows={2} maxLength={2000} invalid={invalid} />;
    }
  };

  return (
    <>
      <PageHeader title={`${title}: ${lang === 'en' ? data.form.name_en : data.form.name}`} subtitle={forms.data.camp_name} />
      <form className="area-form" onSubmit={(e) => void submit(e)} noValidate>
        {data.questions.length === 0 && <p>{t('answer.noQuestions')}</p>}
        {groups.map((g) => (
          <section key={g.key} className="handover-group" aria-labelledby={g.title ? `group-${g.key}` : undefined}>
            {g.title && <h2 id={`group-${g.key}`}>{g.title}</h2>}
            <div className="area-fields">
              {g.questions.map((q) => (
                <Field key={q.question_id} id={`q-${q.question_id}`} label={lang === 'en' ? q.title_en : q.title} required={q.required} error={errors[`answers.${q.question_id}`]}>
                  {input(q)}
                </Field>
              ))}
            </div>
          </section>
        ))}
        <div className="form-actions">
          <Button type="submit" label={t('answer.submit')} icon="pi pi-check" loading={saving} />
          <Link to={back} className="p-button p-button-outlined">
            {t('answer.cancel')}
          </Link>
        </div>
      </form>
    </>
  );
}
