/**
 * /roles: every role with how many permissions it grants and how many accounts
 * hold it; search, page size and pages (spec 000 §2). Creating, editing and
 * deleting each show only to holders of their permission; deleting asks first
 * (spec 000 §8), and the server refuses a role that accounts still hold.
 */
import type { Permission } from '../../../shared/permission-names';
import { Link, useNavigate } from 'react-router';
import { RowAction } from '../../shared/ui/list/RowAction';
import { ListToolbar } from '../../shared/ui/list/ListToolbar';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Column, FilterSelect, ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { accountTypes } from '../../../shared/accountTypes';
import { PageHeader } from '../../shared/ui/PageHeader';
import { confirmDelete } from '../../shared/ui/confirm';
import { hasPermission, useSession } from '../../shared/auth/session';
import { formatDateTime } from '../../shared/lib/dates';
import { deleteRole, invalidateRoles, useRoleList, type Role, type RoleFilters } from './api';
import './roles.css';

const FILTERS = ['search', 'account_type'] as const;
const typeLabel = new Map(accountTypes.map((x) => [x.code as string, x.label]));

export default function RolesPage() {
  const { t, i18n } = useTranslation('roles');
  const en = i18n.language === 'en';
  const navigate = useNavigate();
  const session = useSession();
  const client = useQueryClient();
  const list = useListParams(FILTERS);
  const filters: RoleFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.filters.account_type ? { account_type: list.filters.account_type as NonNullable<RoleFilters['account_type']> } : {}),
    ...list.sortBody,
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const typeOptions = accountTypes.map((x) => ({ value: x.code, label: x.label[en ? 'en' : 'ar'] }));
  const query = useRoleList(filters, list.page);
  const can = (p: Permission) => hasPermission(session, p);

  const remove = (role: Role) =>
    confirmDelete(
      async () => {
        try {
          return (await deleteRole(role.id)).message;
        } finally {
          await invalidateRoles(client);
        }
      },
      { title: t('list.deleteTitle', { name: nameOf(role) }) },
    );

  // the name in the reader's language only (the other language is on the role's form)
  const nameOf = (r: Role) => (en && r.name_en ? r.name_en : r.name);

  return (
    <>
      <PageHeader
        title={t('titles.list')}
        subtitle={t('list.subtitle')}
        actions={can('role-create') ? <Button label={t('list.add')} icon="pi pi-plus" onClick={() => void navigate('/roles/create')} /> : undefined}
      />
      <SearchFilters list={list} label={t('fields.search')} clearable>
        <FilterSelect list={list} name="account_type" options={typeOptions} label={t('fields.accountType')} />
      </SearchFilters>
      <ListToolbar list={list} name="roles" exportPath="/roles/export" exportBody={exportBody} />
      <ListTable<Role> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column
          field="name"
          sortable
          header={t('fields.role')}
          body={(r: Role) => (
            <div className="role-cell">
              <span className="role-title">
                {can('role-update') ? (
                  <Link to={`/roles/${r.id}`}>
                    <bdi>{nameOf(r)}</bdi>
                  </Link>
                ) : (
                  <bdi>{nameOf(r)}</bdi>
                )}
                {r.is_system === 1 && <Tag value={t('list.system')} severity="warning" icon="pi pi-lock" title={t('list.systemHint')} />}
              </span>
            </div>
          )}
        />
        <Column header={t('fields.description')} body={(r: Role) => (r.description ? <span dir="auto">{r.description}</span> : <span className="muted">—</span>)} />
        <Column
          header={t('fields.accountTypes')}
          body={(r: Role) => (
            <span className="role-type-list">
              {r.account_types.map((c) => (
                <Tag key={c} value={typeLabel.get(c)?.[en ? 'en' : 'ar'] ?? c} severity="secondary" />
              ))}
            </span>
          )}
        />
        <Column
          field="permissions"
          sortable
          header={t('fields.permissions')}
          body={(r: Role) => <Tag value={t('list.permissionsCount', { count: r.permissions_count })} severity="info" rounded />}
          bodyClassName="role-nowrap"
        />
        <Column field="users" sortable header={t('fields.users')} body={(r: Role) => <span>{t('list.usersCount', { count: r.users_count })}</span>} bodyClassName="role-nowrap" />
        <Column header={t('fields.updatedAt')} body={(r: Role) => <span dir="ltr">{formatDateTime(r.updated_at)}</span>} bodyClassName="role-nowrap" />
        <Column
          header={t('common:table.actions')}
          body={(r: Role) => (
            <div className="row-actions role-row-actions">
              {can('role-update') && (
                <RowAction
                  icon={r.is_system ? 'pi pi-eye' : 'pi pi-pencil'}
                  label={`${r.is_system ? t('list.view') : t('list.edit')}: ${nameOf(r)}`}
                  tip={r.is_system ? t('list.view') : t('list.edit')}
                  onClick={() => void navigate(`/roles/${r.id}`)}
                />
              )}
              {can('role-delete') && r.is_system !== 1 && <RowAction icon="pi pi-trash" label={`${t('list.delete')}: ${nameOf(r)}`} tip={t('list.delete')} danger onClick={() => remove(r)} />}
            </div>
          )}
        />
      </ListTable>
    </>
  );
}
