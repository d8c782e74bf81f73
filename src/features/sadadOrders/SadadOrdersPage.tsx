/**
 * /sadad: SADAD payment orders, newest first (a company its own, the authority every company's); search by
 * description or bill number, status, company (staff), sort, page size and pages live in the address; saved
 * filters and CSV/XLSX export from the shared toolbar. Issuing shows to holders of sadad-create.
 */
import { Link, useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Column, FilterSelect, ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { ListToolbar } from '../../shared/ui/list/ListToolbar';
import { statusOptions } from '../../shared/workflow/statusOptions';
import { PageHeader } from '../../shared/ui/PageHeader';
import { hasPermission, useSession } from '../../shared/auth/session';
import { formatDateTime } from '../../shared/lib/dates';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { sadadOrderMachine } from '../../../machines';
import { Sar } from '../../shared/payments/Sar';
import { payerPartiesOf } from '../../shared/payments/PaymentPanel';
import { useSadadOrderForm, useSadadOrders, type SadadOrder, type SadadOrderFilters } from './api';

const FILTERS = ['search', 'status', 'company_id'] as const;

export default function SadadOrdersPage() {
  const { t, i18n } = useTranslation('sadadOrders');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const navigate = useNavigate();
  const session = useSession();
  const list = useListParams(FILTERS);
  const staff = payerPartiesOf(session).length === 0;
  const issuer = hasPermission(session, 'sadad-create');
  const choices = useSadadOrderForm();
  const company = Number(list.filters.company_id);
  const filters: SadadOrderFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.filters.status ? { status: list.filters.status } : {}),
    ...(Number.isInteger(company) && company > 0 ? { company_id: company } : {}),
    ...(list.sortBody as Pick<SadadOrderFilters, 'sort' | 'direction'>),
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = useSadadOrders(filters, list.page);
  const opens = hasPermission(session, 'sadad-details');

  return (
    <>
      <PageHeader title={t('titles.list')} actions={issuer ? <Button label={t('list.add')} icon="pi pi-plus" onClick={() => void navigate('/sadad/create')} /> : undefined} />
      <SearchFilters list={list} label={t('fields.search')} clearable>
        <FilterSelect list={list} name="status" options={statusOptions(sadadOrderMachine, lang)} label={t('fields.status')} />
        {staff && issuer && (
          <FilterSelect
            list={list}
            name="company_id"
            loading={choices.isPending}
            options={(choices.data?.companies ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            label={t('list.companies')}
          />
        )}
      </SearchFilters>
      <ListToolbar list={list} name="sadadOrders" exportPath="/general/sadad/export" exportBody={exportBody} />
      <ListTable<SadadOrder> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column
          header={t('fields.bill_number')}
          body={(r: SadadOrder) =>
            opens ? (
              <Link to={`/sadad/details/${r.id}`}>
                <bdi dir="ltr">{r.bill_number ?? `#${r.id}`}</bdi>
              </Link>
            ) : (
              <bdi dir="ltr">{r.bill_number ?? `#${r.id}`}</bdi>
            )
          }
        />
        {staff && <Column header={t('fields.company_id')} body={(r: SadadOrder) => (r.company_name ? <bdi>{r.company_name}</bdi> : t('view.none'))} />}
        <Column header={t('fields.description')} body={(r: SadadOrder) => <bdi dir="auto">{r.description}</bdi>} />
        <Column field="amount" sortable header={t('fields.amount')} body={(r: SadadOrder) => <Sar value={r.amount} lang={lang} />} />
        <Column field="due_date" sortable header={t('fields.due_date')} body={(r: SadadOrder) => <bdi dir="ltr">{r.due_date}</bdi>} />
        <Column header={t('fields.status')} body={(r: SadadOrder) => <StatusBadge machine={sadadOrderMachine} status={r.status} />} />
        <Column field="created_at" sortable header={t('fields.createdAt')} body={(r: SadadOrder) => <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>} />
        <Column
          header={t('common:table.actions')}
          body={(r: SadadOrder) =>
            opens ? (
              <Button
                size="small"
                icon="pi pi-eye"
                text
                rounded
                aria-label={`${t('list.view')}: ${r.bill_number ?? r.id}`}
                tooltip={t('list.view')}
                tooltipOptions={{ position: 'top' }}
                onClick={() => void navigate(`/sadad/details/${r.id}`)}
              />
            ) : null
          }
        />
      </ListTable>
    </>
  );
}
