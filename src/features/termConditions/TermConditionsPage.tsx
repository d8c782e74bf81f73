/**
 * /term-conditions: one text per account type (what its users acknowledge), in type order;
 * search in the titles and texts, the account type filter, sort, page size and pages live in
 * the address; saved filters and CSV/XLSX export from the shared toolbar. Each row opens its
 * page (/term-conditions/{id}), where holders of terms-update edit it. Nothing is added or
 * deleted here: the set is one per account type.
 */
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Column, FilterSelect, ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { RowAction } from '../../shared/ui/list/RowAction';
import { ListToolbar } from '../../shared/ui/list/ListToolbar';
import { PageHeader } from '../../shared/ui/PageHeader';
import { hasPermission, useSession } from '../../shared/auth/session';
import { formatDateTime } from '../../shared/lib/dates';
import { accountTypes, ADMIN_TYPE_ID } from '../../../shared/accountTypes';
import { useTermConditions, type TermCondition, type TermConditionFilters } from './api';

const FILTERS = ['search', 'type_id'] as const;

export default function TermConditionsPage() {
  const { t, i18n } = useTranslation('termConditions');
  const en = i18n.language === 'en';
  const navigate = useNavigate();
  const session = useSession();
  const list = useListParams(FILTERS);
  const f = list.filters;
  const filters: TermConditionFilters = {
    paginate: list.perPage,
    ...(f.search ? { search: f.search } : {}),
    ...(Number(f.type_id) > 0 ? { type_id: Number(f.type_id) } : {}),
    ...(list.sortBody as Pick<TermConditionFilters, 'sort' | 'direction'>),
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = useTermConditions(filters, list.page);
  const canEdit = hasPermission(session, 'terms-update');
  const typeOptions = accountTypes.filter((x) => x.id !== ADMIN_TYPE_ID).map((x) => ({ value: String(x.id), label: x.label[en ? 'en' : 'ar'] }));
  const titleOf = (r: TermCondition) => (en ? r.title_en : r.title);

  return (
    <>
      <PageHeader title={t('titles.list')} subtitle={t('list.subtitle')} />
      <SearchFilters list={list} label={t('fields.search')} clearable>
        <FilterSelect list={list} name="type_id" options={typeOptions} label={t('fields.type')} />
      </SearchFilters>
      <ListToolbar list={list} name="termConditions" exportPath="/general/term-conditions/export" exportBody={exportBody} />
      <ListTable<TermCondition> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column field="type_id" sortable header={t('fields.type')} body={(r: TermCondition) => <bdi>{r.type.name}</bdi>} />
        <Column
          header={t('fields.title')}
          body={(r: TermCondition) => (
            <Link to={`/term-conditions/${r.id}`}>
              <bdi>{titleOf(r)}</bdi>
            </Link>
          )}
        />
        <Column field="updated_at" sortable header={t('fields.updatedAt')} body={(r: TermCondition) => <bdi dir="ltr">{formatDateTime(r.updated_at)}</bdi>} />
        <Column
          header={t('common:table.actions')}
          body={(r: TermCondition) => (
            <div className="row-actions icon-actions">
              {canEdit ? (
                <RowAction icon="pi pi-pencil" label={`${t('list.edit')}: ${titleOf(r)}`} tip={t('list.edit')} onClick={() => void navigate(`/term-conditions/${r.id}`)} />
              ) : (
                <RowAction icon="pi pi-eye" label={`${t('list.open')}: ${titleOf(r)}`} tip={t('list.open')} onClick={() => void navigate(`/term-conditions/${r.id}`)} />
              )}
            </div>
          )}
        />
      </ListTable>
    </>
  );
}
