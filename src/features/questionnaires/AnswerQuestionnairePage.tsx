/**
 * /questionnaires/myQuestionnaires/{questionnaire_id} (AnswerQuestionnaire, spec 000 §2, 001 §2): the user answers a
 * questionnaire sent to them, group by group. The response follows machines/questionnaireResponse: the form is
 * offered only while the machine takes ANSWER (pending, the respondent), its guard (every required question
 * answered) runs before the call, and the server runs the same. Once answered, the answers are shown read-only;
 * the required-questionnaire warning (NotificationBell) stops at the next navigation.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { RadioButton } from 'primereact/radiobutton';
import { Checkbox } from 'primereact/checkbox';
import { Skeleton } from 'primereact/skeleton';
import { PageHeader } from '../../shared/ui/PageHeader';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { isApiFailure } from '../../shared/api/errors';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { message } from '../../shared/i18n';
import { formatDateTime } from '../../shared/lib/dates';
import { useLifecycle, type ClientActor } from '../../shared/workflow/useLifecycle';
import { QUESTIONNAIRE_LIMITS, RATING_MAX, RATING_MIN } from '../../../shared/rules/questionnaires';
import { isAnswered, questionnaireResponseMachine } from '../../../machines';
import { answerQuestionnaire, useMyQuestionnaire, type MyQuestionnaireDetail, type QuestionnaireAnswer } from './api';
import { invalidatePaths } from '../../shared/api/query';
import './questionnaires.css';

type Answer = QuestionnaireAnswer['answer'];
type ResponseRecord = { id: number; status: string; required_question_ids: number[]; questionnaire: MyQuestionnaireDetail };

/** ANSWER's client actor: the answers go to the server's runtime. */
const actors: Record<string, ClientActor<ResponseRecord>> = {
  answer: async ({ record, event }) => {
    const answers = (event as unknown as { answers: QuestionnaireAnswer[] }).answers;
    const saved = (await answerQuestionnaire(record.questionnaire.id, answers)).data;
    return { ...record, status: saved.response_status, questionnaire: saved };
  },
};

/** Unanswered as the machine's guard counts it. */
const isEmpty = (a: Answer | undefined) => !isAnswered(a);

export default function AnswerQuestionnairePage() {
  const { t } = useTranslation('questionnaires');
  const id = Number(useParams().questionnaire_id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useMyQuestionnaire(valid ? id : null);
  if (!valid || (query.isError && isApiFailure(query.error) && query.error.status === 404)) {
    return (
      <>
        <PageHeader title={t('titles.answer')} />
        <div className="state-panel state-error" role="alert">
          <p>{t('mine.notFound')}</p>
          <Link to="/questionnaires/myQuestionnaires" className="p-button p-button-outlined">
            {t('titles.mine')}
          </Link>
        </div>
      </>
    );
  }
  if (query.isError) return <LoadFailed error={query.error} title={t('form.loadFailed')} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <Skeleton height="16rem" />;
  // a new questionnaire gets a fresh form (the answers typed belong to the one shown)
  return <AnswerForm key={query.data.id} q={query.data} />;
}

function AnswerForm({ q }: { q: MyQuestionnaireDetail }) {
  const { t } = useTranslation('questionnaires');
  const client = useQueryClient();
  const record: ResponseRecord = {
    id: q.id,
    status: q.response_status,
    required_question_ids: q.groups.flatMap((g) => g.questions.filter((x) => x.is_required === 1).map((x) => x.id)),
    questionnaire: q,
  };
  const lifecycle = useLifecycle(questionnaireResponseMachine, actors, ['respondent']);
  const canAnswer = q.status === 'published' && lifecycle.available(record.status).includes('ANSWER');
  const given = new Map(q.answers.map((a) => [a.question_id, a.answer]));
  const [answers, setAnswers] = useState<Record<number, Answer>>({});
  const [missing, setMissing] = useState<Set<number>>(new Set());
  const set = (questionId: number, value: Answer) => {
    setAnswers((prev) => ({ ...prev, [questionId]: value }));
    if (!isEmpty(value)) setMissing((prev) => (prev.has(questionId) ? new Set([...prev].filter((x) => x !== questionId)) : prev));
  };

  const send = useMutation({
    mutationFn: () =>
      lifecycle.run(record, {
        type: 'ANSWER',
        answers: q.groups.flatMap((g) => g.questions.map((x) => ({ question_id: x.id, answer: answers[x.id] ?? null }))),
      } as never),
    onSuccess: async () => {
      notify('success', t('mine.sent'));
      // the bell's list carries the required-questionnaire flag: read it again so the warning stops now
      await invalidatePaths(client, '/general/questionnaires/myQuestionnaires', '/general/questionnaires/myQuestionnaires/', '/general/notification/user_notification');
    },
    onError: (e) => {
      if (isApiFailure(e) && e.status === 422) {
        setMissing(new Set(record.required_question_ids.filter((x) => isEmpty(answers[x]))));
        notify('danger', e.errors ? message(Object.values(e.errors)[0]?.[0]) : e.message);
      } else notifyFailure(e);
    },
  });

  return (
    <>
      <PageHeader title={q.title} subtitle={q.description ?? undefined} />
      <p className="questionnaire-state">
        <StatusBadge machine={questionnaireResponseMachine} status={q.response_status} />
        {q.answered_at && (
          <span className="muted">
            {' '}
            {t('mine.answeredAt')} <bdi dir="ltr">{formatDateTime(q.answered_at)}</bdi>
          </span>
        )}
        {q.is_required === 1 && q.response_status === 'pending' && <span className="questionnaire-required"> {t('mine.requiredNote')}</span>}
      </p>
      {!canAnswer && q.response_status === 'pending' && (
        <p className="state-panel" role="status">
          {t('mine.closed')}
        </p>
      )}
      <form
        className="questionnaire-answer"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (canAnswer) send.mutate();
        }}
      >
        {canAnswer && <p className="muted">{t('mine.requiredLegend')}</p>}
        {q.groups.map((g) => (
          <fieldset key={g.id} className="questionnaire-group">
            <legend>
              <bdi>{g.title}</bdi>
            </legend>
            {g.questions.map((x) => (
              <QuestionField key={x.id} question={x} value={canAnswer ? answers[x.id] : given.get(x.id)} readOnly={!canAnswer} missing={missing.has(x.id)} onChange={(value) => set(x.id, value)} />
            ))}
          </fieldset>
        ))}
        {canAnswer && (
          <div className="form-actions">
            <Button type="submit" icon="pi pi-send" label={t('mine.submit')} loading={send.isPending} />
          </div>
        )}
      </form>
      <p>
        <Link to="/questionnaires/myQuestionnaires">{t('mine.back')}</Link>
      </p>
    </>
  );
}

function QuestionField({
  question: x,
  value,
  readOnly,
  missing,
  onChange,
}: {
  question: MyQuestionnaireDetail['groups'][number]['questions'][number];
  value: Answer | undefined;
  readOnly: boolean;
  missing: boolean;
  onChange: (value: Answer) => void;
}) {
  const { t } = useTranslation('questionnaires');
  const id = `question-${x.id}`;
  const errorId = `${id}-error`;
  const required = x.is_required === 1;
  const label = (
    <>
      <bdi>{x.title}</bdi>
      {required && (
        <span className="questionnaire-required" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </>
  );
  const described = missing ? errorId : undefined;
  const error = missing && (
    <small id={errorId} className="p-error" role="alert">
      {t('mine.requiredMissing')}
    </small>
  );
  if (readOnly && isEmpty(value))
    return (
      <div className="questionnaire-answer-field">
        <p className="field-label">{label}</p>
        <p className="muted">{t('mine.unanswered')}</p>
      </div>
    );
  switch (x.type) {
    case 'text':
    case 'textarea': {
      const Input = x.type === 'text' ? InputText : InputTextarea;
      return (
        <div className="questionnaire-answer-field">
          <label htmlFor={id}>{label}</label>
          <Input
            id={id}
            dir="auto"
            value={typeof value === 'string' ? value : ''}
            maxLength={QUESTIONNAIRE_LIMITS.answerText}
            readOnly={readOnly}
            aria-required={required}
            aria-invalid={missing || undefined}
            aria-describedby={described}
            invalid={missing}
            onChange={(e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value)}
            {...(x.type === 'textarea' ? { rows: 3, autoResize: true } : {})}
          />
          {error}
        </div>
      );
    }
    case 'single':
    case 'rating': {
      const choices = x.type === 'rating' ? Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => String(RATING_MIN + i)) : x.options;
      const current = value === null || value === undefined ? '' : String(value);
      return (
        <fieldset className="questionnaire-answer-field" aria-describedby={described}>
          <legend>{label}</legend>
          <div className={x.type === 'rating' ? 'choice-row' : 'choice-list'} role="radiogroup" aria-label={x.title} aria-required={required} aria-invalid={missing || undefined}>
            {choices.map((c, i) => (
              <div key={c} className="checkbox-item">
                <RadioButton inputId={`${id}-${i}`} name={id} value={c} checked={current === c} disabled={readOnly} onChange={() => onChange(x.type === 'rating' ? Number(c) : c)} />
                <label htmlFor={`${id}-${i}`}>{x.type === 'rating' ? c : <bdi>{c}</bdi>}</label>
              </div>
            ))}
          </div>
          {x.type === 'rating' && <p className="muted">{t('mine.ratingHint')}</p>}
          {error}
        </fieldset>
      );
    }
    case 'multiple': {
      const chosen = Array.isArray(value) ? value : [];
      return (
        <fieldset className="questionnaire-answer-field" aria-describedby={described}>
          <legend>{label}</legend>
          <div className="choice-list">
            {x.options.map((c, i) => (
              <div key={c} className="checkbox-item">
                <Checkbox inputId={`${id}-${i}`} checked={chosen.includes(c)} disabled={readOnly} onChange={() => onChange(chosen.includes(c) ? chosen.filter((o) => o !== c) : [...chosen, c])} />
                <label htmlFor={`${id}-${i}`}>
                  <bdi>{c}</bdi>
                </label>
              </div>
            ))}
          </div>
          {error}
        </fieldset>
      );
    }
  }
}
