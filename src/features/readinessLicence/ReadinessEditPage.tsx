/**
 * /readiness-license/edit/{id}: the company answers the licence's questions (ANSWER the first time,
 * UPDATE_ANSWERS after, and to resend a disapproved licence) and uploads the kroky (UPDATE_KROKY),
 * each through the machine (its guards: "no order id submitted", "no form id registered") and then
 * the call. After a step the list is shown one second later (spec 001 §2, §9).
 */
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Loading, LoadFailed } from '../../shared/ui/StatePanels';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { Auto } from '../../shared/ui/Bdi';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { useLifecycle } from '../../shared/workflow/useLifecycle';
import { isApiFailure } from '../../shared/api/errors';
import { READINESS_REDIRECT, readinessLicenceMachine } from '../../../machines';
import type { LifecycleEvent } from '../../../machines/core/runtime';
import { invalidateReadiness, readinessActors, useReadinessLicense, type ReadinessDetails, type ReadinessLicense } from './api';

export default function ReadinessEditPage() {
  const { t, i18n } = useTranslation('readinessLicence');
  const en = i18n.language === 'en';
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const client = useQueryClient();
  const query = useReadinessLicense(id);
  const lifecycle = useLifecycle<ReadinessLicense>(readinessLicenceMachine, readinessActors, ['owner']);
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const record: ReadinessDetails = query.data;
  const accepts = new Set(lifecycle.available(record.status));
  const answerEvent = accepts.has('ANSWER') && !record.has_answers_in_version ? 'ANSWER' : accepts.has('UPDATE_ANSWERS') ? 'UPDATE_ANSWERS' : null;
  const valueOf = (qid: number, given: string | null) => answers[qid] ?? given ?? '';

  const run = async (event: LifecycleEvent) => {
    setBusy(true);
    setErrors({});
    try {
      await lifecycle.run(record, event);
      notify('success', t('details.redirect'));
      await invalidateReadiness(client);
      setTimeout(() => void navigate(READINESS_REDIRECT.path), READINESS_REDIRECT.delayMs);
    } catch (e) {
      if (isApiFailure(e) && e.errors) setErrors(Object.fromEntries(Object.entries(e.errors).map(([k, v]) => [k, v[0] ?? ''])));
      else notifyFailure(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader title={t('titles.edit')} subtitle={`${record.camp_name} — ${record.square_name}`} />
      <p>
        <StatusBadge machine={readinessLicenceMachine} status={record.status} /> {record.rejection_reason && <Auto>{record.rejection_reason}</Auto>}
      </p>
      {!answerEvent && <p role="status">{t('edit.readOnly')}</p>}
      <form
        className="area-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!answerEvent) return;
          void run({
            type: answerEvent,
            order_id: record.id,
            form_id: record.form_id ?? '',
            answers: record.questions.map((q) => ({ question_id: q.question_id, answer: valueOf(q.question_id, q.answer) })),
          });
        }}
      >
        {record.questions.length === 0 && <p>{t('edit.noQuestions')}</p>}
        {record.questions.map((q) => {
          const fieldId = `answer-${q.question_id}`;
          const error = errors[`answers.${q.question_id}`];
          const value = valueOf(q.question_id, q.answer);
          return (
            <label className="field" key={q.question_id}>
              <span>
                <Auto>{en ? q.title_en : q.title}</Auto>
                {q.required ? ' *' : ''}
              </span>
              {q.type === 'yes_no' || q.type === 'choice' ? (
                <Dropdown
                  inputId={fieldId}
                  value={value}
                  disabled={!answerEvent}
                  options={
                    q.type === 'yes_no'
                      ? [
                          { value: 'yes', label: t('answers.yes') },
                          { value: 'no', label: t('answers.no') },
                        ]
                      : q.options.map((o) => ({ value: String(o.id), label: en ? o.name_en : o.name }))
                  }
                  onChange={(e) => setAnswers({ ...answers, [q.question_id]: String(e.value) })}
                  invalid={Boolean(error)}
                  data-testid={fieldId}
                  pt={{ trigger: { 'aria-label': en ? q.title_en : q.title } }}
                />
              ) : (
                <InputText
                  id={fieldId}
                  value={value}
                  disabled={!answerEvent}
                  type={q.type === 'date' ? 'date' : 'text'}
                  inputMode={q.type === 'number' ? 'decimal' : undefined}
                  onChange={(e) => setAnswers({ ...answers, [q.question_id]: e.target.value })}
                  invalid={Boolean(error)}
                />
              )}
              {error && (
                <small className="p-error" role="alert">
                  {error}
                </small>
              )}
            </label>
          );
        })}
        {(errors.order_id || errors.form_id) && (
          <small className="p-error" role="alert">
            {errors.order_id ?? errors.form_id}
          </small>
        )}
        {answerEvent && (
          <div className="form-actions">
            <Button type="submit" label={answerEvent === 'ANSWER' ? t('edit.send') : t('edit.update')} loading={busy} data-testid="send-answers" />
          </div>
        )}
      </form>
      {accepts.has('UPDATE_KROKY') && (
        <form
          className="area-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void run({ type: 'UPDATE_KROKY', kroky_document: file ?? undefined });
          }}
        >
          <label className="field">
            <span>{t('fields.kroky')}</span>
            <input type="file" accept="application/pdf,image/*" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
            {errors.kroky_document && (
              <small className="p-error" role="alert">
                {errors.kroky_document}
              </small>
            )}
          </label>
          <div className="form-actions">
            <Button type="submit" label={t('edit.kroky')} outlined loading={busy} />
          </div>
        </form>
      )}
    </>
  );
}
