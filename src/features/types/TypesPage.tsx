/**
 * /type ("update only"): the account types in type_id order (the export carries the id), each with its code, its Arabic and
 * English names and when they were last changed; search, sort, page size and pages live in the
 * address; saved filters and CSV/XLSX export from the shared toolbar. Holders of type-update
 * rename one from its row; nothing is added or deleted here (the set is the code's).
 */
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Column, ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { RowAction } from '../../shared/ui/list/RowAction';
import { ListToolbar } from '../../shared/ui/list/ListToolbar';
import { PageHeader } from '../../shared/ui/PageHeader';
import { hasPermission, useSession } from '../../shared/auth/session';
import { formatDateTime } from '../../shared/lib/dates';
import { useTypes, type Type, type TypeFilters } from './api';

const FILTERS = ['search'] as const;

export default function TypesPage() {
  const { t, i18n } = useTranslation('types');
  // a row's actions are named in the reader's language
  const nameOf = (r: Type) => (i18n.language === 'en' ? r.name_en : r.name);
  const navigate = useNavigate();
  const session = useSession();
  const list = useListParams(FILTERS);
  const filters: TypeFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.sortBody as Pick<TypeFilters, 'sort' | 'direction'>),
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = useTypes(filters, list.page);
  const canEdit = hasPermission(session, 'type-update');

  return (
    <>
      <PageHeader title={t('titles.list')} subtitle={t('list.subtitle')} />
      <SearchFilters list={list} label={t('fields.search')} clearable />
      <ListToolbar list={list} name="types" exportPath="/general/types/export" exportBody={exportBody} />
      <ListTable<Type> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column field="name" sortable header={t('fields.name')} body={(r: Type) => <bdi>{r.name}</bdi>} />
        <Column
          field="name_en"
          sortable
          header={t('fields.name_en')}
          body={(r: Type) => (
            <bdi dir="ltr" lang="en">
              {r.name_en}
            </bdi>
          )}
        />
        <Column header={t('fields.code')} body={(r: Type) => <code dir="ltr">{r.code}</code>} />
        <Column
          field="updated_at"
          sortable
          header={t('fields.updatedAt')}
          body={(r: Type) => (r.version > 1 ? <bdi dir="ltr">{formatDateTime(r.updated_at)}</bdi> : <span className="muted">{t('list.never')}</span>)}
        />
        {canEdit && (
          <Column
            header={t('common:table.actions')}
            body={(r: Type) => (
              <div className="row-actions icon-actions">
                <RowAction icon="pi pi-pencil" label={`${t('list.edit')}: ${nameOf(r)}`} tip={t('list.edit')} onClick={() => void navigate(`/type/update/${r.id}`)} />
              </div>
            )}
          />
        )}
      </ListTable>
    </>
  );
}
