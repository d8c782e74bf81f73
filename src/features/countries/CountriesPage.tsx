/**
 * /countries: the pilgrims' countries (spec 000 §2, "list only"), by name in the reader's language
 * unless another order is chosen; search, sort, page size and pages live in the address; saved
 * filters and CSV/XLSX export from the shared toolbar. Adding and changing open a dialog over the
 * list, also in the address (`?create=1`, `?edit={id}`: a reload or a shared link opens it again,
 * Back closes it); each button shows only to holders of its permission; deleting asks first.
 */
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from 'primereact/button';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Column, ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { ListToolbar } from '../../shared/ui/list/ListToolbar';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Auto, Ltr } from '../../shared/ui/Bdi';
import { confirmDelete } from '../../shared/ui/confirm';
import { hasPermission, useSession } from '../../shared/auth/session';
import type { Permission } from '../../../shared/permission-names';
import { deleteCountry, invalidateCountries, useCountries, type Country, type CountryFilters } from './api';

// the form and PrimeReact's Dialog load when a dialog first opens, not with the list
const CountryDialog = lazy(() => import('./CountryDialog').then((m) => ({ default: m.CountryDialog })));

const FILTERS = ['search'] as const;

export default function CountriesPage() {
  const { t, i18n } = useTranslation('countries');
  const session = useSession();
  const client = useQueryClient();
  const list = useListParams(FILTERS);
  const [params, setParams] = useSearchParams();
  const can = (p: Permission) => hasPermission(session, p);

  // by the name the reader reads, until a column's order is chosen
  const order = list.sort ? list.sortBody : { sort: i18n.language === 'en' ? ('name_en' as const) : ('name' as const), direction: 'asc' as const };
  const filters: CountryFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(order as Pick<CountryFilters, 'sort' | 'direction'>),
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = useCountries(filters, list.page);

  const editId = params.get('edit');
  const dialog = params.get('create') && can('country-create') ? { id: null } : editId && can('country-update') ? { id: Number(editId) } : null;
  const openDialog = (key: 'create' | 'edit', value: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.delete('create');
      next.delete('edit');
      next.set(key, value);
      return next;
    });
  const closeDialog = () =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('create');
        next.delete('edit');
        return next;
      },
      { replace: true },
    );

  const remove = (row: Country) =>
    confirmDelete(
      async () => {
        try {
          return (await deleteCountry(row.id)).message;
        } finally {
          await invalidateCountries(client);
        }
      },
      { title: t('list.deleteTitle', { name: row.name }) },
    );

  return (
    <>
      <PageHeader title={t('titles.list')} actions={can('country-create') ? <Button label={t('list.add')} icon="pi pi-plus" onClick={() => openDialog('create', '1')} /> : undefined} />
      <SearchFilters list={list} label={t('fields.search')} clearable />
      <ListToolbar list={list} name="countries" exportPath="/general/countries/export" exportBody={exportBody} />
      <ListTable<Country> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column field="name" sortable header={t('fields.name')} body={(r: Country) => <Auto>{r.name}</Auto>} />
        <Column field="name_en" sortable header={t('fields.name_en')} body={(r: Country) => <Ltr>{r.name_en}</Ltr>} />
        <Column field="iso_code" sortable header={t('fields.iso_code')} body={(r: Country) => (r.iso_code ? <Ltr>{r.iso_code}</Ltr> : t('view.none'))} />
        {(can('country-update') || can('country-delete')) && (
          <Column
            header={t('common:table.actions')}
            body={(r: Country) => (
              <div className="row-actions">
                {can('country-update') && (
                  <Button
                    size="small"
                    icon="pi pi-pencil"
                    text
                    rounded
                    aria-label={`${t('list.edit')}: ${r.name}`}
                    tooltip={t('list.edit')}
                    tooltipOptions={{ position: 'top' }}
                    onClick={() => openDialog('edit', String(r.id))}
                  />
                )}
                {can('country-delete') && (
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
        )}
      </ListTable>
      {dialog && (
        <Suspense fallback={null}>
          {/* keyed: another record opens with a fresh form */}
          <CountryDialog key={dialog.id ?? 'new'} id={dialog.id} onClose={closeDialog} />
        </Suspense>
      )}
    </>
  );
}
