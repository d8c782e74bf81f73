/**
 * /clearance: the companies' clearances, newest first — the company, who started it, its derived status (cleared
 * when every voter accepted, rejected when one rejected, else in progress), the votes n/m and each voter's decision
 * (a link to /clearance/{company_id}/{voter_id}). The desk (re-assign-clearance) sees every company's and starts a
 * clearance (a company and its voters picked by account type); a company sees its own, read only. Search, status
 * and pages live in the address.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from 'primereact/button';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Column, FilterSelect, ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { PageHeader } from '../../shared/ui/PageHeader';
import { hasPermission, useSession } from '../../shared/auth/session';
import { formatDateTime } from '../../shared/lib/dates';
import { notify } from '../../shared/ui/notify';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { clearanceMachine } from '../../../machines';
import { initiateClearance, invalidateClearance, useClearances, type Clearance, type ClearanceFilters, type CompanyClearanceStatus } from './api';
import { CompanyStatus, StartDialog, VotesCount } from './parts';

const FILTERS = ['search', 'status'] as const;
const STATUSES: CompanyClearanceStatus[] = ['pending', 'accept', 'reject'];

export default function ClearancePage() {
  const { t } = useTranslation('clearance');
  const session = useSession();
  const client = useQueryClient();
  const list = useListParams(FILTERS, 10);
  const [starting, setStarting] = useState(false);
  const desk = hasPermission(session, 're-assign-clearance');
  const filters: ClearanceFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.filters.status && (STATUSES as string[]).includes(list.filters.status) ? { status: list.filters.status as CompanyClearanceStatus } : {}),
  };
  const query = useClearances(filters, list.page);
  const none = t('view.none');

  return (
    <>
      <PageHeader title={t('titles.list')} actions={desk ? <Button label={t('list.start')} icon="pi pi-plus" onClick={() => setStarting(true)} data-testid="clearance-start" /> : undefined} />
      <SearchFilters list={list} label={t('fields.search')} clearable>
        <FilterSelect list={list} name="status" options={STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))} label={t('fields.status')} />
      </SearchFilters>
      <ListTable<Clearance> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column header={t('fields.company')} body={(r: Clearance) => (r.company_name ? <bdi>{r.company_name}</bdi> : none)} />
        <Column header={t('fields.initiator')} body={(r: Clearance) => (r.initiator_name ? <bdi>{r.initiator_name}</bdi> : none)} />
        <Column header={t('fields.status')} body={(r: Clearance) => <CompanyStatus status={r.clearance_status} />} />
        <Column header={t('fields.votes')} body={(r: Clearance) => <VotesCount clearance={r} />} />
        <Column
          header={t('fields.voters')}
          body={(r: Clearance) => (
            <ul className="clearance-voters">
              {r.votes.map((vote) => (
                <li key={vote.id}>
                  <Link to={`/clearance/${r.company_id}/${vote.voter_id}`} aria-label={`${t('list.open')}: ${vote.voter_name ?? vote.voter_id}`}>
                    <bdi>{vote.voter_name ?? vote.voter_id}</bdi>
                  </Link>{' '}
                  <StatusBadge machine={clearanceMachine} status={vote.status} />
                </li>
              ))}
            </ul>
          )}
        />
        <Column header={t('fields.createdAt')} body={(r: Clearance) => <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>} />
      </ListTable>
      <StartDialog
        open={starting}
        onClose={() => setStarting(false)}
        onSubmit={async ({ name, ...body }) => {
          await initiateClearance(body);
          setStarting(false);
          notify('success', t('start.done', { name }));
          await invalidateClearance(client);
        }}
      />
    </>
  );
}
