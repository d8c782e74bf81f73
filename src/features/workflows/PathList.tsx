/**
 * The journal of an exploration, oldest first: the steps of the path taken
 * (status → EVENT → status), and between them what was refused or failed and
 * left the status where it was, each with its time.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyStateMachine } from 'xstate';
import { Tag } from 'primereact/tag';
import type { Lang } from '../../../shared/label';
import { message } from '../../shared/i18n';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import type { Entry } from './explorer';
import { statusLabel } from './labels';

const pad = (n: number) => String(n).padStart(2, '0');
/** The time of an entry to the second: testers compare steps a few seconds apart. */
export const clock = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

const kindSeverity = { step: 'success', refused: 'danger', failed: 'danger', jump: 'secondary', context: 'secondary' } as const;

export function PathList({ machine, lang, journal }: { machine: AnyStateMachine; lang: Lang; journal: Entry[] }) {
  const { t } = useTranslation('workflows');
  const titleId = useId();
  const steps = journal.filter((e) => e.kind === 'step').length;
  const arrow = <i className={`pi ${lang === 'ar' ? 'pi-arrow-left' : 'pi-arrow-right'} wf-arrow-icon`} aria-hidden="true" />;
  return (
    <section className="wf-card wf-path" aria-labelledby={titleId}>
      <header className="wf-card-head">
        <h2 id={titleId}>{t('path.title')}</h2>
        <span className="muted" data-testid="path-count">
          {t('path.count', { count: steps })}
        </span>
      </header>
      {journal.length === 0 ? (
        <p className="wf-empty">{t('path.empty')}</p>
      ) : (
        <ol className="wf-journal" aria-label={t('path.title')}>
          {journal.map((entry, i) => (
            <li key={i} className={`wf-entry ${entry.kind}`} data-kind={entry.kind}>
              <time className="wf-time" dateTime={entry.at.toISOString()}>
                {clock(entry.at)}
              </time>
              <Tag className="wf-kind" severity={kindSeverity[entry.kind]} value={t(`path.${entry.kind}`)} />
              <div className="wf-entry-body">
                {entry.kind === 'step' && (
                  <span className="wf-entry-line">
                    <StatusBadge machine={machine} status={entry.from} />
                    {arrow}
                    <code className="wf-code">{entry.event}</code>
                    {arrow}
                    <StatusBadge machine={machine} status={entry.to} />
                  </span>
                )}
                {(entry.kind === 'refused' || entry.kind === 'failed') && (
                  <>
                    <span className="wf-entry-line">
                      <StatusBadge machine={machine} status={entry.status} />
                      <i className="pi pi-ban wf-arrow-icon" aria-hidden="true" />
                      <code className="wf-code">{entry.event}</code>
                    </span>
                    <span className="wf-entry-message">
                      {message(entry.kind === 'refused' ? entry.refusal.message : entry.failure.message)}
                      {/* each detail isolated: Latin (HTTP 422, field names) inside Arabic would otherwise reorder */}
                      <span className="wf-entry-details muted">
                        {[
                          t('outcome.http', { status: entry.kind === 'refused' ? entry.refusal.status : entry.failure.status }),
                          entry.kind === 'refused' && entry.refusal.code ? t('outcome.code', { code: entry.refusal.code }) : null,
                          entry.kind === 'refused' && entry.refusal.field ? t('outcome.field', { field: entry.refusal.field }) : null,
                        ]
                          .filter((d): d is string => !!d)
                          .map((d) => (
                            <bdi key={d}>{d}</bdi>
                          ))}
                      </span>
                    </span>
                  </>
                )}
                {entry.kind === 'jump' && <span>{t('path.jumpText', { from: statusLabel(machine, entry.from, lang), to: statusLabel(machine, entry.to, lang) })}</span>}
                {entry.kind === 'context' && <span>{t('path.contextText', { status: statusLabel(machine, entry.status, lang) })}</span>}
                {'payload' in entry && Object.keys(entry.payload).length > 0 && (
                  <code className="wf-payload-inline" dir="ltr" title={t('path.payload')}>
                    {JSON.stringify(entry.payload)}
                  </code>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
