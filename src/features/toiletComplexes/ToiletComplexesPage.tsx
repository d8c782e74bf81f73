/**
 * /toilet-complexes: public toilet complexes, newest first; search, sort, page size and pages live in the address;
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
import { deleteToiletComplex, invalidateToiletComplexes, useCampsOptions, useToiletComplexes, type ToiletComplex, type ToiletComplexFilters } from './api';

const FILTERS = ['search', 'camp_id'] as const;

export default function ToiletComplexesPage() {
  const { t, i18n } = useTranslation('toiletComplexes');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  // the filter offers the first page of camps by name
  const campsOptions = useCampsOptions('');

  const navigate = useNavigate();
  const session = useSession();
  const client = useQueryClient();
  const list = useListParams(FILTERS);
  const filters: ToiletComplexFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.filters.camp_id ? { camp_id: Number(list.filters.camp_id) } : {}),
    ...(list.sortBody as Pick<ToiletComplexFilters, 'sort' | 'direction'>),
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = useToiletComplexes(filters, list.page);
  const can = (p: Permission) => hasPermission(session, p);

  const remove = (row: ToiletComplex) =>
    confirmDelete(
      async () => {
        try {
          return (await deleteToiletComplex(row.id)).message;
        } finally {
          await invalidateToiletComplexes(client);
        }
      },
      { title: t('list.deleteTitle', { name: row.label_number }) },
    );

  return (
    <>
      <PageHeader
        title={t('titles.list')}
        actions={can('toilet-complex-create') ? <Button label={t('list.add')} icon="pi pi-plus" onClick={() => void navigate('/toilet-complexes/create')} /> : undefined}
      />
      <SearchFilters list={list} label={t('fields.search')} clearable>
        <FilterSelect
          list={list}
          name="camp_id"
          options={(campsOptions.data ?? []).map((o) => ({ value: String(o.id), label: refLabel(o, lang) }))}
          label={t('fields.camp_id')}
          loading={campsOptions.isPending}
        />
      </SearchFilters>
      <ListToolbar list={list} name="toiletComplexes" exportPath="/general/toilet-complexes/export" exportBody={exportBody} />
      <ListTable<ToiletComplex> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column
          field="label_number"
          sortable
          header={t('fields.label_number')}
          body={(r: ToiletComplex) => (
            <Link to={`/toilet-complexes/${r.id}`}>
              <bdi>{r.label_number}</bdi>
            </Link>
          )}
        />
        <Column header={t('fields.num_of_rooms')} body={(r: ToiletComplex) => <bdi dir="ltr">{r.num_of_rooms ?? t('view.none')}</bdi>} />
        <Column header={t('fields.camp_id')} body={(r: ToiletComplex) => (r.get_camp ? <bdi>{refLabel(r.get_camp, lang)}</bdi> : t('view.none'))} />
        <Column header={t('fields.camp_num_of_rooms')} body={(r: ToiletComplex) => <bdi dir="ltr">{r.camp_num_of_rooms ?? t('view.none')}</bdi>} />
        <Column field="created_at" sortable header={t('fields.createdAt')} body={(r: ToiletComplex) => <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>} />
        <Column
          header={t('common:table.actions')}
          body={(r: ToiletComplex) => (
            <div className="row-actions">
              {can('toilet-complex-update') && (
                <Button
                  size="small"
                  icon="pi pi-pencil"
                  text
                  rounded
                  aria-label={`${t('list.edit')}: ${r.label_number}`}
                  tooltip={t('list.edit')}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => void navigate(`/toilet-complexes/update/${r.id}`)}
                />
              )}
              {can('toilet-complex-delete') && (
                <Button
                  size="small"
                  icon="pi pi-trash"
                  text
                  rounded
                  severity="danger"
                  aria-label={`${t('list.delete')}: ${r.label_number}`}
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
