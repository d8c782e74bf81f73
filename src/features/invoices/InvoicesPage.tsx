/**
 * /invoices: simplified tax invoices, newest first (a company its own, the authority every company's); search,
 * status, company (staff), sort, page size and pages live in the address; saved filters and CSV/XLSX export
 * from the shared toolbar. Issuing shows to holders of invoices-create; a pending invoice is edited by holders of
 * invoices-update (the machine's UPDATE).
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
import { invoiceMachine } from '../../../machines';
import { useLifecycle } from '../../shared/workflow/useLifecycle';
import { Sar } from '../../shared/payments/Sar';
import { payerPartiesOf } from '../../shared/payments/PaymentPanel';
import { invoicesActors, useInvoiceForm, useInvoices, type Invoice, type InvoiceFilters } from './api';

const FILTERS = ['search', 'status', 'company_id'] as const;

export default function InvoicesPage() {
  const { t, i18n } = useTranslation('invoices');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const navigate = useNavigate();
  const session = useSession();
  const list = useListParams(FILTERS);
  const parties = payerPartiesOf(session);
  const staff = parties.length === 0;
  const issuer = hasPermission(session, 'invoices-create');
  const lifecycle = useLifecycle<Invoice>(invoiceMachine, invoicesActors, parties);
  const choices = useInvoiceForm();
  const company = Number(list.filters.company_id);
  const filters: InvoiceFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.filters.status ? { status: list.filters.status } : {}),
    ...(Number.isInteger(company) && company > 0 ? { company_id: company } : {}),
    ...(list.sortBody as Pick<InvoiceFilters, 'sort' | 'direction'>),
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = useInvoices(filters, list.page);
  const opens = hasPermission(session, 'invoices-details');

  return (
    <>
      <PageHeader title={t('titles.list')} actions={issuer ? <Button label={t('list.add')} icon="pi pi-plus" onClick={() => void navigate('/invoices/create')} /> : undefined} />
      <SearchFilters list={list} label={t('fields.search')} clearable>
        <FilterSelect list={list} name="status" options={statusOptions(invoiceMachine, lang)} label={t('fields.status')} />
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
      <ListToolbar list={list} name="invoices" exportPath="/general/invoices/export" exportBody={exportBody} />
      <ListTable<Invoice> list={list} query={query} emptyText={t('list.empty')} label={t('titles.list')}>
        <Column
          header={t('fields.number')}
          body={(r: Invoice) =>
            opens ? (
              <Link to={`/invoices/details/${r.id}`}>
                <bdi dir="ltr">{r.number}</bdi>
              </Link>
            ) : (
              <bdi dir="ltr">{r.number}</bdi>
            )
          }
        />
        {staff && <Column header={t('fields.company_id')} body={(r: Invoice) => (r.company_name ? <bdi>{r.company_name}</bdi> : t('view.none'))} />}
        <Column header={t('fields.description')} body={(r: Invoice) => <bdi dir="auto">{r.description}</bdi>} />
        <Column header={t('fields.vat_total', { rate: 15 })} body={(r: Invoice) => <Sar value={r.vat_total} lang={lang} />} />
        <Column field="total" sortable header={t('fields.total')} body={(r: Invoice) => <Sar value={r.total} lang={lang} />} />
        <Column field="due_date" sortable header={t('fields.due_date')} body={(r: Invoice) => <bdi dir="ltr">{r.due_date}</bdi>} />
        <Column header={t('fields.status')} body={(r: Invoice) => <StatusBadge machine={invoiceMachine} status={r.status} />} />
        <Column field="created_at" sortable header={t('fields.createdAt')} body={(r: Invoice) => <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>} />
        <Column
          header={t('common:table.actions')}
          body={(r: Invoice) => (
            <div className="row-actions">
              {opens && (
                <Button
                  size="small"
                  icon="pi pi-eye"
                  text
                  rounded
                  aria-label={`${t('list.view')}: ${r.number}`}
                  tooltip={t('list.view')}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => void navigate(`/invoices/details/${r.id}`)}
                />
              )}
              {opens && r.status !== 'cancelled' && (
                <Button
                  size="small"
                  icon="pi pi-print"
                  text
                  rounded
                  aria-label={`${t('list.print')}: ${r.number}`}
                  tooltip={t('list.print')}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => void navigate(`/invoices/${r.id}`)}
                />
              )}
              {hasPermission(session, 'invoices-update') && lifecycle.available(r.status).includes('UPDATE') && (
                <Button
                  size="small"
                  icon="pi pi-pencil"
                  text
                  rounded
                  aria-label={`${t('list.edit')}: ${r.number}`}
                  tooltip={t('list.edit')}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => void navigate(`/invoices/edit/${r.id}`)}
                />
              )}
            </div>
          )}
        />
      </ListTable>
    </>
  );
}
