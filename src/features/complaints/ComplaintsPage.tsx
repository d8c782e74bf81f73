/**
 * /complaints: complaints, newest first — a company's own, or every company's for the desk (staff), with the
 * company's column. Search, filters (status, type, priority, source), sort, page size and pages live in the address;
 * saved filters and CSV/XLSX export from the shared toolbar. Filing shows to holders of complaint-create; editing and
 * withdrawing only on the caller's company's filed complaints (the machine's UPDATE; withdrawing asks first).
 */
import { Link, useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Column, FilterSelect, ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { ListToolbar } from '../../shared/ui/list/ListToolbar';
import { statusOptions } from '../../shared/workflow/statusOptions';
import { PageHeader } from '../../shared/ui/PageHeader';
import { confirmDelete } from '../../shared/ui/confirm';
import { accountTypeOf, hasPermission, useSession } from '../../shared/auth/session';
import type { Permission } from '../../../shared/permission-names';
import { formatDateTime } from '../../shared/lib/dates';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { complaintMachine, seesAllComplaints } from '../../../machines';
import { acceptedEvents } from '../../../machines/core/runtime';
import type { ComplaintPriority, ComplaintSource, ComplaintType } from '../../../shared/complaints';
import { deleteComplaint, invalidateComplaints, isOwnComplaint, useComplaints, type Complaint, type ComplaintFilters } from './api';
import { Priority, priorityOptions, sourceOptions, sourceText, typeOptions, typeText } from './labels';

const FILTERS = ['search', 'status', 'type', 'priority', 'source'] as const;

export default function ComplaintsPage() {
  const { t, i18n } = useTranslation('complaints');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const navigate = useNavigate();
  const session = useSession();
  const client = useQueryClient();
  const list = useListParams(FILTERS);
  const f = list.filters;
  const filters: ComplaintFilters = {
    paginate: list.perPage,
    ...(f.search ? { search: f.search } : {}),
    ...(f.status ? { status: f.status } : {}),
    ...(f.type ? { type: f.type as ComplaintType } : {}),
    ...(f.priority ? { priority: f.priority as ComplaintPriority } : {}),
    ...(f.source ? { source: f.source as ComplaintSource } : {}),
    ...(list.sortBody as Pick<ComplaintFilters, 'sort' | 'direction'>),
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = useComplaints(filters, list.page);
  const can = (p: Permission) => hasPermission(session, p);
  const desk = seesAllComplaints(accountTypeOf(session));
  const mayChange = (r: Complaint) => can('complaint-create') && isOwnComplaint(session, r) && acceptedEvents(complaintMachine, r.status).includes('UPDATE');

  const remove = (row: Complaint) =>
    confirmDelete(
      async () => {
        try {
          return (await deleteComplaint(row.id)).message;
        } finally {
          await invalidateComplaints(client);
        }
      },
      { title: t('list.deleteTitle', { name: row.title }), text: t('list.deleteText') },
    );

  return (
    <>
      <PageHeader title={t('titles.list')} actions={can('complaint-create') ? <Button label={t('list.add')} icon="pi pi-plus" onClick={() => void navigate('/complaints/create')} /> : undefined} />
      <SearchFilters list={list} label={t('fields.search')} clearable>
        <FilterSelect list={list} name="status" options={statusOptions(complaintMachine, lang)} label={t('fields.status')} />
        <FilterSelect list={list} name="type" options={typeOptions(lang)} label={t('fields.type')} />
        <FilterSelect list={list} name="priority" options={priorityOptions(lang)} label={t('fields.priority')} />
        <FilterSelect list={list} name="source" options={sourceOptions(lang)} label={t('fields.source')} />
      </SearchFilters>
      <ListToolbar list={list} name="complaints" exportPath="/general/complaints/export" exportBody={exportBody} />
      <ListTable<Complaint> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column
          field="title"
          sortable
          header={t('fields.title')}
          body={(r: Complaint) => (
            <Link to={`/complaints/${r.id}`}>
              <bdi>{r.title}</bdi>
            </Link>
          )}
        />
        <Column header={t('fields.type')} body={(r: Complaint) => typeText(r.type, lang)} />
        <Column header={t('fields.priority')} body={(r: Complaint) => <Priority level={r.priority} lang={lang} />} />
        <Column header={t('fields.source')} body={(r: Complaint) => sourceText(r.source, lang)} />
        {desk && <Column header={t('fields.company')} body={(r: Complaint) => (r.company_name ? <bdi>{r.company_name}</bdi> : t('view.none'))} />}
        <Column header={t('fields.status')} body={(r: Complaint) => <StatusBadge machine={complaintMachine} status={r.status} />} />
        <Column field="created_at" sortable header={t('fields.createdAt')} body={(r: Complaint) => <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>} />
        <Column
          header={t('common:table.actions')}
          body={(r: Complaint) =>
            mayChange(r) ? (
              <div className="row-actions">
                <Button
                  size="small"
                  icon="pi pi-pencil"
                  text
                  rounded
                  aria-label={`${t('list.edit')}: ${r.title}`}
                  tooltip={t('list.edit')}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => void navigate(`/complaints/update/${r.id}`)}
                />
                <Button
                  size="small"
                  icon="pi pi-undo"
                  text
                  rounded
                  severity="danger"
                  aria-label={`${t('list.delete')}: ${r.title}`}
                  tooltip={t('list.delete')}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => remove(r)}
                />
              </div>
            ) : null
          }
        />
      </ListTable>
    </>
  );
}
