/**
 * /pledges: pledges, newest first; search, sort, page size and pages live in the address;
 * saved filters and CSV/XLSX export from the shared toolbar.
 * Adding, changing and deleting each show only to holders of their permission; deleting asks first.
 */
import { Link, useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Column, ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { ListToolbar } from '../../shared/ui/list/ListToolbar';

import { PageHeader } from '../../shared/ui/PageHeader';
import { confirmDelete } from '../../shared/ui/confirm';
import { hasPermission, useSession } from '../../shared/auth/session';
import type { Permission } from '../../../shared/permission-names';
import { formatDateTime } from '../../shared/lib/dates';
import { deletePledge, invalidatePledges, usePledges, type Pledge, type PledgeFilters } from './api';

const FILTERS = ['search'] as const;

export default function PledgesPage() {
  const { t } = useTranslation('pledges');

  const navigate = useNavigate();
  const session = useSession();
  const client = useQueryClient();
  const list = useListParams(FILTERS);
  const filters: PledgeFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.sortBody as Pick<PledgeFilters, 'sort' | 'direction'>),
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = usePledges(filters, list.page);
  const can = (p: Permission) => hasPermission(session, p);

  const remove = (row: Pledge) =>
    confirmDelete(
      async () => {
        try {
          return (await deletePledge(row.id)).message;
        } finally {
          await invalidatePledges(client);
        }
      },
      { title: t('list.deleteTitle', { name: row.title }) },
    );

  return (
    <>
      <PageHeader title={t('titles.list')} actions={can('order-pledge') ? <Button label={t('list.add')} icon="pi pi-plus" onClick={() => void navigate('/pledges/create')} /> : undefined} />
      <SearchFilters list={list} label={t('fields.search')} clearable />
      <ListToolbar list={list} name="pledges" exportPath="/general/pledges/export" exportBody={exportBody} />
      <ListTable<Pledge> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column
          field="title"
          sortable
          header={t('fields.title')}
          body={(r: Pledge) => (
            <Link to={`/pledges/${r.id}`}>
              <bdi>{r.title}</bdi>
            </Link>
          )}
        />
        <Column header={t('fields.title_en')} body={(r: Pledge) => (r.title_en ? <bdi>{r.title_en}</bdi> : t('view.none'))} />
        <Column header={t('fields.is_fire')} body={(r: Pledge) => (r.is_fire ? t('view.yes') : t('view.no'))} />
        <Column header={t('fields.is_required')} body={(r: Pledge) => (r.is_required ? t('view.yes') : t('view.no'))} />
        <Column field="created_at" sortable header={t('fields.createdAt')} body={(r: Pledge) => <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>} />
        <Column
          header={t('common:table.actions')}
          body={(r: Pledge) => (
            <div className="row-actions">
              {can('order-pledge') && (
                <Button
                  size="small"
                  icon="pi pi-pencil"
                  text
                  rounded
                  aria-label={`${t('list.edit')}: ${r.title}`}
                  tooltip={t('list.edit')}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => void navigate(`/pledges/update/${r.id}`)}
                />
              )}
              {can('order-pledge') && (
                <Button
                  size="small"
                  icon="pi pi-trash"
                  text
                  rounded
                  severity="danger"
                  aria-label={`${t('list.delete')}: ${r.title}`}
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
