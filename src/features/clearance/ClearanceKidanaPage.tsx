/**
 * /clearance-kidana (clearance-kidana-index): the clearances the caller votes on — the company, its status, the
 * caller's own vote and when it was cast, and a link to cast or change it (/clearance/{company_id}/{voter_id}).
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Column, FilterSelect, ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { PageHeader } from '../../shared/ui/PageHeader';
import { formatDateTime } from '../../shared/lib/dates';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { clearanceMachine } from '../../../machines';
import { useClearances, type Clearance, type ClearanceFilters, type CompanyClearanceStatus } from './api';
import { CompanyStatus, VotesCount } from './parts';

const FILTERS = ['search', 'status'] as const;
const STATUSES: CompanyClearanceStatus[] = ['pending', 'accept', 'reject'];

export default function ClearanceKidanaPage() {
  const { t } = useTranslation('clearance');
  const list = useListParams(FILTERS, 10);
  const filters: ClearanceFilters = {
    paginate: list.perPage,
    mine: 1,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.filters.status && (STATUSES as string[]).includes(list.filters.status) ? { status: list.filters.status as CompanyClearanceStatus } : {}),
  };
  const query = useClearances(filters, list.page);
  const none = t('view.none');

  return (
    <>
      <PageHeader title={t('titles.kidana')} />
      <SearchFilters list={list} label={t('fields.search')} clearable>
        <FilterSelect list={list} name="status" options={STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))} label={t('fields.status')} />
      </SearchFilters>
      <ListTable<Clearance> list={list} query={query} emptyText={t('list.kidanaEmpty')} label={t('titles.kidana')}>
        <Column header={t('fields.company')} body={(r: Clearance) => (r.company_name ? <bdi>{r.company_name}</bdi> : none)} />
        <Column header={t('fields.status')} body={(r: Clearance) => <CompanyStatus status={r.clearance_status} />} />
        <Column header={t('fields.votes')} body={(r: Clearance) => <VotesCount clearance={r} />} />
        <Column header={t('fields.myVote')} body={(r: Clearance) => (r.my_vote ? <StatusBadge machine={clearanceMachine} status={r.my_vote.status} /> : none)} />
        <Column header={t('fields.reason')} body={(r: Clearance) => (r.my_vote?.reason ? <bdi>{r.my_vote.reason}</bdi> : none)} />
        <Column header={t('fields.votedAt')} body={(r: Clearance) => (r.my_vote?.voted_at ? <bdi dir="ltr">{formatDateTime(r.my_vote.voted_at)}</bdi> : none)} />
        <Column
          header={t('common:table.actions')}
          body={(r: Clearance) =>
            r.my_vote ? (
              <Link className="p-button p-button-sm p-button-outlined" to={`/clearance/${r.company_id}/${r.my_vote.voter_id}`} aria-label={`${t('list.castVote')}: ${r.company_name ?? r.company_id}`}>
                {t('list.castVote')}
              </Link>
            ) : null
          }
        />
      </ListTable>
    </>
  );
}
