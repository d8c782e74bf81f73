/**
 * /employees: sub-employees (spec 000 §2 "Main users may have sub-employees").
 * An administrator sees every main user's employees and can narrow them to one
 * main user; a main user (an account without a parent) sees their own and adds
 * more. A sub-employee has no employees page ("The employee item shows for
 * admins or users without a parent"); add-employee is hidden for admins.
 */
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { AutoComplete } from 'primereact/autocomplete';
import { useTranslation } from 'react-i18next';
import { userAccountMachine } from '../../../machines/userAccount/machine';
import { statusOptions as machineStatuses } from '../../shared/workflow/statusOptions';
import { hasPermission, useSession } from '../../shared/auth/session';
import { Column, FilterSelect, ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { PageHeader } from '../../shared/ui/PageHeader';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { formatDateTime } from '../../shared/lib/dates';
import { searchMainUsers, useEmployees, useUser, type EmployeeFilters, type User } from './api';
import './users.css';

const FILTERS = ['search', 'status', 'parent_id'] as const;

export default function EmployeesPage() {
  const session = useSession();
  const isAdmin = session?.type?.code === 'admin';
  if (!isAdmin && session?.user.parent_id) return <Navigate to="/403" replace />;
  return <Employees isAdmin={isAdmin} />;
}

function Employees({ isAdmin }: { isAdmin: boolean }) {
  const { t, i18n } = useTranslation('users');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const session = useSession();
  const navigate = useNavigate();
  const list = useListParams(FILTERS);
  const [suggestions, setSuggestions] = useState<User[]>([]);
  const parentId = isAdmin && list.filters.parent_id ? Number(list.filters.parent_id) : undefined;
  const parent = useUser(parentId && hasPermission(session, 'user-view') ? parentId : 0);
  const filters: EmployeeFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.filters.status ? { status: list.filters.status as User['status'] } : {}),
    ...(parentId ? { parent_id: parentId } : {}),
  };
  const query = useEmployees(filters, list.page);
  const statusOptions = machineStatuses(userAccountMachine, lang);
  const canAdd = !isAdmin && hasPermission(session, 'add-employee');
  const canView = hasPermission(session, 'user-view');
  const chosenParent = parent.data ? { id: parent.data.id, name: parent.data.name } : parentId ? { id: parentId, name: `#${parentId}` } : null;

  return (
    <>
      <PageHeader
        title={t('titles.employees')}
        subtitle={isAdmin ? t('employees.subtitleAdmin') : t('employees.subtitleMain')}
        actions={canAdd ? <Button label={t('employees.add')} icon="pi pi-user-plus" onClick={() => void navigate('/employees/create')} /> : undefined}
      />
      <SearchFilters list={list} label={t('fields.search')}>
        <FilterSelect list={list} name="status" options={statusOptions} label={t('fields.status')} />
        {isAdmin && (
          <AutoComplete
            value={chosenParent ?? ''}
            suggestions={suggestions}
            field="name"
            completeMethod={(e) => {
              searchMainUsers(e.query)
                .then(setSuggestions)
                .catch(() => setSuggestions([]));
            }}
            onChange={(e) => {
              const v = e.value as User | string | null;
              if (v && typeof v === 'object') list.setFilter('parent_id', String(v.id));
              else if (!v) list.setFilter('parent_id', undefined);
            }}
            forceSelection
            dropdown
            placeholder={t('employees.parentFilter')}
            aria-label={t('employees.parentFilter')}
            className="filter-wide"
          />
        )}
      </SearchFilters>
      <ListTable<User> list={list} query={query} emptyText={t('employees.empty')} label={t('titles.employees')}>
        <Column
          header={t('fields.name')}
          body={(u: User) => (
            <div className="user-cell">
              {canView ? (
                <Link to={`/users/view/${u.id}`} className="user-name">
                  <bdi>{u.name}</bdi>
                </Link>
              ) : (
                <bdi className="user-name">{u.name}</bdi>
              )}
              <span className="muted" dir="ltr">
                {u.email}
              </span>
            </div>
          )}
        />
        <Column header={t('fields.phone')} body={(u: User) => (u.phone ? <span dir="ltr">{u.phone}</span> : <span className="muted">—</span>)} />
        {isAdmin && <Column header={t('fields.parent')} body={(u: User) => (u.parent ? <bdi>{u.parent.name}</bdi> : '—')} />}
        <Column header={t('fields.roles')} body={(u: User) => (u.roles.length ? u.roles.map((r) => r.name).join(lang === 'ar' ? '، ' : ', ') : <span className="muted">—</span>)} />
        <Column header={t('fields.status')} body={(u: User) => <StatusBadge machine={userAccountMachine} status={u.status} />} />
        <Column header={t('fields.createdAt')} body={(u: User) => <span dir="ltr">{formatDateTime(u.created_at)}</span>} />
      </ListTable>
    </>
  );
}
