/**
 * /squares: Muzdalifah's squares, in the order of their codes unless another is chosen; search,
 * sort, page size and pages live in the address; saved filters and CSV/XLSX export from the shared
 * toolbar. Adding and changing show only to holders of their permission; deleting (ours, the
 * administrator's `square-delete`) asks first, and a square a camp lies in is refused (409).
 */
import { useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Column, ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { ListToolbar } from '../../shared/ui/list/ListToolbar';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Auto, Ltr } from '../../shared/ui/Bdi';
import { confirmDelete } from '../../shared/ui/confirm';
import { hasPermission, useSession } from '../../shared/auth/session';
import type { Permission } from '../../../shared/permission-names';
import { deleteSquare, invalidateSquares, useSquares, type Square, type SquareFilters } from './api';

const FILTERS = ['search'] as const;
const area = new Intl.NumberFormat('en');

export default function SquaresPage() {
  const { t } = useTranslation('squares');
  const navigate = useNavigate();
  const session = useSession();
  const client = useQueryClient();
  const list = useListParams(FILTERS);
  const filters: SquareFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.sortBody as Pick<SquareFilters, 'sort' | 'direction'>),
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = useSquares(filters, list.page);
  const can = (p: Permission) => hasPermission(session, p);

  const remove = (row: Square) =>
    confirmDelete(
      async () => {
        try {
          return (await deleteSquare(row.id)).message;
        } finally {
          await invalidateSquares(client);
        }
      },
      { title: t('list.deleteTitle', { name: row.name }) },
    );

  return (
    <>
      <PageHeader title={t('titles.list')} actions={can('square-create') ? <Button label={t('list.add')} icon="pi pi-plus" onClick={() => void navigate('/squares/create')} /> : undefined} />
      <SearchFilters list={list} label={t('fields.search')} clearable />
      <ListToolbar list={list} name="squares" exportPath="/general/squares/export" exportBody={exportBody} />
      <ListTable<Square> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column field="code" sortable header={t('fields.code')} body={(r: Square) => <Ltr>{r.code}</Ltr>} />
        <Column field="name" sortable header={t('fields.name')} body={(r: Square) => <Auto>{r.name}</Auto>} />
        <Column field="name_en" sortable header={t('fields.name_en')} body={(r: Square) => <Ltr>{r.name_en}</Ltr>} />
        <Column field="area_m2" sortable header={t('fields.area_m2')} body={(r: Square) => (r.area_m2 === null ? t('view.none') : <Ltr>{area.format(r.area_m2)}</Ltr>)} />
        <Column header={t('fields.notes')} body={(r: Square) => (r.notes ? <Auto>{r.notes}</Auto> : t('view.none'))} />
        {(can('square-update') || can('square-delete')) && (
          <Column
            header={t('common:table.actions')}
            body={(r: Square) => (
              <div className="row-actions">
                {can('square-update') && (
                  <Button
                    size="small"
                    icon="pi pi-pencil"
                    text
                    rounded
                    aria-label={`${t('list.edit')}: ${r.name}`}
                    tooltip={t('list.edit')}
                    tooltipOptions={{ position: 'top' }}
                    onClick={() => void navigate(`/squares/update/${r.id}`)}
                  />
                )}
                {can('square-delete') && (
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
        )}
      </ListTable>
    </>
  );
}
