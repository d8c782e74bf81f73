/**
 * /services/inputs: service inputs, newest first; search, sort, page size and pages live in the address;
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
import { INPUT_TYPES, inputRequiredLabels, inputTypeLabels } from '../../../shared/rules/serviceInputs';
import { refLabel } from '../../shared/lib/refs';
import { deleteInputService, invalidateServiceInputs, useServicesOptions, useServiceInputs, type InputService, type InputServiceFilters } from './api';

const FILTERS = ['search', 'service_id', 'type'] as const;

export default function ServiceInputsPage() {
  const { t, i18n } = useTranslation('serviceInputs');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  // the filter offers the first page of services by name
  const servicesOptions = useServicesOptions('');

  const navigate = useNavigate();
  const session = useSession();
  const client = useQueryClient();
  const list = useListParams(FILTERS);
  const filters: InputServiceFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.filters.service_id ? { service_id: Number(list.filters.service_id) } : {}),
    ...(list.filters.type ? { type: list.filters.type as InputService['type'] } : {}),
    ...(list.sortBody as Pick<InputServiceFilters, 'sort' | 'direction'>),
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = useServiceInputs(filters, list.page);
  const can = (p: Permission) => hasPermission(session, p);

  const remove = (row: InputService) =>
    confirmDelete(
      async () => {
        try {
          return (await deleteInputService(row.id)).message;
        } finally {
          await invalidateServiceInputs(client);
        }
      },
      { title: t('list.deleteTitle', { name: row.name }) },
    );

  return (
    <>
      <PageHeader title={t('titles.list')} actions={can('order-service') ? <Button label={t('list.add')} icon="pi pi-plus" onClick={() => void navigate('/services/inputs/create')} /> : undefined} />
      <SearchFilters list={list} label={t('fields.search')} clearable>
        <FilterSelect
          list={list}
          name="service_id"
          options={(servicesOptions.data ?? []).map((o) => ({ value: String(o.id), label: refLabel(o, lang) }))}
          label={t('fields.service_id')}
          loading={servicesOptions.isPending}
        />
        <FilterSelect list={list} name="type" options={INPUT_TYPES.map((x) => ({ value: x, label: inputTypeLabels[x][lang] }))} label={t('fields.type')} />
      </SearchFilters>
      <ListToolbar list={list} name="serviceInputs" exportPath="/general/services/inputs/export" exportBody={exportBody} />
      <ListTable<InputService> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column
          field="name"
          sortable
          header={t('fields.name')}
          body={(r: InputService) => (
            <Link to={`/services/inputs/${r.id}`}>
              <bdi>{r.name}</bdi>
            </Link>
          )}
        />
        <Column header={t('fields.service_id')} body={(r: InputService) => (r.get_service ? <bdi>{refLabel(r.get_service, lang)}</bdi> : t('view.none'))} />
        <Column header={t('fields.name_en')} body={(r: InputService) => (r.name_en ? <bdi>{r.name_en}</bdi> : t('view.none'))} />
        <Column header={t('fields.type')} body={(r: InputService) => r.type_text} />
        <Column header={t('fields.required')} body={(r: InputService) => inputRequiredLabels[r.required][lang]} />
        <Column field="created_at" sortable header={t('fields.createdAt')} body={(r: InputService) => <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>} />
        <Column
          header={t('common:table.actions')}
          body={(r: InputService) => (
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
                  onClick={() => void navigate(`/services/inputs/update/${r.id}`)}
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
