/**
 * /ticket-subject: ticket subjects, newest first; search, sort, page size and pages live in the address;
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
import { Restriction } from './Restriction';
import { formatDateTime } from '../../shared/lib/dates';
import { refLabel } from '../../shared/lib/refs';
import { deleteTicketSubject, invalidateTicketSubjects, useTicketAdminGroupsOptions, useTicketSubjects, type TicketSubject, type TicketSubjectFilters } from './api';

const FILTERS = ['search', 'admin_group_id'] as const;

export default function TicketSubjectsPage() {
  const { t, i18n } = useTranslation('ticketSubjects');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  // the filter offers the first page of ticketAdminGroups by name
  const ticketAdminGroupsOptions = useTicketAdminGroupsOptions('');

  const navigate = useNavigate();
  const session = useSession();
  const client = useQueryClient();
  const list = useListParams(FILTERS);
  const filters: TicketSubjectFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.filters.admin_group_id ? { admin_group_id: Number(list.filters.admin_group_id) } : {}),
    ...(list.sortBody as Pick<TicketSubjectFilters, 'sort' | 'direction'>),
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = useTicketSubjects(filters, list.page);
  const can = (p: Permission) => hasPermission(session, p);

  const remove = (row: TicketSubject) =>
    confirmDelete(
      async () => {
        try {
          return (await deleteTicketSubject(row.id)).message;
        } finally {
          await invalidateTicketSubjects(client);
        }
      },
      { title: t('list.deleteTitle', { name: row.subject }) },
    );

  return (
    <>
      <PageHeader
        title={t('titles.list')}
        actions={can('ticket-subject-create') ? <Button label={t('list.add')} icon="pi pi-plus" onClick={() => void navigate('/ticket-subject/create')} /> : undefined}
      />
      <SearchFilters list={list} label={t('fields.search')} clearable>
        <FilterSelect
          list={list}
          name="admin_group_id"
          options={(ticketAdminGroupsOptions.data ?? []).map((o) => ({ value: String(o.id), label: refLabel(o, lang) }))}
          label={t('fields.admin_group_id')}
          loading={ticketAdminGroupsOptions.isPending}
        />
      </SearchFilters>
      <ListToolbar list={list} name="ticketSubjects" exportPath="/general/ticket-subjects/export" exportBody={exportBody} />
      <ListTable<TicketSubject> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column
          field="subject"
          sortable
          header={t('fields.subject')}
          body={(r: TicketSubject) => (
            <Link to={`/ticket-subject/${r.id}`}>
              <bdi>{r.subject}</bdi>
            </Link>
          )}
        />
        <Column header={t('fields.restriction')} body={(r: TicketSubject) => <Restriction subject={r} />} />
        <Column header={t('fields.admin_group_id')} body={(r: TicketSubject) => (r.get_admin_group ? <bdi>{refLabel(r.get_admin_group, lang)}</bdi> : t('view.none'))} />
        <Column field="created_at" sortable header={t('fields.createdAt')} body={(r: TicketSubject) => <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>} />
        <Column
          header={t('common:table.actions')}
          body={(r: TicketSubject) => (
            <div className="row-actions">
              {can('ticket-subject-update') && (
                <Button
                  size="small"
                  icon="pi pi-pencil"
                  text
                  rounded
                  aria-label={`${t('list.edit')}: ${r.subject}`}
                  tooltip={t('list.edit')}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => void navigate(`/ticket-subject/edit/${r.id}`)}
                />
              )}
              {can('ticket-subject-update') && (
                <Button
                  size="small"
                  icon="pi pi-trash"
                  text
                  rounded
                  severity="danger"
                  aria-label={`${t('list.delete')}: ${r.subject}`}
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
