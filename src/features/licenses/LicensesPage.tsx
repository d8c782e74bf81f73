/**
 * /licenses: the kinds of licence an order can end in, by name; search, the temporary/season
 * filter, sort, page size and pages live in the address; saved filters and CSV/XLSX export from
 * the shared toolbar.
 * Adding, changing and deleting each show only to holders of their permission; deleting asks first.
 */
import { Link, useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Column, FilterSelect, ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { ListToolbar } from '../../shared/ui/list/ListToolbar';

import { PageHeader } from '../../shared/ui/PageHeader';
import { confirmDelete } from '../../shared/ui/confirm';
import { hasPermission, useSession } from '../../shared/auth/session';
import type { Permission } from '../../../shared/permission-names';
import { formatDateTime } from '../../shared/lib/dates';
import { deleteLicense, invalidateLicenses, useLicenses, type License, type LicenseFilters } from './api';

const FILTERS = ['search', 'is_temporary'] as const;
const flag = (v: string | undefined): 0 | 1 | undefined => (v === '0' ? 0 : v === '1' ? 1 : undefined);

export default function LicensesPage() {
  const { t } = useTranslation('licenses');

  const navigate = useNavigate();
  const session = useSession();
  const client = useQueryClient();
  const list = useListParams(FILTERS);
  const filters: LicenseFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(flag(list.filters.is_temporary) !== undefined ? { is_temporary: flag(list.filters.is_temporary) } : {}),
    ...(list.sortBody as Pick<LicenseFilters, 'sort' | 'direction'>),
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = useLicenses(filters, list.page);
  const can = (p: Permission) => hasPermission(session, p);

  const remove = (row: License) =>
    confirmDelete(
      async () => {
        try {
          return (await deleteLicense(row.id)).message;
        } finally {
          await invalidateLicenses(client);
        }
      },
      { title: t('list.deleteTitle', { name: row.name }) },
    );

  return (
    <>
      <PageHeader title={t('titles.list')} actions={can('order-tmp-license') ? <Button label={t('list.add')} icon="pi pi-plus" onClick={() => void navigate('/licenses/create')} /> : undefined} />
      <SearchFilters list={list} label={t('fields.search')} clearable>
        <FilterSelect
          list={list}
          name="is_temporary"
          options={[
            { value: '1', label: t('kinds.temporary') },
            { value: '0', label: t('kinds.season') },
          ]}
          label={t('fields.kind')}
        />
      </SearchFilters>
      <ListToolbar list={list} name="licenses" exportPath="/general/temp_licenses/export" exportBody={exportBody} />
      <ListTable<License> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column
          field="name"
          sortable
          header={t('fields.name')}
          body={(r: License) => (
            <Link to={`/licenses/${r.id}`}>
              <bdi>{r.name}</bdi>
            </Link>
          )}
        />
        <Column header={t('fields.name_en')} body={(r: License) => (r.name_en ? <bdi>{r.name_en}</bdi> : t('view.none'))} />
        <Column field="validity_days" sortable header={t('fields.validity_days')} body={(r: License) => <bdi dir="ltr">{r.validity_days}</bdi>} />
        <Column
          header={t('fields.kind')}
          body={(r: License) => (
            <Tag value={r.is_temporary_text} severity={r.is_temporary ? 'warning' : 'info'} icon={r.is_temporary ? 'pi pi-clock' : 'pi pi-calendar'} rounded className="status-badge" />
          )}
        />
        <Column field="created_at" sortable header={t('fields.createdAt')} body={(r: License) => <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>} />
        <Column
          header={t('common:table.actions')}
          body={(r: License) => (
            <div className="row-actions">
              {can('order-tmp-license') && (
                <Button
                  size="small"
                  icon="pi pi-pencil"
                  text
                  rounded
                  aria-label={`${t('list.edit')}: ${r.name}`}
                  tooltip={t('list.edit')}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => void navigate(`/licenses/update/${r.id}`)}
                />
              )}
              {can('order-tmp-license') && (
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
