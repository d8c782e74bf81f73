/**
 * One event the current status accepts: its label and name as the send button,
 * where it leads, who may send it, the spec lines it comes from, its guard and
 * the refusals the guard may report, and — for events that carry a payload — an
 * editor prefilled with the transition's `example`.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyStateMachine } from 'xstate';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { Tag } from 'primereact/tag';
import type { TransitionInfo } from '../../../machines/core/describe';
import type { Refusal } from '../../../machines/core/types';
import { pick, type Lang } from '../../../shared/label';
import { message } from '../../shared/i18n';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { formatPayload, parsePayload } from './explorer';
import { accountTypeLabel, partyLabel, permissionLabel, statusLabel } from './labels';
import { SpecLines } from './SpecLines';

export interface EventCardProps {
  machine: AnyStateMachine;
  lang: Lang;
  event: string;
  /** the transitions of this event from the current status (several when guards choose the target) */
  transitions: TransitionInfo[];
  /** the editor's text; undefined until the tester edits it (then the example shows) */
  text: string | undefined;
  onText: (text: string | undefined) => void;
  onSend: (payload: Record<string, unknown>) => void;
  busy: boolean;
  /** the field refusal this event got last, shown under the editor like a 422 under its field */
  fieldRefusal?: Refusal;
}

/** Whether an event's card shows a payload editor: it is guarded or its example carries fields. */
export const takesPayload = (transitions: TransitionInfo[]) => transitions.some((t) => t.guard || Object.keys(t.meta.example ?? {}).length > 0);

/** A guard of several rules may report the same words for more than one of them (e.g. a missing and a wrong vote): list them once. */
const distinct = (refusals: Refusal[]) => {
  const said = (r: Refusal) => `${message(r.message)}|${r.field ?? ''}|${r.code ?? ''}`;
  return refusals.filter((r, i) => refusals.findIndex((x) => said(x) === said(r)) === i);
};

export function EventCard({ machine, lang, event, transitions, text, onText, onSend, busy, fieldRefusal }: EventCardProps) {
  const { t } = useTranslation('workflows');
  const uid = useId();
  const first = transitions[0];
  // guard alternatives of one event may be labelled apart (clearance VOTE: Accept / Reject): name them all
  const label = [...new Set(transitions.map((tr) => pick(tr.meta.label, lang)))].join(' / ');
  const editable = takesPayload(transitions);
  const value = text ?? formatPayload(first.meta.example);
  const parsed = parsePayload(value);
  const who = first.meta.who;
  const specLines = [...new Set(transitions.flatMap((tr) => tr.meta.spec))];
  const guarded = transitions.filter((tr) => tr.guard);
  const errorId = `${uid}-error`;
  const hintId = `${uid}-hint`;
  const send = () => {
    if (parsed.ok) onSend(parsed.value);
  };

  return (
    <article className="wf-event" data-event={event} aria-label={`${label} ${event}`}>
      <div className="wf-event-head">
        <Button type="button" className="wf-send" onClick={send} disabled={busy || !parsed.ok} aria-label={`${label} ${event}`}>
          <span className="wf-send-label">{label}</span>
          <code className="wf-code">{event}</code>
        </Button>
        {transitions.length === 1 && (
          <span className="wf-target">
            <i className={`pi ${lang === 'ar' ? 'pi-arrow-left' : 'pi-arrow-right'}`} aria-hidden="true" />
            <span className="wf-sr-only">{t('event.to')}</span>
            <StatusBadge machine={machine} status={first.to} />
          </span>
        )}
      </div>

      {transitions.length > 1 && (
        <div className="wf-alternatives">
          <p className="wf-small">{t('event.alternatives')}</p>
          <ol>
            {transitions.map((tr, i) => (
              <li key={i}>
                <StatusBadge machine={machine} status={tr.to} />
                {tr.guard && <code className="wf-guard-name">[{tr.guard}]</code>}
                {editable && tr.meta.example && (
                  <Button
                    type="button"
                    link
                    size="small"
                    className="wf-link"
                    label={t('event.useExample', { status: statusLabel(machine, tr.to, lang) })}
                    onClick={() => onText(formatPayload(tr.meta.example))}
                  />
                )}
              </li>
            ))}
          </ol>
        </div>
      )}

      <dl className="wf-meta">
        <dt>{t('event.who')}</dt>
        <dd className="wf-chips">
          {!who.permissions?.length && !who.accountTypes?.length && !who.party && <span className="muted">{t('event.anyone')}</span>}
          {who.permissions?.map((p) => (
            <Tag key={p} className="wf-chip perm" value={permissionLabel(p, lang)} title={`${t('event.permissions')}: ${p}`} />
          ))}
          {who.accountTypes?.map((a) => (
            <Tag key={a} className="wf-chip type" value={accountTypeLabel(a, lang)} title={`${t('event.accountTypes')}: ${a}`} />
          ))}
          {who.party && <Tag className="wf-chip party" value={partyLabel(machine, who.party, lang)} title={`${t('event.party')}: ${who.party}`} />}
        </dd>
        {guarded.length > 0 && (
          <>
            <dt>{t('event.refusedWith')}</dt>
            <dd>
              <ul className="wf-refusals">
                {guarded.map((tr, i) => (
                  <li key={`${tr.guard}-${i}`}>
                    <span className="wf-guard-line">
                      <svg className="wf-shield" viewBox="0 0 12 14" aria-hidden="true">
                        <path d="M6 0 L12 2.4 V6.8 C12 10.4 9.6 12.9 6 14 C2.4 12.9 0 10.4 0 6.8 V2.4 Z" />
                      </svg>
                      <code className="wf-guard-name">{tr.guard}</code>
                    </span>
                    {/* one refusal a line: a guard of several rules reads as the list of what it checks */}
                    <ul className="wf-refusal-list">
                      {distinct(tr.guardRefusals ?? []).map((r, j) => (
                        <li key={j} className="wf-refusal-text">
                          «{message(r.message)}»{r.field ? <code className="wf-field"> {r.field}</code> : null}
                          {r.code ? <span className="wf-field"> · {t('outcome.code', { code: r.code })}</span> : null}
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
        <dt>{t('event.spec')}</dt>
        <dd>
          <SpecLines lines={specLines} />
        </dd>
      </dl>

      {first.meta.confirm && (
        <p className="wf-confirm">
          <i className="pi pi-question-circle" aria-hidden="true" /> {t('event.confirm', { question: pick(first.meta.confirm, lang) })}
        </p>
      )}

      {editable && (
        <div className="wf-payload">
          <div className="wf-payload-head">
            <label htmlFor={`${uid}-payload`}>{t('event.payload', { event })}</label>
            <Button type="button" link size="small" className="wf-link" label={t('event.restore')} onClick={() => onText(undefined)} disabled={text === undefined} />
          </div>
          <InputTextarea
            id={`${uid}-payload`}
            value={value}
            onChange={(e) => onText(e.target.value)}
            rows={Math.min(8, Math.max(2, value.split('\n').length))}
            dir="ltr"
            spellCheck={false}
            className={`wf-json${parsed.ok && !fieldRefusal ? '' : ' p-invalid'}`}
            aria-invalid={!parsed.ok || !!fieldRefusal}
            aria-describedby={`${hintId} ${errorId}`}
          />
          <small id={hintId} className="wf-small">
            {t('event.payloadHint')}
          </small>
          <small id={errorId} className="p-error" role={!parsed.ok || fieldRefusal ? 'alert' : undefined}>
            {!parsed.ok
              ? t(parsed.error === 'json' ? 'event.invalidJson' : 'event.notObject')
              : fieldRefusal
                ? t('event.fieldError', { field: fieldRefusal.field, message: message(fieldRefusal.message) })
                : ''}
          </small>
        </div>
      )}
    </article>
  );
}
