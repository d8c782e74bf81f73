/**
 * /tickets: the tickets this user sees (their company's, and those of the admin groups they belong to), newest
 * first; search, status and importance filters, sort, page size and pages live in the address. Opening a ticket
 * shows only to holders of ticket-create.
 */
import { Link, useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Column, FilterSelect, ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { statusOptions } from '../../shared/workflow/statusOptions';
import { PageHeader } from '../../shared/ui/PageHeader';
import { hasPermission, useSession } from '../../shared/auth/session';
import { formatDateTime } from '../../shared/lib/dates';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { ticketMachine, TICKET_IMPORTANCE_LEVELS } from '../../../machines';
import { Importance } from './Importance';
import { useTickets, type Ticket, type TicketFilters } from './api';
import './tickets.css';

const FILTERS = ['search', 'status', 'importance_level'] as const;

export default function TicketsPage() {
  const { t, i18n } = useTranslation('tickets');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const navigate = useNavigate();
  const session = useSession();
  const list = useListParams(FILTERS);
  const importance = list.filters.importance_level as TicketFilters['importance_level'] | undefined;
  const filters: TicketFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.filters.status ? { status: list.filters.status } : {}),
    ...(importance && TICKET_IMPORTANCE_LEVELS.includes(importance) ? { importance_level: importance } : {}),
    ...(list.sortBody as Pick<TicketFilters, 'sort' | 'direction'>),
  };
  const query = useTickets(filters, list.page);
  const details = hasPermission(session, 'ticket-details');
  const groupName = (g: Ticket['get_group']) => (g ? (lang === 'en' && g.name_en) || g.name : t('view.none'));

  return (
    <>
      <PageHeader
        title={t('titles.list')}
        actions={hasPermission(session, 'ticket-create') ? <Button label={t('list.add')} icon="pi pi-plus" onClick={() => void navigate('/tickets/create')} /> : undefined}
      />
      <SearchFilters list={list} label={t('fields.search')} clearable>
        <FilterSelect list={list} name="status" options={statusOptions(ticketMachine, lang)} label={t('fields.status')} />
        <FilterSelect list={list} name="importance_level" options={TICKET_IMPORTANCE_LEVELS.map((l) => ({ value: l, label: t(`importance.${l}`) }))} label={t('fields.importance_level')} />
      </SearchFilters>
      <ListTable<Ticket> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column
          header={t('fields.id')}
          body={(r: Ticket) =>
            details ? (
              <Link to={`/tickets/details/${r.id}`} aria-label={`${t('titles.view')} ${r.id}`}>
                <bdi dir="ltr">#{r.id}</bdi>
              </Link>
            ) : (
              <bdi dir="ltr">#{r.id}</bdi>
            )
          }
        />
        <Column header={t('fields.subject_id')} body={(r: Ticket) => (r.get_subject ? <bdi dir="auto">{r.get_subject.subject}</bdi> : t('view.none'))} />
        <Column
          header={t('fields.content')}
          body={(r: Ticket) => (
            <bdi dir="auto" className="clamp-2">
              {r.content}
            </bdi>
          )}
        />
        <Column header={t('fields.owner')} body={(r: Ticket) => (r.owner ? <bdi dir="auto">{r.owner.company_name || r.owner.name}</bdi> : t('view.none'))} />
        <Column header={t('fields.group')} body={(r: Ticket) => <bdi dir="auto">{groupName(r.get_group)}</bdi>} />
        <Column header={t('fields.importance_level')} body={(r: Ticket) => <Importance level={r.importance_level} />} />
        <Column header={t('fields.replies')} body={(r: Ticket) => r.comments_count ?? 0} />
        <Column header={t('fields.status')} body={(r: Ticket) => <StatusBadge machine={ticketMachine} status={r.status} />} />
        <Column field="created_at" sortable header={t('fields.createdAt')} body={(r: Ticket) => <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>} />
      </ListTable>
    </>
  );
}
