/**
 * One audit entry: who, when, what, and the record's values before and after as a table of fields — the changed
 * ones first and marked (in words, not only colour), the unchanged ones behind a toggle. Values are shown as people
 * read them: dates in the reader's format, flags as yes/no, lists and nested records as short lists, secrets
 * (already replaced by the server) as "hidden".
 */
import { useState, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';
import { REDACTED } from '../../../shared/auditLog';
import { Loading, LoadFailed } from '../../shared/ui/StatePanels';
import { Auto, Ltr } from '../../shared/ui/Bdi';
import { formatDateTime } from '../../shared/lib/dates';
import { useAuditEntry, type AuditDetail } from './api';
import { comparisonRows, isDateTime } from './compare';

interface Props {
  id: number | null;
  onHide: () => void;
  fieldLabel: (key: string) => string;
}

export function EntryDialog({ id, onHide, fieldLabel }: Props) {
  const { t } = useTranslation('auditLog');
  const query = useAuditEntry(id);
  const entry = query.data;
  const header = entry ? t('entryTitle', { event: entry.event_text, entity: entry.entity_text, id: entry.entity_id }) : t('view');
  return (
    <Dialog header={header} visible={id !== null} onHide={onHide} style={{ width: 'min(60rem, 96vw)' }} modal dismissableMask>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <LoadFailed error={query.error} title={t('loadFailed')} onRetry={() => void query.refetch()} />
      ) : (
        entry && <EntryView entry={entry} fieldLabel={fieldLabel} />
      )}
    </Dialog>
  );
}

function EntryView({ entry, fieldLabel }: { entry: AuditDetail; fieldLabel: (key: string) => string }) {
  const { t } = useTranslation('auditLog');
  const [showAll, setShowAll] = useState(false);
  const rows = comparisonRows(entry.old_value, entry.new_value);
  const changed = rows.filter((r) => r.changed);
  const unchanged = rows.filter((r) => !r.changed);
  const shown = showAll ? rows : changed;
  const created = !entry.old_value && !!entry.new_value;
  const deleted = !!entry.old_value && !entry.new_value;
  return (
    <div className="audit-entry">
      <dl className="facts audit-facts">
        <dt>{t('fields.at')}</dt>
        <dd>
          <Ltr>{formatDateTime(entry.at)}</Ltr>
        </dd>
        <dt>{t('fields.actor')}</dt>
        <dd>
          {entry.actor ? (
            <>
              <Auto>{entry.actor.name}</Auto>
              {entry.actor.email && (
                <>
                  {' '}
                  <Ltr className="muted">{entry.actor.email}</Ltr>
                </>
              )}
            </>
          ) : (
            t('system')
          )}
        </dd>
        <dt>{t('fields.entity')}</dt>
        <dd>
          {entry.entity_text} <Ltr className="audit-code">{entry.entity}</Ltr> — <Ltr>#{entry.entity_id}</Ltr>
        </dd>
        <dt>{t('fields.event')}</dt>
        <dd>
          {entry.event_text} {entry.event_text !== entry.event && <Ltr className="audit-code">{entry.event}</Ltr>}
        </dd>
        {entry.module && (
          <>
            <dt>{t('fields.module')}</dt>
            <dd>
              <Ltr>{entry.module}</Ltr>
            </dd>
          </>
        )}
        {entry.method && (
          <>
            <dt>{t('fields.method')}</dt>
            <dd>
              <Ltr>{entry.method}</Ltr>
            </dd>
          </>
        )}
        {entry.message && (
          <>
            <dt>{t('fields.message')}</dt>
            <dd>
              <Auto>{entry.message}</Auto>
            </dd>
          </>
        )}
        {entry.ip && (
          <>
            <dt>{t('fields.ip')}</dt>
            <dd>
              <Ltr>{entry.ip}</Ltr>
            </dd>
          </>
        )}
      </dl>
      {rows.length === 0 ? (
        <p className="muted">{t('compare.none')}</p>
      ) : (
        <>
          {(created || deleted) && <p className="muted">{t(created ? 'compare.created' : 'compare.deleted')}</p>}
          <div className="audit-compare-scroll">
            <table className="audit-compare">
              <caption className="visually-hidden">{t('compare.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('compare.field')}</th>
                  {!created && <th scope="col">{t('compare.before')}</th>}
                  {!deleted && <th scope="col">{t('compare.after')}</th>}
                </tr>
              </thead>
              <tbody>
                {shown.map((r) => (
                  <tr key={r.field} className={r.changed && !created && !deleted ? 'is-changed' : undefined}>
                    <th scope="row">
                      <span className="audit-field">{fieldLabel(r.field)}</span>
                      {/* its own line, at the start of the reader's side; the key itself reads left to right */}
                      <span>
                        <Ltr className="audit-code">{r.field}</Ltr>
                      </span>
                      {r.changed && !created && !deleted && <span className="audit-changed-mark">{t('compare.changed')}</span>}
                    </th>
                    {!created && (
                      <td data-label={t('compare.before')}>
                        <Value value={r.before} />
                      </td>
                    )}
                    {!deleted && (
                      <td data-label={t('compare.after')}>
                        <Value value={r.after} />
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {unchanged.length > 0 && !created && !deleted && (
            <Button
              type="button"
              text
              size="small"
              icon={showAll ? 'pi pi-eye-slash' : 'pi pi-eye'}
              label={showAll ? t('compare.hideUnchanged') : t('compare.unchanged', { count: unchanged.length })}
              aria-expanded={showAll}
              onClick={() => setShowAll((v) => !v)}
            />
          )}
        </>
      )}
    </div>
  );
}

/** One stored value, readable. */
export function Value({ value }: { value: unknown }): ReactNode {
  const { t, i18n } = useTranslation('auditLog');
  if (value === null || value === undefined || value === '') return <span className="muted">{t('value.empty')}</span>;
  if (value === REDACTED) return <span className="audit-redacted">{t('value.redacted')}</span>;
  if (typeof value === 'boolean') return t(value ? 'value.yes' : 'value.no');
  if (typeof value === 'number') return <Ltr>{String(value)}</Ltr>;
  if (isDateTime(value)) return <Ltr>{formatDateTime(value)}</Ltr>;
  if (typeof value === 'string') return <Auto className="audit-text">{value}</Auto>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="muted">{t('value.empty')}</span>;
    if (value.every((v) => typeof v !== 'object' || v === null)) return <Auto>{value.map((v) => String(v ?? '—')).join(i18n.language === 'en' ? ', ' : '، ')}</Auto>;
    return (
      <ol className="audit-nested">
        {value.map((v, i) => (
          <li key={i}>
            <Value value={v} />
          </li>
        ))}
      </ol>
    );
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (!entries.length) return <span className="muted">{t('value.empty')}</span>;
    return (
      <dl className="audit-nested">
        {entries.map(([k, v]) => (
          <div key={k}>
            <dt>
              <Ltr>{k}</Ltr>
            </dt>
            <dd>
              <Value value={v} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  // what JSON holds beyond these: nothing, but a bigint or symbol would still print
  return typeof value === 'bigint' ? value.toString() : null;
}
