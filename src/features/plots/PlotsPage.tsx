/**
 * /plots: plots, newest first; search, sort, page size and pages live in the address;
 * saved filters and CSV/XLSX export from the shared toolbar.
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
import { formatDateTime } from '../../shared/lib/dates';
import { refLabel } from '../../shared/lib/refs';
import { deletePlot, invalidatePlots, useCampsOptions, usePlots, type Plot, type PlotFilters } from './api';

const FILTERS = ['search', 'camp_id'] as const;

export default function PlotsPage() {
  const { t, i18n } = useTranslation('plots');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  // the filter offers the first page of camps by name
  const campsOptions = useCampsOptions('');

  const navigate = useNavigate();
  const session = useSession();
  const client = useQueryClient();
  const list = useListParams(FILTERS);
  const filters: PlotFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.filters.camp_id ? { camp_id: Number(list.filters.camp_id) } : {}),
    ...(list.sortBody as Pick<PlotFilters, 'sort' | 'direction'>),
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = usePlots(filters, list.page);
  const can = (p: Permission) => hasPermission(session, p);

  const remove = (row: Plot) =>
    confirmDelete(
      async () => {
        try {
          return (await deletePlot(row.id)).message;
        } finally {
          await invalidatePlots(client);
        }
      },
      { title: t('list.deleteTitle', { name: row.plot_number }) },
    );

  return (
    <>
      <PageHeader title={t('titles.list')} actions={can('plot-create') ? <Button label={t('list.add')} icon="pi pi-plus" onClick={() => void navigate('/plots/create')} /> : undefined} />
      <SearchFilters list={list} label={t('fields.search')} clearable>
        <FilterSelect
          list={list}
          name="camp_id"
          options={(campsOptions.data ?? []).map((o) => ({ value: String(o.id), label: refLabel(o, lang) }))}
          label={t('fields.camp_id')}
          loading={campsOptions.isPending}
        />
      </SearchFilters>
      <ListToolbar list={list} name="plots" exportPath="/general/plots/export" exportBody={exportBody} />
      <ListTable<Plot> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column
          field="plot_number"
          sortable
          header={t('fields.plot_number')}
          body={(r: Plot) => (
            <Link to={`/plots/${r.id}`}>
              <bdi>{r.plot_number}</bdi>
            </Link>
          )}
        />
        <Column header={t('fields.camp_id')} body={(r: Plot) => (r.get_camp ? <bdi>{refLabel(r.get_camp, lang)}</bdi> : t('view.none'))} />
        <Column header={t('fields.color')} body={(r: Plot) => (r.color ? <bdi>{r.color}</bdi> : t('view.none'))} />
        <Column header={t('fields.located_in_gov_area')} body={(r: Plot) => (r.located_in_gov_area ? t('view.yes') : t('view.no'))} />
        <Column field="created_at" sortable header={t('fields.createdAt')} body={(r: Plot) => <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>} />
        <Column
          header={t('common:table.actions')}
          body={(r: Plot) => (
            <div className="row-actions">
              {can('plot-update') && (
                <Button
                  size="small"
                  icon="pi pi-pencil"
                  text
                  rounded
                  aria-label={`${t('list.edit')}: ${r.plot_number}`}
                  tooltip={t('list.edit')}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => void navigate(`/plots/update/${r.id}`)}
                />
              )}
              {can('plot-delete') && (
                <Button
                  size="small"
                  icon="pi pi-trash"
                  text
                  rounded
                  severity="danger"
                  aria-label={`${t('list.delete')}: ${r.plot_number}`}
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
