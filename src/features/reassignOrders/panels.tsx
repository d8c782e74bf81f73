/**
 * The panels of an order's steps: the form (answered question by question with its live penalties), the camps'
 * approval, the company's payment attachment, the staff's review of it, the signatures and the re-delivery file;
 * and the read-only sections the details show.
 */
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Skeleton } from 'primereact/skeleton';
import { Tag } from 'primereact/tag';
import { Field } from '../../shared/ui/Field';
import { FileLink } from '../../shared/ui/StoredFile';
import { notifyFailure } from '../../shared/ui/notify';
import { formatDateTime } from '../../shared/lib/dates';
import { isApiFailure } from '../../shared/api/errors';
import { Sar } from '../../shared/payments/Sar';
import { RejectPaymentDialog } from '../../shared/payments/PaymentDialogs';
import { message } from '../../shared/i18n';
import { formatSar, parseSar } from '../../../shared/money';
import { penaltyLines, penaltyTotal } from '../../../shared/rules/reassignOrders';
import { answerErrors } from '../../../shared/rules/handover';
import { LIST_PATH } from '../../../machines';
import type { ReassignOrder } from './api';
import { EventButton, ReappointDialog, UploadForm, optionOf, type useOrderRun } from './orderActions';
import { CampChecklist } from './shared';

type Run = ReturnType<typeof useOrderRun>;
type PanelProps = { order: ReassignOrder; run: Run };

const useLang = () => (useTranslation().i18n.language === 'en' ? 'en' : 'ar');

/** A question as the form panel asks it. */
type Asked = NonNullable<ReassignOrder['form']>['questions'][number];

/**
 * …/form/{form}: choose one of the type's forms, then answer its questions by their type; each "no" and each
 * counted unit prices a penalty, shown as it is typed (the server's rule, shared/rules/reassignOrders.ts).
 * The details carry the questions and prices of the form in the address (`form_id`), or of the form already
 * chosen; choosing another form opens its address.
 */
export function FormPanel({ order, run, formId, loading }: PanelProps & { formId: number; loading: boolean }) {
  const { t } = useTranslation('reassignOrders');
  const navigate = useNavigate();
  const mine = order.form && (order.form.id === formId || !formId) ? order.form : null;
  const questions: Asked[] | null = mine ? mine.questions : null;
  const [values, setValues] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    setValues(Object.fromEntries((questions ?? []).map((q) => [q.question_id, q.answer ?? ''])));
    setErrors({});
  }, [questions]);
  const answers = useMemo(() => new Map(Object.entries(values).map(([k, v]) => [Number(k), v])), [values]);
  const lines = useMemo(() => penaltyLines(questions ?? [], answers), [questions, answers]);
  const option = optionOf(order, 'SUBMIT_FORM');
  const base = `${LIST_PATH[order.type]}/${order.id}/form`;
  const chosen = order.forms.find((f) => f.id === formId) ?? (mine ? { id: mine.id, name: mine.name } : undefined);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!chosen) return setErrors({ form_id: t('form.chooseForm') });
    const local = answerErrors(
      (questions ?? []).map((q) => ({ ...q, required: q.required === 1 })),
      answers,
    );
    if (Object.keys(local).length) {
      setErrors(Object.fromEntries(Object.entries(local).map(([k, v]) => [k, t(`rules.${v[0]!.split('.').pop()!}`)])));
      return;
    }
    setErrors({});
    try {
      await run.mutateAsync({ type: 'SUBMIT_FORM', form_id: chosen.id, answers: values });
    } catch (err) {
      if (isApiFailure(err) && err.status === 422 && err.errors) setErrors(Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [k, v[0]!])));
      else notifyFailure(err);
    }
  };

  const input = (q: Asked): ReactNode => {
    const id = `q-${q.question_id}`;
    const value = values[q.question_id] ?? '';
    const set = (v: string) => setValues((old) => ({ ...old, [q.question_id]: v }));
    const invalid = !!errors[`answers.${q.question_id}`];
    const radios = (items: Array<{ value: string; label: string }>) => (
      <div id={id} role="radiogroup" aria-label={q.title} aria-invalid={invalid} className="reassign-choices">
        {items.map((o) => (
          <label key={o.value} className="reassign-choice">
            <input type="radio" name={id} value={o.value} checked={value === o.value} onChange={() => set(o.value)} /> <bdi dir="auto">{o.label}</bdi>
          </label>
        ))}
      </div>
    );
    switch (q.type) {
      case 'yes_no':
        return radios([
          { value: 'yes', label: t('form.yes') },
          { value: 'no', label: t('form.no') },
        ]);
      case 'choice':
        return radios(q.options.map((o) => ({ value: String(o.id), label: o.name })));
      case 'number':
        return <InputText id={id} value={value} onChange={(e) => set(e.target.value)} inputMode="decimal" dir="ltr" invalid={invalid} />;
      case 'date':
        return <InputText id={id} type="date" value={value} onChange={(e) => set(e.target.value)} dir="ltr" invalid={invalid} />;
      default:
        return <InputTextarea id={id} value={value} onChange={(e) => set(e.target.value)} rows={2} maxLength={2000} dir="auto" invalid={invalid} />;
    }
  };

  return (
    <section className="reassign-section" aria-labelledby="reassign-form-title">
      <h2 id="reassign-form-title">{t('form.title')}</h2>
      <form className="area-form" onSubmit={(e) => void submit(e)} noValidate>
        <fieldset className="reassign-forms">
          <legend>{t('form.chooseForm')}</legend>
          {order.forms.length === 0 && !mine && <p className="muted">{t('form.noForms')}</p>}
          <div className="reassign-choices">
            {(order.forms.length ? order.forms : mine ? [{ id: mine.id, name: mine.name }] : []).map((f) => (
              <label key={f.id} className="reassign-choice">
                <input type="radio" name="reassign-form" checked={f.id === formId} onChange={() => void navigate(`${base}/${f.id}`, { replace: true })} /> <bdi dir="auto">{f.name}</bdi>
              </label>
            ))}
          </div>
          {errors.form_id && (
            <small className="p-error" role="alert">
              {message(errors.form_id)}
            </small>
          )}
        </fieldset>
        {chosen && !questions && (loading ? <Skeleton height="10rem" /> : <p className="muted">{t('form.questionsUnavailable')}</p>)}
        {questions && (
          <>
            {questions.length === 0 && <p className="muted">{t('form.noQuestions')}</p>}
            <div className="area-fields">
              {questions.map((q) => (
                <Field key={q.question_id} id={`q-${q.question_id}`} label={q.title} required={q.required === 1} error={errors[`answers.${q.question_id}`]}>
                  {input(q)}
                </Field>
              ))}
            </div>
            <PenaltyTable
              title={t('penalties.live')}
              rows={lines.map((l) => ({ ...l, title: questions.find((q) => q.question_id === l.question_id)?.title ?? '', amount: formatSar(l.amount) }))}
              total={formatSar(penaltyTotal(lines))}
            />
          </>
        )}
        {option && (
          <div className="form-actions">
            <Button
              type="submit"
              label={option.label}
              icon="pi pi-check"
              loading={run.isPending}
              disabled={!option.allowed || !chosen}
              aria-describedby={!option.allowed && option.reason ? 'why-submit-form' : undefined}
              data-event="SUBMIT_FORM"
            />
            {!option.allowed && option.reason && (
              <small className="muted" id="why-submit-form">
                {option.reason}
              </small>
            )}
          </div>
        )}
      </form>
    </section>
  );
}

/** The penalties: each priced answer, its units and amount, and the total. */
export function PenaltyTable({ title, rows, total }: { title: string; rows: Array<{ question_id: number; title: string; quantity: number; amount: string }>; total: string }) {
  const { t } = useTranslation('reassignOrders');
  const lang = useLang();
  const id = useId();
  return (
    <section className="reassign-section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {rows.length === 0 ? (
        <p className="muted">{t('penalties.none')}</p>
      ) : (
        <div className="reassign-table-scroll">
          <table className="reassign-table" data-testid="penalty-lines">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('penalties.question')}</th>
                <th scope="col">{t('penalties.quantity')}</th>
                <th scope="col">{t('penalties.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.question_id}>
                  <td>
                    <bdi dir="auto">{r.title}</bdi>
                  </td>
                  <td>
                    <bdi dir="ltr">{r.quantity}</bdi>
                  </td>
                  <td>
                    <Sar value={r.amount} lang={lang} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <dl className="reassign-total">
        <dt>{t('penalties.total')}</dt>
        <dd>
          <Sar value={total} lang={lang} testId="penalty-total" />
        </dd>
      </dl>
    </section>
  );
}

/** …/form/{form}/approve-camps: the camps to approve (all at first), the penalties the answers priced, approve. */
export function ApproveCampsPanel({ order, run }: PanelProps) {
  const { t } = useTranslation('reassignOrders');
  const [camps, setCamps] = useState<number[]>(() => order.camps.map((c) => c.assign_camp_id));
  const [error, setError] = useState<string | undefined>();
  const option = optionOf(order, 'APPROVE_CAMPS');
  const approve = async () => {
    try {
      setError(undefined);
      await run.mutateAsync({ type: 'APPROVE_CAMPS', camps, penalty_amount: parseSar(order.penalty_amount) ?? 0 });
    } catch (e) {
      const errors = isApiFailure(e) ? e.errors : undefined;
      const onCamps = errors?.camps ?? errors?.assign_camp_ids;
      if (onCamps) setError(onCamps[0]);
      else notifyFailure(e);
    }
  };
  return (
    <section className="reassign-section" aria-labelledby="reassign-approve-title">
      <h2 id="reassign-approve-title">{t('approve.title')}</h2>
      <CampChecklist id="approve-camps" legend={t('approve.camps')} camps={order.camps} value={camps} onChange={setCamps} invalid={!!error} disabled={!option?.allowed} />
      {error && (
        <small className="p-error" role="alert">
          {message(error)}
        </small>
      )}
      <PenaltyTable title={t('penalties.title')} rows={order.penalties} total={order.penalty_amount} />
      <div className="form-actions">
        <EventButton order={order} event="APPROVE_CAMPS" run={run} icon="pi pi-check" onClick={() => void approve()} />
      </div>
    </section>
  );
}

/** …/payment-attachment (the company): the penalty to pay, the last rejection's reason, the upload. */
export function PaymentPanel({ order, run }: PanelProps) {
  const { t } = useTranslation('reassignOrders');
  const lang = useLang();
  const option = optionOf(order, 'PAY_PENALTIES');
  return (
    <section className="reassign-section" aria-labelledby="reassign-pay-title">
      <h2 id="reassign-pay-title">{t('payment.title')}</h2>
      <dl className="record-view">
        <dt>{t('payment.due')}</dt>
        <dd>
          <Sar value={order.penalty_amount} lang={lang} testId="penalty-due" />
        </dd>
        {order.payment_rejection_reason && (
          <>
            <dt>{t('payment.lastRejection')}</dt>
            <dd>
              <bdi dir="auto" data-testid="payment-rejection">
                {order.payment_rejection_reason}
              </bdi>
            </dd>
          </>
        )}
        {order.payment_attachment && (
          <>
            <dt>{t('fields.payment_attachment')}</dt>
            <dd>
              <FileLink url={order.payment_attachment.url} name={order.payment_attachment.name} size={order.payment_attachment.size} />
            </dd>
          </>
        )}
      </dl>
      {option?.allowed ? (
        <UploadForm id="payment-attachment" field="payment_attachment" event="PAY_PENALTIES" label={t('fields.payment_attachment')} hint={t('payment.hint')} submit={option.label} run={run} />
      ) : (
        <p className="muted">{option?.reason ?? t('payment.awaiting')}</p>
      )}
    </section>
  );
}

/** …/payment-attachment/view (staff): open the attachment; accept it (after a confirmation) or reject it with a reason. */
export function PaymentReviewPanel({ order, run }: PanelProps) {
  const { t } = useTranslation('reassignOrders');
  const lang = useLang();
  const [rejecting, setRejecting] = useState(false);
  return (
    <section className="reassign-section" aria-labelledby="reassign-review-title">
      <h2 id="reassign-review-title">{t('review.title')}</h2>
      <dl className="record-view">
        <dt>{t('payment.due')}</dt>
        <dd>
          <Sar value={order.penalty_amount} lang={lang} />
        </dd>
        <dt>{t('fields.payment_attachment')}</dt>
        <dd>
          {order.payment_attachment ? (
            <FileLink url={order.payment_attachment.url} name={order.payment_attachment.name} size={order.payment_attachment.size} />
          ) : (
            <span className="muted">{t('view.noFile')}</span>
          )}
        </dd>
      </dl>
      <div className="form-actions">
        <EventButton order={order} event="ACCEPT_PAYMENT" run={run} icon="pi pi-check" severity="success" />
        <EventButton order={order} event="REJECT_PAYMENT" run={run} icon="pi pi-times" severity="danger" outlined onClick={() => setRejecting(true)} />
      </div>
      <RejectPaymentDialog
        open={rejecting}
        onClose={() => setRejecting(false)}
        onSubmit={async ({ rejection_reason }) => {
          await run.mutateAsync({ type: 'REJECT_PAYMENT', rejection_reason });
          setRejecting(false);
        }}
      />
    </section>
  );
}

/** The signatures: one row per signer of the form, signed or not, by whom and when. */
export function SignaturesTable({ order }: { order: ReassignOrder }) {
  const { t } = useTranslation('reassignOrders');
  const none = t('view.none');
  if (order.signatures.length === 0) return <p className="muted">{t('signature.none')}</p>;
  return (
    <div className="reassign-table-scroll">
      <table className="reassign-table" data-testid="signatures">
        <caption className="visually-hidden">{t('signature.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('signature.type')}</th>
            <th scope="col">{t('fields.status')}</th>
            <th scope="col">{t('signature.by')}</th>
            <th scope="col">{t('signature.at')}</th>
          </tr>
        </thead>
        <tbody>
          {order.signatures.map((s) => (
            <tr key={s.type_id}>
              <td>{s.type_name}</td>
              <td>
                <Tag value={s.status === 'signed' ? t('signature.signed') : t('signature.unsigned')} severity={s.status === 'signed' ? 'success' : 'warning'} />
              </td>
              <td>{s.signed_by_name ? <bdi dir="auto">{s.signed_by_name}</bdi> : none}</td>
              <td>{s.signed_at ? <bdi dir="ltr">{formatDateTime(s.signed_at)}</bdi> : none}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** …/re-delivery/signature: the signatures, Sign, a re-appointment, and closing the signatures once none is missing. */
export function SignaturePanel({ order, run }: PanelProps) {
  const { t } = useTranslation('reassignOrders');
  const [reappointing, setReappointing] = useState(false);
  return (
    <section className="reassign-section" aria-labelledby="reassign-sign-title">
      <h2 id="reassign-sign-title">{t('signature.title')}</h2>
      <p>
        {t('fields.missed')}: <bdi dir="ltr">{order.MissedSignCount}</bdi>
      </p>
      <SignaturesTable order={order} />
      <div className="form-actions">
        <EventButton order={order} event="SIGN" run={run} icon="pi pi-pen-to-square" />
        <EventButton order={order} event="REAPPOINT" run={run} icon="pi pi-calendar" outlined onClick={() => setReappointing(true)} />
        <EventButton order={order} event="COMPLETE_SIGNATURES" run={run} icon="pi pi-check-circle" severity="success" />
      </div>
      <ReappointDialog open={reappointing} onClose={() => setReappointing(false)} order={order} run={run} />
    </section>
  );
}

/** …/re-delivery/file: the kroky document (PDF or image). */
export function FilePanel({ order, run }: PanelProps) {
  const { t } = useTranslation('reassignOrders');
  const option = optionOf(order, 'UPLOAD_FILE');
  return (
    <section className="reassign-section" aria-labelledby="reassign-file-title">
      <h2 id="reassign-file-title">{t('file.title')}</h2>
      {option?.allowed ? (
        <UploadForm id="kroky-document" field="kroky_document" event="UPLOAD_FILE" label={t('fields.kroky_document')} hint={t('file.hint')} submit={option.label} run={run} />
      ) : (
        <p className="muted">{option?.reason ?? t('file.awaiting')}</p>
      )}
    </section>
  );
}

/** The details, read only: the form's answers, the penalties, the payment attachment, the signatures and the kroky document. */
export function OrderRecord({ order }: { order: ReassignOrder }) {
  const { t } = useTranslation('reassignOrders');
  const none = t('view.none');
  const answerText = (q: NonNullable<ReassignOrder['form']>['questions'][number]): ReactNode => {
    if (!q.answer) return none;
    if (q.type === 'yes_no') return q.answer === 'yes' ? t('form.yes') : q.answer === 'no' ? t('form.no') : <bdi dir="auto">{q.answer}</bdi>;
    if (q.type === 'choice') return <bdi dir="auto">{q.options.find((o) => String(o.id) === q.answer)?.name ?? q.answer}</bdi>;
    return <bdi dir={q.type === 'text' ? 'auto' : 'ltr'}>{q.answer}</bdi>;
  };
  return (
    <>
      <section className="reassign-section" aria-labelledby="reassign-answers-title">
        <h2 id="reassign-answers-title">
          {t('view.answers')}
          {order.form_name ? (
            <>
              : <bdi dir="auto">{order.form_name}</bdi>
            </>
          ) : null}
        </h2>
        {order.form && order.form.questions.length ? (
          <dl className="record-view">
            {order.form.questions.map((q) => (
              <div key={q.question_id} className="reassign-answer">
                <dt>
                  <bdi dir="auto">{q.title}</bdi>
                </dt>
                <dd>{answerText(q)}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="muted">{t('view.noAnswers')}</p>
        )}
      </section>
      <PenaltyTable title={t('penalties.title')} rows={order.penalties} total={order.penalty_amount} />
      <section className="reassign-section" aria-labelledby="reassign-files-title">
        <h2 id="reassign-files-title">{t('view.files')}</h2>
        <dl className="record-view">
          <dt>{t('fields.payment_attachment')}</dt>
          <dd>
            {order.payment_attachment ? (
              <FileLink url={order.payment_attachment.url} name={order.payment_attachment.name} size={order.payment_attachment.size} />
            ) : (
              <span className="muted">{t('view.noFile')}</span>
            )}
          </dd>
          <dt>{t('fields.kroky_document')}</dt>
          <dd>
            {order.kroky_document ? <FileLink url={order.kroky_document.url} name={order.kroky_document.name} size={order.kroky_document.size} /> : <span className="muted">{t('view.noFile')}</span>}
          </dd>
        </dl>
      </section>
      <section className="reassign-section" aria-labelledby="reassign-signatures-title">
        <h2 id="reassign-signatures-title">{t('signature.table')}</h2>
        <SignaturesTable order={order} />
      </section>
    </>
  );
}
