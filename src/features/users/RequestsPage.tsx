/**
 * /users/request: accounts awaiting a decision (pending, and resubmitted ones
 * under review). Activate (with roles) and reject (with a reason) run through the
 * userAccount machine; the row leaves the list after either. An "already
 * done" answer (code 104) shows as a warning and the row stays (spec 000 §4).
 */
import { useState } from 'react';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { userAccountMachine } from '../../../machines/userAccount/machine';
import { accountTypes } from '../../../shared/accountTypes';
import { Column, FilterSelect, ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { ListToolbar } from '../../shared/ui/list/ListToolbar';
import { BulkDecisions } from './BulkDecisions';
import { PageHeader } from '../../shared/ui/PageHeader';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { notify } from '../../shared/ui/notify';
import { useLifecycle } from '../../shared/workflow/useLifecycle';
import { isApiFailure } from '../../shared/api/errors';
import { formatDateTime } from '../../shared/lib/dates';
import { userAccountActors, invalidateUsers, useUserList, type User } from './api';
import { ActivateDialog, RejectDialog } from './DecisionDialogs';
import './users.css';

const FILTERS = ['search', 'type_id'] as const;

export default function RequestsPage() {
  const { t, i18n } = useTranslation('users');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const list = useListParams(FILTERS);
  const filters = {
    status: ['pending', 'review'] as User['status'][],
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.filters.type_id ? { type_id: Number(list.filters.type_id) } : {}),
    ...list.sortBody,
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const [selection, setSelection] = useState<User[]>([]);
  const query = useUserList(filters, list.page);
  const queryClient = useQueryClient();
  const lifecycle = useLifecycle<User>(userAccountMachine, userAccountActors);
  const [activating, setActivating] = useState<User | null>(null);
  const [rejecting, setRejecting] = useState<User | null>(null);

  const decide = (user: User, event: { type: string } & Record<string, unknown>) => async () => {
    try {
      const updated = await lifecycle.run(user, event);
      notify('success', t(event.type === 'ACTIVATE' ? 'requests.activated' : 'requests.rejected', { name: updated.name }));
    } catch (e) {
      if (isApiFailure(e) && e.isAlreadyDone) {
        notify('warning', e.message);
        return;
      }
      throw e;
    } finally {
      await invalidateUsers(queryClient);
    }
  };

  const typeOptions = accountTypes.filter((x) => x.code !== 'admin').map((x) => ({ value: String(x.id), label: x.label[lang] }));

  return (
    <>
      <PageHeader title={t('titles.requests')} subtitle={t('requests.subtitle')} />
      <SearchFilters list={list} label={t('fields.search')}>
        <FilterSelect list={list} name="type_id" options={typeOptions} label={t('fields.type')} />
      </SearchFilters>
      <ListToolbar list={list} name="requests" exportPath="/users/export" exportBody={exportBody}>
        <BulkDecisions selection={selection} onClear={() => setSelection([])} filters={filters} total={query.data?.total ?? 0} />
      </ListToolbar>
      <ListTable<User> list={list} selection={selection} onSelection={setSelection} query={query} emptyText={t('requests.empty')} label={t('titles.requests')}>
        <Column
          field="name"
          sortable
          header={t('fields.name')}
          body={(u: User) => (
            <div className="user-cell">
              <bdi className="user-name">{u.name}</bdi>
              <span className="muted" dir="ltr">
                {u.email}
              </span>
            </div>
          )}
        />
        <Column
          field="company_name"
          sortable
          header={t('fields.company')}
          body={(u: User) => (
            <div className="user-cell">
              <bdi>{u.company_name ?? '—'}</bdi>
              {/* a sub-employee added by its company waits here for its roles */}
              {u.parent && <Tag className="parent-tag" severity="secondary" value={t('list.employeeOf', { name: u.parent.name })} />}
            </div>
          )}
        />
        <Column field="phone" header={t('fields.phone')} body={(u: User) => <span dir="ltr">{u.phone ?? '—'}</span>} />
        <Column field="type" header={t('fields.type')} body={(u: User) => u.type.name} />
        <Column field="status" header={t('fields.status')} body={(u: User) => <StatusBadge machine={userAccountMachine} status={u.status} />} />
        <Column field="created_at" sortable header={t('fields.createdAt')} body={(u: User) => <span dir="ltr">{formatDateTime(u.created_at)}</span>} />
        <Column
          header={t('common:table.actions')}
          body={(u: User) => {
            const events = lifecycle.available(u.status);
            return (
              <div className="row-actions decision-actions">
                {events.includes('ACTIVATE') && <Button size="small" icon="pi pi-check" label={t('requests.activate')} severity="success" outlined onClick={() => setActivating(u)} />}
                {events.includes('REJECT') && <Button size="small" icon="pi pi-times" label={t('requests.reject')} severity="danger" outlined onClick={() => setRejecting(u)} />}
              </div>
            );
          }}
        />
      </ListTable>
      <ActivateDialog
        key={`activate-${activating?.id ?? 'none'}`}
        user={activating}
        onClose={() => setActivating(null)}
        onSubmit={async (payload) => {
          await decide(activating!, { type: 'ACTIVATE', ...payload })();
          setActivating(null);
        }}
      />
      <RejectDialog
        key={`reject-${rejecting?.id ?? 'none'}`}
        user={rejecting}
        onClose={() => setRejecting(null)}
        onSubmit={async (payload) => {
          await decide(rejecting!, { type: 'REJECT', ...payload })();
          setRejecting(null);
        }}
      />
    </>
  );
}
