/**
 * /services: services, newest first; search, sort, page size and pages live in the address;
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
import { formatDateTime } from '../../shared/lib/dates';
import { refLabel } from '../../shared/lib/refs';
import { deleteService, invalidateServices, useSpecialistsOptions, useServices, type Service, type ServiceFilters } from './api';

const FILTERS = ['search', 'specialist_id'] as const;

export default function ServicesPage() {
  const { t, i18n } = useTranslation('services');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  // the filter offers the first page of specialists by name
  const specialistsOptions = useSpecialistsOptions('');

  const navigate = useNavigate();
  const session = useSession();
  const client = useQueryClient();
  const list = useListParams(FILTERS);
  const filters: ServiceFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.filters.specialist_id ? { specialist_id: Number(list.filters.specialist_id) } : {}),
    ...(list.sortBody as Pick<ServiceFilters, 'sort' | 'direction'>),
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = useServices(filters, list.page);
  const can = (p: Permission) => hasPermission(session, p);

  const remove = (row: Service) =>
    confirmDelete(
      async () => {
        try {
          return (await deleteService(row.id)).message;
        } finally {
          await invalidateServices(client);
        }
      },
      { title: t('list.deleteTitle', { name: row.name }) },
    );

  return (
    <>
      <PageHeader title={t('titles.list')} actions={can('order-service') ? <Button label={t('list.add')} icon="pi pi-plus" onClick={() => void navigate('/services/create')} /> : undefined} />
      <SearchFilters list={list} label={t('fields.search')} clearable>
        <FilterSelect
          list={list}
          name="specialist_id"
          options={(specialistsOptions.data ?? []).map((o) => ({ value: String(o.id), label: refLabel(o, lang) }))}
          label={t('fields.specialist_id')}
          loading={specialistsOptions.isPending}
        />
      </SearchFilters>
      <ListToolbar list={list} name="services" exportPath="/general/services/export" exportBody={exportBody} />
      <ListTable<Service> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column
          field="name"
          sortable
          header={t('fields.name')}
          body={(r: Service) => (
            <Link to={`/services/${r.id}`}>
              <bdi>{r.name}</bdi>
            </Link>
          )}
        />
        <Column header={t('fields.name_en')} body={(r: Service) => (r.name_en ? <bdi>{r.name_en}</bdi> : t('view.none'))} />
        <Column header={t('fields.specialist_id')} body={(r: Service) => (r.get_specialist ? <bdi>{refLabel(r.get_specialist, lang)}</bdi> : t('view.none'))} />
        <Column header={t('fields.count_day')} body={(r: Service) => <bdi>{t('days', { count: r.count_day })}</bdi>} />
        <Column field="created_at" sortable header={t('fields.createdAt')} body={(r: Service) => <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>} />
        <Column
          header={t('common:table.actions')}
          body={(r: Service) => (
            <div className="row-actions">
              {can('order-service') && (
                <Button
                  size="small"
                  icon="pi pi-pencil"
                  text
                  rounded
                  aria-label={`${t('list.edit')}: ${r.name}`}
                  tooltip={t('list.edit')}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => void navigate(`/services/update/${r.id}`)}
                />
              )}
              {can('order-service') && (
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
