/**
 * /db-archive: the seasons, the newest first, the active one marked (a banner above the list names it, and its row
 * says so beside its name); search, status filter, sort, page size and pages live in the address; saved filters and
 * CSV/XLSX export from the shared toolbar. Seasons are added and changed here and activated on their own page;
 * they are not deleted (the spec has no such call: a season's orders and licences stay readable in its archive).
 */
import { Link, useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Column, FilterSelect, ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { ListToolbar } from '../../shared/ui/list/ListToolbar';
import { statusOptions } from '../../shared/workflow/statusOptions';
import { PageHeader } from '../../shared/ui/PageHeader';
import { hasPermission, useSession } from '../../shared/auth/session';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { dbArchiveMachine } from '../../../machines';
import { useDbArchives, useSeasons, type DbArchive, type DbArchiveFilters } from './api';
import { SeasonDay } from './parts';

const FILTERS = ['search', 'status'] as const;

/** The active season, named above the list (none yet: said so, with where to activate one). */
function ActiveSeason() {
  const { t, i18n } = useTranslation('dbArchives');
  const seasons = useSeasons();
  if (!seasons.data) return null;
  const active = seasons.data.find((s) => s.active);
  return (
    <section className="season-active-banner" aria-label={t('list.activeTitle')}>
      <i className="pi pi-star-fill" aria-hidden />
      {active ? (
        <p>
          {t('list.activeIs')}{' '}
          <Link to={`/db-archive/${active.id}`}>
            <bdi>{i18n.language === 'en' ? active.name_en : active.name}</bdi>
          </Link>{' '}
          <span className="muted">
            (<bdi dir="ltr">{active.starts_on}</bdi> – <bdi dir="ltr">{active.ends_on}</bdi>)
          </span>
        </p>
      ) : (
        <p>{t('list.noneActive')}</p>
      )}
    </section>
  );
}

export default function DbArchivesPage() {
  const { t, i18n } = useTranslation('dbArchives');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const navigate = useNavigate();
  const session = useSession();
  const list = useListParams(FILTERS);
  const filters: DbArchiveFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.filters.status ? { status: list.filters.status } : {}),
    ...(list.sortBody as Pick<DbArchiveFilters, 'sort' | 'direction'>),
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = useDbArchives(filters, list.page);
  const may = hasPermission(session, 'archive-index');

  return (
    <>
      <PageHeader
        title={t('titles.list')}
        subtitle={t('list.subtitle')}
        actions={may ? <Button label={t('list.add')} icon="pi pi-plus" onClick={() => void navigate('/db-archive/create')} /> : undefined}
      />
      <ActiveSeason />
      <SearchFilters list={list} label={t('fields.search')} clearable>
        <FilterSelect list={list} name="status" options={statusOptions(dbArchiveMachine, lang)} label={t('fields.status')} />
      </SearchFilters>
      <ListToolbar list={list} name="dbArchives" exportPath="/db_archive/export" exportBody={exportBody} />
      <ListTable<DbArchive> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column
          field="name"
          sortable
          header={t('fields.name')}
          body={(r: DbArchive) => (
            <span className="season-name">
              <Link to={`/db-archive/${r.id}`}>
                <bdi>{lang === 'en' ? r.name_en : r.name}</bdi>
              </Link>
              {r.status === 'active' && (
                <span className="p-tag p-component p-tag-success chip">
                  <i className="pi pi-star-fill" aria-hidden /> <span className="p-tag-value">{t('list.current')}</span>
                </span>
              )}
            </span>
          )}
        />
        <Column field="hijri_year" sortable header={t('fields.hijri_year')} body={(r: DbArchive) => <bdi dir="ltr">{r.hijri_year}</bdi>} />
        <Column field="starts_on" sortable header={t('fields.starts_on')} body={(r: DbArchive) => <SeasonDay day={r.starts_on} />} />
        <Column header={t('fields.ends_on')} body={(r: DbArchive) => <SeasonDay day={r.ends_on} />} />
        <Column header={t('fields.status')} body={(r: DbArchive) => <StatusBadge machine={dbArchiveMachine} status={r.status} />} />
        <Column
          header={t('common:table.actions')}
          body={(r: DbArchive) => (
            <div className="row-actions">
              <Button
                size="small"
                icon="pi pi-eye"
                text
                rounded
                aria-label={`${t('list.view')}: ${lang === 'en' ? r.name_en : r.name}`}
                tooltip={t('list.view')}
                tooltipOptions={{ position: 'top' }}
                onClick={() => void navigate(`/db-archive/${r.id}`)}
              />
              {may && (
                <Button
                  size="small"
                  icon="pi pi-pencil"
                  text
                  rounded
                  aria-label={`${t('list.edit')}: ${lang === 'en' ? r.name_en : r.name}`}
                  tooltip={t('list.edit')}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => void navigate(`/db-archive/update/${r.id}`)}
                />
              )}
            </div>
          )}
        />
      </ListTable>
    </>
  );
}
