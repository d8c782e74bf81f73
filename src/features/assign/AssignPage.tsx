/**
 * /assign: camp assignments, newest first: the camp, its square and country, the receiving company,
 * the contract's signature state and the assignment's status. Search (CR, camp, company), filters by
 * square, status, contract and company (staff), sort, page size and pages live in the address; saved
 * filters and CSV/XLSX export from the shared toolbar. A company sees only what it receives (the
 * server narrows the list). Adding and changing show only to holders of their permission.
 */
import { Link, useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Column, FilterSelect, ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { ListToolbar } from '../../shared/ui/list/ListToolbar';
import { statusOptions } from '../../shared/workflow/statusOptions';
import { PageHeader } from '../../shared/ui/PageHeader';
import { accountTypeOf, hasPermission, useSession } from '../../shared/auth/session';
import type { Permission } from '../../../shared/permission-names';
import { isStaffType } from '../../../shared/accountTypes';
import { formatDateTime } from '../../shared/lib/dates';
import { refLabel } from '../../shared/lib/refs';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { assignmentMachine } from '../../../machines';
import { receiverLabel, useAssign, useCountriesOptions, useReceiver, useReceiverOptions, useSquaresOptions, type Assignment, type AssignmentFilters } from './api';
import { ContractBadge } from './ContractBadge';

const FILTERS = ['search', 'status', 'square_id', 'country_id', 'receiver_company_id', 'contract_status'] as const;

export default function AssignPage() {
  const { t, i18n } = useTranslation('assign');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const navigate = useNavigate();
  const session = useSession();
  const staff = isStaffType(accountTypeOf(session));
  const list = useListParams(FILTERS);
  // the filters offer the first page of squares and countries by name, and (staff) of companies
  const squaresOptions = useSquaresOptions('');
  const countriesOptions = useCountriesOptions('');
  const companyId = list.filters.receiver_company_id ? Number(list.filters.receiver_company_id) : null;
  const companies = useReceiverOptions('', staff);
  const chosenCompany = useReceiver(staff ? companyId : null);
  const companyOptions = [...(companies.data ?? []), ...(chosenCompany.data && !companies.data?.some((c) => c.id === chosenCompany.data?.id) ? [chosenCompany.data] : [])];

  const filters: AssignmentFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.filters.status ? { status: list.filters.status } : {}),
    ...(list.filters.square_id ? { square_id: Number(list.filters.square_id) } : {}),
    ...(list.filters.country_id ? { country_id: Number(list.filters.country_id) } : {}),
    ...(companyId ? { receiver_company_id: companyId } : {}),
    ...(list.filters.contract_status === 'signed' || list.filters.contract_status === 'unsigned' ? { contract_status: list.filters.contract_status } : {}),
    ...(list.sortBody as Pick<AssignmentFilters, 'sort' | 'direction'>),
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = useAssign(filters, list.page);
  const can = (p: Permission) => hasPermission(session, p);

  return (
    <>
      <PageHeader title={t('titles.list')} actions={can('assign-create') ? <Button label={t('list.add')} icon="pi pi-plus" onClick={() => void navigate('/assign/create')} /> : undefined} />
      <SearchFilters list={list} label={t('list.search')} clearable>
        <FilterSelect list={list} name="status" options={statusOptions(assignmentMachine, lang)} label={t('fields.status')} />
        <FilterSelect
          list={list}
          name="square_id"
          options={(squaresOptions.data ?? []).map((o) => ({ value: String(o.id), label: refLabel(o, lang) }))}
          label={t('fields.square_id')}
          loading={squaresOptions.isPending}
        />
        {staff && (
          <FilterSelect
            list={list}
            name="receiver_company_id"
            options={companyOptions.map((c) => ({ value: String(c.id), label: receiverLabel(c) }))}
            label={t('fields.receiver_company_id')}
            loading={companies.isPending}
          />
        )}
        <FilterSelect
          list={list}
          name="contract_status"
          options={[
            { value: 'unsigned', label: t('contract.unsigned') },
            { value: 'signed', label: t('contract.signed') },
          ]}
          label={t('fields.contract_status')}
        />
        <FilterSelect
          list={list}
          name="country_id"
          options={(countriesOptions.data ?? []).map((o) => ({ value: String(o.id), label: refLabel(o, lang) }))}
          label={t('fields.country_id')}
          loading={countriesOptions.isPending}
        />
      </SearchFilters>
      <ListToolbar list={list} name="assign" exportPath="/general/assign/export" exportBody={exportBody} />
      <ListTable<Assignment> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column
          header={t('fields.camp_id')}
          body={(r: Assignment) => (
            <Link to={`/assign/${r.id}`}>
              <bdi>{r.get_camp ? refLabel(r.get_camp, lang) : `#${r.id}`}</bdi>
            </Link>
          )}
        />
        <Column header={t('fields.square_id')} body={(r: Assignment) => (r.get_square ? <bdi>{refLabel(r.get_square, lang)}</bdi> : t('view.none'))} />
        <Column header={t('fields.country_id')} body={(r: Assignment) => (r.get_country ? <bdi>{refLabel(r.get_country, lang)}</bdi> : t('view.none'))} />
        <Column
          field="receiver_cr"
          sortable
          header={t('fields.receiver_company_id')}
          body={(r: Assignment) => (
            <>
              <bdi>{r.get_receiver_company ? receiverLabel(r.get_receiver_company) : t('view.none')}</bdi>
              <div className="muted">
                <bdi dir="ltr">{r.receiver_cr}</bdi>
              </div>
            </>
          )}
        />
        <Column header={t('fields.contract_status')} body={(r: Assignment) => <ContractBadge status={r.contract_status} />} />
        <Column field="status" sortable header={t('fields.status')} body={(r: Assignment) => <StatusBadge machine={assignmentMachine} status={r.status} />} />
        <Column field="created_at" sortable header={t('fields.createdAt')} body={(r: Assignment) => <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>} />
        <Column
          header={t('common:table.actions')}
          body={(r: Assignment) => (
            <div className="row-actions">
              {can('assign-update') && r.status === assignmentMachine.config.initial && (
                <Button
                  size="small"
                  icon="pi pi-pencil"
                  text
                  rounded
                  aria-label={`${t('list.edit')}: ${r.get_camp ? refLabel(r.get_camp, lang) : r.id}`}
                  tooltip={t('list.edit')}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => void navigate(`/assign/update/${r.id}`)}
                />
              )}
              {can('assign-re-customization') && r.status === 'returned' && (
                <Button
                  size="small"
                  icon="pi pi-replay"
                  text
                  rounded
                  aria-label={`${t('list.reCustomize')}: ${r.get_camp ? refLabel(r.get_camp, lang) : r.id}`}
                  tooltip={t('list.reCustomize')}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => void navigate(`/assign/re-customization/${r.id}`)}
                />
              )}
            </div>
          )}
        />
      </ListTable>
    </>
  );
}
