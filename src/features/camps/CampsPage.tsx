/**
 * /camps: camps square by square, with their readiness (`status_text`) and whether they are
 * developed; filtered by square, status and developed; search, sort, page size and pages live in
 * the address; saved filters and CSV/XLSX export from the shared toolbar. Adding, changing and
 * deleting each show only to holders of their permission; deleting asks first. Setting a camp
 * ready is on its page (/camps/{id}), after a confirmation.
 */
import { Link, useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Column, FilterSelect, ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { ListToolbar } from '../../shared/ui/list/ListToolbar';
import { statusOptions } from '../../shared/workflow/statusOptions';

import { PageHeader } from '../../shared/ui/PageHeader';
import { confirmDelete } from '../../shared/ui/confirm';
import { hasPermission, useSession } from '../../shared/auth/session';
import type { Permission } from '../../../shared/permission-names';
import { refLabel } from '../../shared/lib/refs';
import { CampStatus } from './CampStatus';
import { Auto, Ltr } from '../../shared/ui/Bdi';
import { campMachine } from '../../../machines';
import { deleteCamp, invalidateCamps, useSquaresOptions, useCamps, type Camp, type CampFilters } from './api';

const count = new Intl.NumberFormat('en');

const FILTERS = ['search', 'status', 'square_id', 'is_developed'] as const;

export default function CampsPage() {
  const { t, i18n } = useTranslation('camps');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  // the filter offers the first page of squares by name
  const squaresOptions = useSquaresOptions('');

  const navigate = useNavigate();
  const session = useSession();
  const client = useQueryClient();
  const list = useListParams(FILTERS);
  const filters: CampFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.filters.status ? { status: list.filters.status } : {}),
    ...(list.filters.square_id ? { square_id: Number(list.filters.square_id) } : {}),
    ...(list.filters.is_developed === '0' || list.filters.is_developed === '1' ? { is_developed: Number(list.filters.is_developed) as 0 | 1 } : {}),
    ...(list.sortBody as Pick<CampFilters, 'sort' | 'direction'>),
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = useCamps(filters, list.page);
  const can = (p: Permission) => hasPermission(session, p);

  const remove = (row: Camp) =>
    confirmDelete(
      async () => {
        try {
          return (await deleteCamp(row.id)).message;
        } finally {
          await invalidateCamps(client);
        }
      },
      { title: t('list.deleteTitle', { name: row.name }) },
    );

  return (
    <>
      <PageHeader title={t('titles.list')} actions={can('camp-create') ? <Button label={t('list.add')} icon="pi pi-plus" onClick={() => void navigate('/camps/create')} /> : undefined} />
      <SearchFilters list={list} label={t('fields.search')} clearable>
        <FilterSelect list={list} name="status" options={statusOptions(campMachine, lang)} label={t('fields.status')} />
        <FilterSelect
          list={list}
          name="square_id"
          options={(squaresOptions.data ?? []).map((o) => ({ value: String(o.id), label: refLabel(o, lang) }))}
          label={t('fields.square_id')}
          loading={squaresOptions.isPending}
        />
        <FilterSelect
          list={list}
          name="is_developed"
          options={[
            { value: '1', label: t('list.developed') },
            { value: '0', label: t('list.undeveloped') },
          ]}
          label={t('fields.is_developed')}
        />
      </SearchFilters>
      <ListToolbar list={list} name="camps" exportPath="/general/camps/export" exportBody={exportBody} />
      <ListTable<Camp> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column
          field="name"
          sortable
          header={t('fields.name')}
          body={(r: Camp) => (
            <Link to={`/camps/${r.id}`}>
              <Auto>{r.name}</Auto>
            </Link>
          )}
        />
        <Column field="name_en" sortable header={t('fields.name_en')} body={(r: Camp) => <Ltr>{r.name_en}</Ltr>} />
        <Column field="square_id" sortable header={t('fields.square_id')} body={(r: Camp) => (r.get_square ? <Auto>{refLabel(r.get_square, lang)}</Auto> : t('view.none'))} />
        <Column field="capacity" sortable header={t('fields.capacity')} body={(r: Camp) => <Ltr>{count.format(r.capacity)}</Ltr>} />
        <Column header={t('fields.is_developed')} body={(r: Camp) => (r.is_developed ? t('list.developed') : t('list.undeveloped'))} />
        <Column field="status" sortable header={t('fields.status')} body={(r: Camp) => <CampStatus camp={r} />} />
        <Column
          header={t('common:table.actions')}
          body={(r: Camp) => (
            <div className="row-actions">
              {can('camp-update') && (
                <Button
                  size="small"
                  icon="pi pi-pencil"
                  text
                  rounded
                  aria-label={`${t('list.edit')}: ${r.name}`}
                  tooltip={t('list.edit')}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => void navigate(`/camps/update/${r.id}`)}
                />
              )}
              {can('camp-delete') && (
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
