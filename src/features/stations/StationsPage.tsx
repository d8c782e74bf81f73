/**
 * /stations: Muzdalifah's service points by kind; filtered by kind and square; search, sort, page
 * size and pages live in the address; saved filters and CSV/XLSX export from the shared toolbar.
 * Adding, changing and deleting each show only to holders of their permission; deleting asks first.
 */
import { Link, useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Column, FilterSelect, ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { ListToolbar } from '../../shared/ui/list/ListToolbar';

import { PageHeader } from '../../shared/ui/PageHeader';
import { confirmDelete } from '../../shared/ui/confirm';
import { hasPermission, useSession } from '../../shared/auth/session';
import type { Permission } from '../../../shared/permission-names';
import { Auto, Ltr } from '../../shared/ui/Bdi';
import { STATION_KINDS, stationKindLabels } from '../../../shared/rules/stations';
import { refLabel } from '../../shared/lib/refs';
import { deleteStation, invalidateStations, useSquaresOptions, useStations, type Station, type StationFilters } from './api';

const FILTERS = ['search', 'kind', 'square_id'] as const;

export default function StationsPage() {
  const { t, i18n } = useTranslation('stations');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  // the filter offers the first page of squares by name
  const squaresOptions = useSquaresOptions('');

  const navigate = useNavigate();
  const session = useSession();
  const client = useQueryClient();
  const list = useListParams(FILTERS);
  const filters: StationFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.filters.square_id ? { square_id: Number(list.filters.square_id) } : {}),
    ...((STATION_KINDS as readonly string[]).includes(list.filters.kind ?? '') ? { kind: list.filters.kind as StationFilters['kind'] } : {}),
    ...(list.sortBody as Pick<StationFilters, 'sort' | 'direction'>),
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = useStations(filters, list.page);
  const can = (p: Permission) => hasPermission(session, p);

  const remove = (row: Station) =>
    confirmDelete(
      async () => {
        try {
          return (await deleteStation(row.id)).message;
        } finally {
          await invalidateStations(client);
        }
      },
      { title: t('list.deleteTitle', { name: row.name }) },
    );

  return (
    <>
      <PageHeader title={t('titles.list')} actions={can('station-create') ? <Button label={t('list.add')} icon="pi pi-plus" onClick={() => void navigate('/stations/create')} /> : undefined} />
      <SearchFilters list={list} label={t('fields.search')} clearable>
        <FilterSelect list={list} name="kind" options={STATION_KINDS.map((k) => ({ value: k, label: stationKindLabels[k][lang] }))} label={t('fields.kind')} />
        <FilterSelect
          list={list}
          name="square_id"
          options={(squaresOptions.data ?? []).map((o) => ({ value: String(o.id), label: refLabel(o, lang) }))}
          label={t('fields.square_id')}
          loading={squaresOptions.isPending}
        />
      </SearchFilters>
      <ListToolbar list={list} name="stations" exportPath="/general/stations/export" exportBody={exportBody} />
      <ListTable<Station> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column
          field="name"
          sortable
          header={t('fields.name')}
          body={(r: Station) => (
            <Link to={`/stations/${r.id}`}>
              <Auto>{r.name}</Auto>
            </Link>
          )}
        />
        <Column field="name_en" sortable header={t('fields.name_en')} body={(r: Station) => <Ltr>{r.name_en}</Ltr>} />
        <Column field="kind" sortable header={t('fields.kind')} body={(r: Station) => r.kind_text} />
        <Column field="square_id" sortable header={t('fields.square_id')} body={(r: Station) => (r.get_square ? <Auto>{refLabel(r.get_square, lang)}</Auto> : t('view.none'))} />
        <Column header={t('fields.location')} body={(r: Station) => (r.location ? <Auto>{r.location}</Auto> : t('view.none'))} />
        <Column
          header={t('common:table.actions')}
          body={(r: Station) => (
            <div className="row-actions">
              {can('station-update') && (
                <Button
                  size="small"
                  icon="pi pi-pencil"
                  text
                  rounded
                  aria-label={`${t('list.edit')}: ${r.name}`}
                  tooltip={t('list.edit')}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => void navigate(`/stations/update/${r.id}`)}
                />
              )}
              {can('station-delete') && (
                <Button
                  size="small"
                  icon="pi pi-trash"
                  text
                  rounded
                  severity="danger"
                  aria-label={`${t('list.delete')}: ${r.name}`}
                  tooltip={t('list.delete')}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => remove(r)}
                />
              )}
            </div>
          )}
        />
      </ListTable>
    </>
  );
}
