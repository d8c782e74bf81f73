/**
 * /ticket-admin-groups: ticket admin groups, newest first; search, sort, page size and pages live in the address;
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
import { deleteTicketAdminGroup, invalidateTicketAdminGroups, useTicketAdminGroups, type TicketAdminGroup, type TicketAdminGroupFilters } from './api';

const FILTERS = ['search'] as const;

export default function TicketAdminGroupsPage() {
  const { t } = useTranslation('ticketAdminGroups');

  const navigate = useNavigate();
  const session = useSession();
  const client = useQueryClient();
  const list = useListParams(FILTERS);
  const filters: TicketAdminGroupFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.sortBody as Pick<TicketAdminGroupFilters, 'sort' | 'direction'>),
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = useTicketAdminGroups(filters, list.page);
  const can = (p: Permission) => hasPermission(session, p);

  const remove = (row: TicketAdminGroup) =>
    confirmDelete(
      async () => {
        try {
          return (await deleteTicketAdminGroup(row.id)).message;
        } finally {
          await invalidateTicketAdminGroups(client);
        }
      },
      { title: t('list.deleteTitle', { name: row.name }) },
    );

  return (
    <>
      <PageHeader
        title={t('titles.list')}
        actions={can('ticket-subject-create') ? <Button label={t('list.add')} icon="pi pi-plus" onClick={() => void navigate('/ticket-admin-groups/create')} /> : undefined}
      />
      <SearchFilters list={list} label={t('fields.search')} clearable />
      <ListToolbar list={list} name="ticketAdminGroups" exportPath="/general/ticket-admin-groups/export" exportBody={exportBody} />
      <ListTable<TicketAdminGroup> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column
          field="name"
          sortable
          header={t('fields.name')}
          body={(r: TicketAdminGroup) => (
            <Link to={`/ticket-admin-groups/${r.id}`}>
              <bdi>{r.name}</bdi>
            </Link>
          )}
        />
        <Column header={t('fields.name_en')} body={(r: TicketAdminGroup) => (r.name_en ? <bdi>{r.name_en}</bdi> : t('view.none'))} />
        <Column field="created_at" sortable header={t('fields.createdAt')} body={(r: TicketAdminGroup) => <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>} />
        <Column
          header={t('common:table.actions')}
          body={(r: TicketAdminGroup) => (
            <div className="row-actions">
              {can('ticket-subject-update') && (
                <Button
                  size="small"
                  icon="pi pi-pencil"
                  text
                  rounded
                  aria-label={`${t('list.edit')}: ${r.name}`}
                  tooltip={t('list.edit')}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => void navigate(`/ticket-admin-groups/update/${r.id}`)}
                />
              )}
              {can('ticket-subject-update') && (
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
