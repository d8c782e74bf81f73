/**
 * /db-archive/{id}: one season — its fields, its Gregorian window with the Hijri dates, its status and the
 * activation its lifecycle accepts now (machines/dbArchive: asked first with the machine's confirm text; offered
 * only where the machine takes ACTIVATE and to whom its `who` allows) — and, read-only, the orders and licences
 * created in its window across the order and licence areas, with every kind's count, each leading to its own page.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from 'primereact/skeleton';
import { PageHeader } from '../../shared/ui/PageHeader';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { Column, FilterSelect, ListTable, useListParams } from '../../shared/ui/list';
import { hasPermission, useSession } from '../../shared/auth/session';
import { isApiFailure } from '../../shared/api/errors';
import { formatDateTime } from '../../shared/lib/dates';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { dbArchiveMachine } from '../../../machines';
import { seasonDays } from '../../../shared/rules/dbArchives';
import { LifecycleActions } from '../../shared/workflow/LifecycleActions';
import {
  dbArchivesActors,
  invalidateDbArchives,
  useDbArchive,
  useSeasonRecordCounts,
  useSeasonRecords,
  type DbArchive,
  type SeasonRecord,
  type SeasonRecordFilters,
  type SeasonRecordKind,
} from './api';
import { RecordStatus, recordPath, SeasonDay } from './parts';

/** The season's orders and licences: counts per kind (each one a filter), then one page of the records. */
function SeasonRecords({ season }: { season: DbArchive }) {
  const { t } = useTranslation('dbArchives');
  const list = useListParams(['kind']);
  const kind = list.filters.kind as SeasonRecordKind | undefined;
  const filters: SeasonRecordFilters = { paginate: list.perPage, ...(kind ? { kind } : {}) };
  const records = useSeasonRecords(season.id, filters, list.page);
  const counted = useSeasonRecordCounts(season.id, filters, list.page);
  const counts = counted.data ?? [];
  const all = counts.reduce((sum, c) => sum + c.count, 0);
  const choose = (k: SeasonRecordKind | undefined) => list.setFilters({ kind: k });

  return (
    <section className="season-records" aria-labelledby="season-records-title">
      <h2 id="season-records-title">{t('records.title')}</h2>
      <p className="muted season-note">{t('records.note')}</p>
      {counts.length > 0 && (
        <ul className="count-chips" aria-label={t('records.counts')}>
          <li>
            <button type="button" aria-pressed={!kind} onClick={() => choose(undefined)}>
              {t('records.all')} <strong>{all}</strong>
            </button>
          </li>
          {counts.map((c) => (
            <li key={c.kind}>
              <button type="button" aria-pressed={kind === c.kind} onClick={() => choose(c.kind)}>
                {c.kind_text} <strong>{c.count}</strong>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="filters list-filters">
        <FilterSelect list={list} name="kind" label={t('records.kind')} options={counts.map((c) => ({ value: c.kind, label: `${c.kind_text} (${c.count})` }))} loading={counted.isPending} />
      </div>
      <ListTable<SeasonRecord> list={list} query={records} dataKey="key" emptyText={t('records.empty')} label={t('records.title')}>
        <Column
          header={t('records.number')}
          body={(r: SeasonRecord) => (
            <Link to={recordPath(r)} aria-label={t('records.open', { kind: r.kind_text, id: r.id })}>
              <bdi dir="ltr">#{r.id}</bdi>
            </Link>
          )}
        />
        <Column header={t('records.kind')} body={(r: SeasonRecord) => r.kind_text} />
        <Column header={t('records.company')} body={(r: SeasonRecord) => (r.company_name ? <bdi>{r.company_name}</bdi> : t('view.none'))} />
        <Column header={t('fields.status')} body={(r: SeasonRecord) => <RecordStatus record={r} />} />
        <Column header={t('records.createdAt')} body={(r: SeasonRecord) => <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>} />
      </ListTable>
    </section>
  );
}

export default function DbArchiveViewPage() {
  const { t, i18n } = useTranslation('dbArchives');
  const id = Number(useParams().id);
  const session = useSession();
  const client = useQueryClient();
  const valid = Number.isInteger(id) && id > 0;
  const record = useDbArchive(valid ? id : null);
  if (!valid || (record.isError && isApiFailure(record.error) && record.error.status === 404)) {
    return (
      <>
        <PageHeader title={t('titles.view')} />
        <div className="state-panel state-error" role="alert">
          <p>{t('form.notFound')}</p>
          <Link to="/db-archive" className="p-button p-button-outlined">
            {t('titles.list')}
          </Link>
        </div>
      </>
    );
  }
  if (record.isError) return <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />;
  if (record.isPending) return <Skeleton height="12rem" />;
  const r: DbArchive = record.data;
  const active = r.status === 'active';
  return (
    <>
      <PageHeader
        title={i18n.language === 'en' ? r.name_en : r.name}
        actions={
          hasPermission(session, 'archive-index') ? (
            <Link to={`/db-archive/update/${r.id}`} className="p-button p-button-outlined">
              <i className="pi pi-pencil" aria-hidden /> {t('list.edit')}
            </Link>
          ) : undefined
        }
      />
      {active && (
        <div className="season-active-banner" role="note">
          <i className="pi pi-star-fill" aria-hidden />
          <p>{t('view.isActive')}</p>
        </div>
      )}
      <section className="record-actions" aria-label={t('view.actions')}>
        <LifecycleActions machine={dbArchiveMachine} workflow="dbArchive" record={r} actors={dbArchivesActors} exclude={['DEACTIVATE']} onDone={() => invalidateDbArchives(client)} />
      </section>
      <dl className="record-view">
        <dt>{t('fields.name')}</dt>
        <dd>
          <bdi>{r.name}</bdi>
        </dd>
        <dt>{t('fields.name_en')}</dt>
        <dd>
          <bdi dir="ltr">{r.name_en}</bdi>
        </dd>
        <dt>{t('fields.hijri_year')}</dt>
        <dd>
          <bdi dir="ltr">{r.hijri_year}</bdi>
        </dd>
        <dt>{t('fields.starts_on')}</dt>
        <dd>
          <SeasonDay day={r.starts_on} />
        </dd>
        <dt>{t('fields.ends_on')}</dt>
        <dd>
          <SeasonDay day={r.ends_on} />
        </dd>
        <dt>{t('fields.days')}</dt>
        <dd>{t('view.days', { count: seasonDays(r.starts_on, r.ends_on) })}</dd>
        <dt>{t('fields.notes')}</dt>
        <dd>{r.notes ? <bdi>{r.notes}</bdi> : t('view.none')}</dd>
        <dt>{t('fields.status')}</dt>
        <dd>
          <StatusBadge machine={dbArchiveMachine} status={r.status} />
        </dd>
        <dt>{t('fields.createdAt')}</dt>
        <dd>
          <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>
        </dd>
        <dt>{t('fields.updatedAt')}</dt>
        <dd>
          <bdi dir="ltr">{formatDateTime(r.updated_at)}</bdi>
        </dd>
      </dl>
      <SeasonRecords season={r} />
    </>
  );
}
