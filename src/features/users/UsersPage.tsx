/**
 * /users: every account, with filters, page size and pages (spec 000 §2). An
 * administrator opens, edits, reads the history of or deletes an account from
 * its row. The platform switch and the government, government-for-location-order
 * and entity switches live on the account's page (/users/view/:id, with their
 * confirmation and Undo): four switch columns squeezed the list and broke
 * e-mails mid-address; the row names the flags that are on instead.
 */
import { Link, useNavigate } from 'react-router';
import { Email } from '../../shared/ui/Email';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { userAccountMachine } from '../../../machines/userAccount/machine';
import { statusOptions as machineStatuses } from '../../shared/workflow/statusOptions';
import { accountTypes } from '../../../shared/accountTypes';
import { Column, FilterSelect, ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { RowAction } from '../../shared/ui/list/RowAction';
import { Chip } from '../../shared/ui/list/Chip';
import { ListToolbar } from '../../shared/ui/list/ListToolbar';
import { PageHeader } from '../../shared/ui/PageHeader';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { useRoleOptions, useUserList, type User, type UserFilters } from './api';
import { useUserActions } from './useUserActions';
import { UndoToastHost } from './undo';
import './users.css';

const FILTERS = ['search', 'type_id', 'status', 'role_id', 'only'] as const;
const ONLY: Record<string, Partial<UserFilters>> = {
  main: { has_parent: 0 },
  employees: { has_parent: 1 },
  gov: { is_government: 1 },
  govLocation: { is_government_for_location_order: 1 },
  entity: { is_entity: 1 },
};

export default function UsersPage() {
  const { t, i18n } = useTranslation('users');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const navigate = useNavigate();
  const list = useListParams(FILTERS);
  const actions = useUserActions();
  const mayPickRole = actions.can('user-update') || actions.can('user-create');
  const roles = useRoleOptions(mayPickRole);
  const f = list.filters;
  const filters: UserFilters = {
    paginate: list.perPage,
    ...(f.search ? { search: f.search } : {}),
    ...(f.type_id ? { type_id: Number(f.type_id) } : {}),
    ...(f.status ? { status: f.status as User['status'] } : {}),
    ...(f.role_id ? { role_id: Number(f.role_id) } : {}),
    ...(f.only && ONLY[f.only] ? ONLY[f.only] : {}),
    ...list.sortBody,
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = useUserList(filters, list.page);

  const typeOptions = accountTypes.map((x) => ({ value: String(x.id), label: x.label[lang] }));
  const statusOptions = machineStatuses(userAccountMachine, lang);
  const roleOptions = (roles.data ?? []).map((r) => ({ value: String(r.id), label: r.name }));
  const onlyOptions = Object.keys(ONLY).map((k) => ({ value: k, label: t(`only.${k}`) }));

  return (
    <>
      <UndoToastHost />
      <PageHeader
        title={t('titles.list')}
        subtitle={t('list.subtitle')}
        actions={actions.canCreate ? <Button label={t('list.add')} icon="pi pi-plus" onClick={() => void navigate('/create-user')} /> : undefined}
      />
      <SearchFilters list={list} label={t('fields.search')} clearable>
        <FilterSelect list={list} name="type_id" options={typeOptions} label={t('fields.type')} />
        <FilterSelect list={list} name="status" options={statusOptions} label={t('fields.status')} />
        {/* drawn (disabled) while the roles load, so the bar does not re-wrap when they come */}
        {mayPickRole && !roles.isError && <FilterSelect list={list} name="role_id" options={roleOptions} label={t('fields.role')} loading={roles.isPending} />}
        <FilterSelect list={list} name="only" options={onlyOptions} label={t('fields.only')} />
      </SearchFilters>
      <ListToolbar list={list} name="users" exportPath="/users/export" exportBody={exportBody} />
      {/* a row: the name, the e-mail under it (and a chip when an employee) */}
      <ListTable<User> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')} rowHeight="4.2rem">
        <Column
          field="name"
          sortable
          header={t('fields.name')}
          body={(u: User) => (
            <div className="user-cell">
              <Link to={`/users/view/${u.id}`} className="user-name">
                <bdi>{u.name}</bdi>
              </Link>
              <span className="muted ltr-text" dir="ltr">
                <Email address={u.email} />
              </span>
              {u.parent && <Chip tone="secondary" text={t('list.employeeOf', { name: u.parent.name })} />}
            </div>
          )}
        />
        <Column
          field="type"
          sortable
          header={t('fields.type')}
          className="type-cell"
          body={(u: User) => (
            <div className="user-cell">
              <span>{u.type.name}</span>
              {u.company_name && (
                <span className="muted">
                  <bdi>{u.company_name}</bdi>
                </span>
              )}
              <Flags user={u} />
            </div>
          )}
        />
        <Column
          header={t('fields.roles')}
          body={(u: User) =>
            u.roles.length ? (
              <span className="role-list">
                {u.roles.map((r) => (
                  <Chip key={r.id} text={r.name} />
                ))}
              </span>
            ) : (
              <span className="muted">—</span>
            )
          }
        />
        <Column field="status" sortable header={t('fields.status')} body={(u: User) => <StatusBadge machine={userAccountMachine} status={u.status} />} />
        <Column
          header={t('common:table.actions')}
          body={(u: User) => (
            <div className="row-actions icon-actions">
              {actions.can('user-view') && <RowAction icon="pi pi-eye" label={`${t('list.view')}: ${u.name}`} tip={t('list.view')} onClick={() => void navigate(`/users/view/${u.id}`)} />}
              {actions.canEdit && <RowAction icon="pi pi-pencil" label={`${t('list.edit')}: ${u.name}`} tip={t('list.edit')} onClick={() => void navigate(`/users/update/${u.id}`)} />}
              {actions.can('user-history') && (
                <RowAction icon="pi pi-history" label={`${t('list.history')}: ${u.name}`} tip={t('list.history')} onClick={() => void navigate(`/users/history/${u.id}`)} />
              )}
              {actions.canDelete && !actions.isSelf(u) && <RowAction icon="pi pi-trash" label={`${t('list.delete')}: ${u.name}`} tip={t('list.delete')} danger onClick={() => actions.remove(u)} />}
            </div>
          )}
        />
      </ListTable>
    </>
  );
}

const FLAGS = [
  ['is_government', 'fields.government'],
  ['is_government_for_location_order', 'fields.governmentForLocationOrder'],
  ['is_entity', 'fields.entity'],
] as const;

/** The account's flags that are on, in words (changed on the account's page). */
function Flags({ user }: { user: User }) {
  const { t } = useTranslation('users');
  const on = FLAGS.filter(([flag]) => user[flag] === 1);
  if (!on.length) return null;
  return (
    <span className="flag-list">
      {on.map(([flag, label]) => (
        <Chip key={flag} text={t(label)} tone="secondary" />
      ))}
    </span>
  );
}
