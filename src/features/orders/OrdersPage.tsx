/**
 * /orders: each party's inbox (the server narrows the list to the orders the caller is on: the
 * receiving company its own, the design office, contractor, consultant and sharers the ones they
 * are named on, the authority and the service centres every order), newest first. Filters: the
 * machine's statuses, camp, square, receiving company (staff), specialty; search, sort, page size
 * and pages live in the address; saved filters and export from the shared toolbar. Row actions by
 * permission and status: details, edit (a draft, by its owner), correct (a returned order), process
 * (tsleem), licence (licensed), delete a draft (asked first). The same list serves /location-orders
 * (the family of the address), and /orders/consulting, /location-orders/consulting: the orders at
 * the consulting stage (waiting for their contractor and consultant: OrderFilters `stage`).
 */
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Column, FilterSelect, ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { ListToolbar } from '../../shared/ui/list/ListToolbar';
import { RowAction } from '../../shared/ui/list/RowAction';
import { statusOptions } from '../../shared/workflow/statusOptions';
import { PageHeader } from '../../shared/ui/PageHeader';
import { confirmDelete } from '../../shared/ui/confirm';
import { Auto, Ltr } from '../../shared/ui/Bdi';
import { accountTypeOf, hasPermission, useSession } from '../../shared/auth/session';
import type { Permission } from '../../../shared/permission-names';
import { formatDate, formatHijri } from '../../shared/lib/dates';
import { refLabel, type RefOption } from '../../shared/lib/refs';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { CONSULTING_STATUSES, RECEIVER_FORCED_TYPES } from '../../../machines/order';
import { twin } from '../../shared/orders/family';
import { useOrderFamily } from './family';
import { $api } from '../../shared/api/query';
import { paging } from '../../../shared/limits';
import { deleteOrder, invalidateOrders, partyName, useCampsOptions, useReceivers, useSpecialistsOptions, useSquaresOptions, useOrders, type Order, type OrderFilters } from './api';
import { companyOfSession } from './lifecycle';
import './orders.css';

const FILTERS = ['search', 'status', 'camp_id', 'square_id', 'company_id', 'specialist_id'] as const;

/** The camps and squares of the caller's own assignments (a company without the camps list sees its own places). */
function useOwnPlaces(enabled: boolean) {
  return $api.useQuery(
    'post',
    '/general/assign',
    { params: { query: { page: 1 } }, body: { paginate: paging.maxPerPage } },
    {
      select: (res) => {
        const camps = new Map<number, RefOption>();
        const squares = new Map<number, RefOption>();
        for (const a of res.data.data) {
          if (a.get_camp) camps.set(a.get_camp.id, a.get_camp);
          if (a.get_square) squares.set(a.get_square.id, a.get_square);
        }
        return { camps: [...camps.values()], squares: [...squares.values()] };
      },
      staleTime: 60_000,
      enabled,
    },
  );
}

const num = (v: string | undefined) => (v ? Number(v) : undefined);

export default function OrdersPage() {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const navigate = useNavigate();
  const session = useSession();
  const client = useQueryClient();
  const F = useOrderFamily();
  // /orders/consulting, /location-orders/consulting: the orders waiting for their contractor and consultant
  const consulting = useLocation().pathname.endsWith('/consulting');
  const INITIAL = F.machine.config.initial as string;
  const can = (p: Permission) => hasPermission(session, p);
  /** the family's equivalent of an order-* permission */
  const canOrder = (p: `order-${string}` & Permission) => hasPermission(session, F.can(p));
  const type = accountTypeOf(session);
  const me = companyOfSession(session);
  const staff = type === 'admin' || type === 'kdana';
  // a receiving company files its own orders: the receiver column would name it on every row
  const receives = RECEIVER_FORCED_TYPES.includes(type as (typeof RECEIVER_FORCED_TYPES)[number]);
  const list = useListParams(FILTERS);

  // each filter offers what the user may read: the catalogues for staff, its own places for a company
  const allCamps = can('delivery-camp-index');
  const allSquares = can('delivery-square-index');
  const own = useOwnPlaces(!(allCamps && allSquares) && can('delivery-assign-index'));
  const camps = useCampsOptions('', allCamps);
  const squares = useSquaresOptions(allSquares);
  const campOptions = allCamps ? camps.data : own.data?.camps;
  const squareOptions = allSquares ? squares.data : own.data?.squares;
  const companies = useReceivers('', staff && can('delivery-assign-index'));
  const specialties = useSpecialistsOptions(F.family, canOrder('order-specialists-index'));

  const filters: OrderFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.filters.status ? { status: list.filters.status } : {}),
    ...(list.filters.camp_id ? { camp_id: num(list.filters.camp_id) } : {}),
    ...(list.filters.square_id ? { square_id: num(list.filters.square_id) } : {}),
    ...(list.filters.company_id ? { company_id: num(list.filters.company_id) } : {}),
    ...(list.filters.specialist_id ? { specialist_id: num(list.filters.specialist_id) } : {}),
    ...(consulting ? { stage: 'consulting' as const } : {}),
    ...(list.sortBody as Pick<OrderFilters, 'sort' | 'direction'>),
  };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = useOrders(F.family, filters, list.page);

  const owns = (r: Order) => me !== null && r.receiver_id === me;
  const remove = (r: Order) =>
    confirmDelete(
      async () => {
        try {
          return (await deleteOrder(F.family, r.id)).message;
        } finally {
          await invalidateOrders(client);
        }
      },
      { title: t('list.deleteTitle', { name: r.title }), text: t('list.deleteText') },
    );

  const options = (items: RefOption[] | undefined) => (items ?? []).map((o) => ({ value: String(o.id), label: refLabel(o, lang) }));
  const none = t('list.none');

  return (
    <>
      <div className="orders-list">
        <PageHeader
          title={t(`${F.titles}.${consulting ? 'consulting' : 'list'}`)}
          actions={!consulting && canOrder('order-create') ? <Button label={t('list.add')} icon="pi pi-plus" onClick={() => void navigate(`${F.base}/create`)} /> : undefined}
        />
        <SearchFilters list={list} label={t('fields.search')} clearable>
          <FilterSelect
            list={list}
            name="status"
            options={statusOptions(F.machine, lang).filter((o) => !consulting || (CONSULTING_STATUSES as readonly string[]).includes(o.value))}
            label={t('fields.status')}
          />
          {(allCamps || can('delivery-assign-index')) && (
            <FilterSelect list={list} name="camp_id" options={options(campOptions)} label={t('fields.camp')} loading={allCamps ? camps.isLoading : own.isLoading} />
          )}
          {(allSquares || can('delivery-assign-index')) && (
            <FilterSelect list={list} name="square_id" options={options(squareOptions)} label={t('fields.square')} loading={allSquares ? squares.isLoading : own.isLoading} />
          )}
          {staff && can('delivery-assign-index') && <FilterSelect list={list} name="company_id" options={options(companies.data)} label={t('list.anyCompany')} loading={companies.isLoading} />}
          {canOrder('order-specialists-index') && <FilterSelect list={list} name="specialist_id" options={options(specialties.data)} label={t('fields.specialty')} loading={specialties.isLoading} />}
        </SearchFilters>
        <ListToolbar list={list} name={`${F.base.slice(1)}${consulting ? '-consulting' : ''}`} exportPath={twin(F.family, '/general/orders/export')} exportBody={exportBody} />
        <ListTable<Order> list={list} query={query} emptyText={t('list.empty')} label={t(`${F.titles}.${consulting ? 'consulting' : 'list'}`)} rowLabel={(r) => r.title}>
          <Column
            header={t('fields.id')}
            body={(r: Order) => (
              <Link to={F.screen('details', r.id)} aria-label={`${t('fields.id')} ${r.id}: ${r.title}`}>
                <Ltr>#{r.id}</Ltr>
              </Link>
            )}
          />
          <Column
            field="title"
            sortable
            header={t('fields.title')}
            className="cell-subject"
            body={(r: Order) => (
              <Link to={F.screen('details', r.id)}>
                <Auto>{r.title}</Auto>
              </Link>
            )}
          />
          <Column header={t('fields.camp')} className="cell-nowrap" body={(r: Order) => (r.get_camp ? <Auto>{refLabel(r.get_camp, lang)}</Auto> : none)} />
          {!receives && <Column header={t('fields.receiver')} className="cell-party" body={(r: Order) => <Auto>{partyName(r.receiver) ?? none}</Auto>} />}
          <Column header={t('fields.design_office')} className="cell-party" body={(r: Order) => <Auto>{partyName(r.design_office) ?? none}</Auto>} />
          <Column
            header={`${t('fields.contractor')} / ${t('fields.consultant')}`}
            className="cell-party"
            body={(r: Order) => (
              <span className="stack">
                <span>
                  <span className="visually-hidden">{t('fields.contractor')}: </span>
                  <Auto>{partyName(r.contracter) ?? none}</Auto>
                </span>
                <span className="muted">
                  <span className="visually-hidden">{t('fields.consultant')}: </span>
                  <Auto>{partyName(r.consultor) ?? none}</Auto>
                </span>
              </span>
            )}
          />
          <Column header={t('fields.services_count')} className="cell-number" body={(r: Order) => <Ltr>{r.services_count}</Ltr>} />
          <Column header={t('fields.status')} body={(r: Order) => <StatusBadge machine={F.machine} status={r.status} />} />
          <Column
            header={t('fields.license_end')}
            body={(r: Order) =>
              r.license_end_date ? (
                <span className="stack">
                  <Ltr className="cell-nowrap">{formatDate(`${r.license_end_date}T12:00:00`)}</Ltr>
                  <small className="muted">{formatHijri(`${r.license_end_date}T12:00:00`, lang)}</small>
                </span>
              ) : (
                none
              )
            }
          />
          <Column
            header={t('common:table.actions')}
            body={(r: Order) => (
              <div className="row-actions">
                <RowAction icon="pi pi-eye" label={`${t('list.details')}: ${r.title}`} tip={t('list.details')} onClick={() => void navigate(F.screen('details', r.id))} data-testid="details" />
                {canOrder('order-update') && owns(r) && r.status === INITIAL && (
                  <RowAction icon="pi pi-pencil" label={`${t('list.edit')}: ${r.title}`} tip={t('list.edit')} onClick={() => void navigate(F.screen('update', r.id))} data-testid="edit" />
                )}
                {canOrder('order-update') && owns(r) && r.status === 'returned' && (
                  <RowAction
                    icon="pi pi-replay"
                    label={`${t('list.reCustomize')}: ${r.title}`}
                    tip={t('list.reCustomize')}
                    onClick={() => void navigate(F.screen('re-customize', r.id))}
                    data-testid="re-customize"
                  />
                )}
                {canOrder('order-processing-tsleem') && r.status === 'tsleem_processing' && (
                  <RowAction
                    icon="pi pi-briefcase"
                    label={`${t('list.processing')}: ${r.title}`}
                    tip={t('list.processing')}
                    onClick={() => void navigate(F.screen('processing', r.id))}
                    data-testid="processing"
                  />
                )}
                {r.status === 'licensed' && r.license_end_date && (
                  <RowAction icon="pi pi-id-card" label={`${t('list.licence')}: ${r.title}`} tip={t('list.licence')} onClick={() => void navigate(F.screen('license', r.id))} data-testid="licence" />
                )}
                {canOrder('order-create') && r.status === INITIAL && (owns(r) || staff || type === 'raft_office') && (
                  <RowAction icon="pi pi-trash" danger label={`${t('list.delete')}: ${r.title}`} tip={t('list.delete')} onClick={() => remove(r)} data-testid="delete" />
                )}
              </div>
            )}
          />
        </ListTable>
      </div>
    </>
  );
}
