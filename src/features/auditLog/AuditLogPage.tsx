/**
 * /logs: the audit log (issue 15 "Logs"), newest first. The filters live in the address — a record's history is
 * `?entity=countries&entity_id=12`, a person's changes `?actor_id=3` — and apply together from the filter bar's
 * button. Each row opens its entry (`?entry={id}`): the values before and after, side by side.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { Column, ListTable, useListParams, type FilterValues } from '../../shared/ui/list';
import { PageHeader } from '../../shared/ui/PageHeader';
import { RowAction } from '../../shared/ui/list/RowAction';
import { Auto, Ltr } from '../../shared/ui/Bdi';
import { formatDateTime } from '../../shared/lib/dates';
import { useAuditLogs, type AuditEntry, type AuditFilters } from './api';
import { entityOptions, eventOptions, humanize, snakeOf } from './compare';
import { EntryDialog } from './EntryDialog';
import './auditLog.css';

const FILTERS = ['entity', 'entity_id', 'actor', 'actor_id', 'event', 'from', 'to'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[1-9]\d{0,9}$/;
/** how many changed fields a row names before "+n" */
const SHOWN_FIELDS = 3;

/** The address's filters as the list call's body: what cannot be a valid filter is left out rather than refused. */
export function bodyOf(f: FilterValues): Omit<AuditFilters, 'paginate'> {
  const id = (v: string | undefined) => (v && ID.test(v) && Number(v) <= 2147483647 ? Number(v) : undefined);
  const entity = f.entity && /^[a-z][a-z0-9_]{0,62}$/.test(f.entity) ? f.entity : undefined;
  const entityId = entity ? id(f.entity_id) : undefined;
  const out: Omit<AuditFilters, 'paginate'> = {
    ...(entity ? { entity } : {}),
    ...(entityId ? { entity_id: entityId } : {}),
    ...(id(f.actor_id) ? { actor_id: id(f.actor_id)! } : {}),
    ...(f.actor?.trim() ? { actor: f.actor.trim().slice(0, 100) } : {}),
    ...(f.event && /^[A-Za-z][A-Za-z0-9_]{0,49}$/.test(f.event) ? { event: f.event } : {}),
    ...(f.from && DAY.test(f.from) ? { from: f.from } : {}),
    ...(f.to && DAY.test(f.to) ? { to: f.to } : {}),
  };
  // two days the wrong way round: the later one is dropped rather than refused
  if (out.from && out.to && out.to < out.from) delete out.to;
  return out;
}

export default function AuditLogPage() {
  const { t, i18n } = useTranslation('auditLog');
  const { t: tc } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const list = useListParams(FILTERS);
  const [params, setParams] = useSearchParams();
  const body = bodyOf(list.filters);
  const query = useAuditLogs({ paginate: list.perPage, ...body, ...(list.sortBody as Pick<AuditFilters, 'sort' | 'direction'>) }, list.page);

  const entryId = Number(params.get('entry')) || null;
  const openEntry = (id: number | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (id) next.set('entry', String(id));
      else next.delete('entry');
      return next;
    });

  const fieldLabel = (key: string) => t(`field.${snakeOf(key)}`, { defaultValue: humanize(key) });
  // the person a row's "changes by" set: named from the rows, which are all theirs then
  const actorName = body.actor_id ? (query.data?.data.find((e) => e.actor?.id === body.actor_id)?.actor?.name ?? `#${body.actor_id}`) : null;

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Filters
        key={JSON.stringify(list.filters)}
        values={list.filters}
        lang={lang}
        onApply={(f) => list.setFilters({ ...f, actor_id: list.filters.actor_id })}
        onClear={list.clearFilters}
        filtered={list.filtered}
      />
      {actorName && (
        <p className="audit-chips">
          <span className="audit-chip">
            {t('filters.byActor')}
            <Auto>{actorName}</Auto>
            <button type="button" className="audit-chip-remove" aria-label={t('filters.removeActor', { name: actorName })} onClick={() => list.setFilter('actor_id', undefined)}>
              <i className="pi pi-times" aria-hidden />
            </button>
          </span>
        </p>
      )}
      <ListTable<AuditEntry> list={list} query={query} emptyText={t('empty')} label={t('title')} rowLabel={(e) => `${e.event_text} ${e.entity_text} ${e.entity_id}`}>
        <Column field="at" header={t('fields.at')} sortable body={(e: AuditEntry) => <Ltr className="audit-when">{formatDateTime(e.at)}</Ltr>} />
        <Column
          field="entity"
          header={t('fields.entity')}
          body={(e: AuditEntry) => (
            <span className="audit-entity">
              {e.entity_text}
              {e.entity_text !== e.entity && <Ltr className="audit-code">{e.entity}</Ltr>}
            </span>
          )}
        />
        <Column field="entity_id" header={t('fields.record')} body={(e: AuditEntry) => <Ltr>#{e.entity_id}</Ltr>} />
        <Column field="event" header={t('fields.event')} body={(e: AuditEntry) => <span className="audit-event">{e.event_text}</span>} />
        <Column field="actor" header={t('fields.actor')} body={(e: AuditEntry) => (e.actor ? <Auto>{e.actor.name}</Auto> : <span className="muted">{t('system')}</span>)} />
        <Column
          field="changed"
          header={t('fields.changed')}
          body={(e: AuditEntry) =>
            e.changed.length ? (
              <span className="audit-changed">
                {e.changed
                  .slice(0, SHOWN_FIELDS)
                  .map(fieldLabel)
                  .join(lang === 'ar' ? '، ' : ', ')}
                {e.changed.length > SHOWN_FIELDS && <span className="muted"> {t('more', { count: e.changed.length - SHOWN_FIELDS })}</span>}
              </span>
            ) : (
              <span className="muted">{t('value.empty')}</span>
            )
          }
        />
        <Column
          header={tc('table.actions')}
          body={(e: AuditEntry) => (
            <div className="row-actions">
              <RowAction icon="pi pi-eye" label={t('viewOf', { event: e.event_text, entity: e.entity_text, id: e.entity_id })} tip={t('view')} onClick={() => openEntry(e.id)} />
              <RowAction
                icon="pi pi-history"
                label={t('historyOf', { entity: e.entity_text, id: e.entity_id })}
                tip={t('history')}
                onClick={() => list.setFilters({ entity: e.entity, entity_id: String(e.entity_id) })}
              />
              {e.actor && (
                <RowAction
                  icon="pi pi-user"
                  label={t('actorChanges', { name: e.actor.name })}
                  tip={t('actorChanges', { name: e.actor.name })}
                  onClick={() => list.setFilters({ actor_id: String(e.actor!.id) })}
                />
              )}
            </div>
          )}
        />
      </ListTable>
      <EntryDialog id={entryId} onHide={() => openEntry(null)} fieldLabel={fieldLabel} />
    </>
  );
}

interface FiltersProps {
  values: FilterValues;
  lang: 'ar' | 'en';
  onApply: (f: FilterValues) => void;
  onClear: () => void;
  filtered: boolean;
}

/** The filter bar: each control labelled, applied together on submit (Enter in any field, or the button). */
function Filters({ values, lang, onApply, onClear, filtered }: FiltersProps) {
  const { t } = useTranslation('auditLog');
  const { t: tc } = useTranslation();
  const [f, setF] = useState<FilterValues>(values);
  const entities = useMemo(() => entityOptions(lang), [lang]);
  const events = useMemo(() => eventOptions(lang, t('events', { returnObjects: true }) as Record<string, string>), [lang, t]);
  const set = (k: string) => (e: { target: { value: string } }) => setF((prev) => ({ ...prev, [k]: e.target.value || undefined }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply({ ...f, entity_id: f.entity ? f.entity_id : undefined });
  };
  return (
    <form className="filters audit-filters" role="search" aria-label={t('filters.label')} onSubmit={submit}>
      <label className="audit-filter">
        <span>{t('filters.entity')}</span>
        <select className="native-select" name="entity" value={f.entity ?? ''} onChange={set('entity')}>
          <option value="">{t('filters.anyEntity')}</option>
          {/* an address naming a table the catalogue lacks still shows it */}
          {f.entity && !entities.some((o) => o.value === f.entity) && <option value={f.entity}>{f.entity}</option>}
          {entities.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <label className="audit-filter">
        <span>{t('filters.entityId')}</span>
        <InputText
          name="entity_id"
          inputMode="numeric"
          pattern="[0-9]*"
          dir="ltr"
          value={f.entity ? (f.entity_id ?? '') : ''}
          onChange={set('entity_id')}
          disabled={!f.entity}
          title={f.entity ? undefined : t('filters.entityIdHint')}
          placeholder={f.entity ? undefined : t('filters.entityIdHint')}
        />
      </label>
      <label className="audit-filter audit-filter-wide">
        <span>{t('filters.actor')}</span>
        <InputText name="actor" dir="auto" value={f.actor ?? ''} onChange={set('actor')} maxLength={100} />
      </label>
      <label className="audit-filter">
        <span>{t('filters.event')}</span>
        <select className="native-select" name="event" value={f.event ?? ''} onChange={set('event')}>
          <option value="">{t('filters.anyEvent')}</option>
          {f.event && !events.some((o) => o.value === f.event) && <option value={f.event}>{f.event}</option>}
          {events.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <label className="audit-filter">
        <span>{t('filters.from')}</span>
        <InputText name="from" type="date" dir="ltr" value={f.from ?? ''} max={f.to} onChange={set('from')} />
      </label>
      <label className="audit-filter">
        <span>{t('filters.to')}</span>
        <InputText name="to" type="date" dir="ltr" value={f.to ?? ''} min={f.from} onChange={set('to')} />
      </label>
      <div className="audit-filter-actions">
        <Button type="submit" icon="pi pi-search" label={tc('actions.search')} />
        {filtered && <Button type="button" icon="pi pi-filter-slash" label={tc('actions.clear')} text onClick={onClear} />}
      </div>
    </form>
  );
}
