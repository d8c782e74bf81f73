/**
 * /orders/details/{id}: everything about one order on one page (POST details/{id}) — its header
 * with the actions the server lists for this caller (run through the order machine), the reason it
 * came back, the readiness checklist before it is sent, its parties, camp and numbers, services,
 * pledges (upload, review), sharers' signatures (sign, withdraw), works, history as a timeline, and
 * the order machine's statechart with this order's status and path on it.
 */
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OrderLoader, OrderHeader, OrderReasons } from './OrderScreen';
import { OrderActions, useOrderActions } from './OrderActions';
import { CampSection, HistorySection, PartiesSection, PledgesSection, ReadinessSection, ServicesSection, showsReadiness, SignaturesSection, StatechartSection, WorksSection } from './OrderSections';
import type { OrderDetails } from './api';
import { useOrderFamily } from './family';

/** The statuses in which the works (GIS image, electricity) matter. */
const WORKS = ['licensed', 'tsleem_processing', 'signing'];

export default function OrderDetailsPage() {
  const { t } = useTranslation('orders');
  const F = useOrderFamily();
  return <OrderLoader title={t(`${F.titles}.details`)}>{(record) => <Details record={record} />}</OrderLoader>;
}

function Details({ record }: { record: OrderDetails }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const actions = useOrderActions(record);
  const F = useOrderFamily();
  const prepare = () => void navigate(F.screen('prepare', record.id));
  return (
    <div className="order-page" data-status={record.status}>
      <OrderHeader record={record} page="details" />
      <section className="order-actions-card" aria-labelledby="order-actions-title">
        <h2 id="order-actions-title" className="visually-hidden">
          {t('details.actions')}
        </h2>
        <OrderActions record={record} actions={actions} withForm={{ SET_ELECTRIC_METER: prepare, ARRANGE_ELECTRICITY_DELIVERY: prepare }} emptyText={t('details.noActions')} />
      </section>
      <OrderReasons record={record} />
      <div className="order-grid">
        <div className="order-main">
          {showsReadiness(record.status) && <ReadinessSection record={record} />}
          <ServicesSection record={record} />
          {WORKS.includes(record.status) && <WorksSection record={record} />}
        </div>
        <div className="order-side">
          <PartiesSection record={record} />
          <CampSection record={record} />
        </div>
      </div>
      <PledgesSection record={record} />
      <div className="order-pair">
        <SignaturesSection record={record} />
        <HistorySection record={record} />
      </div>
      <StatechartSection record={record} />
    </div>
  );
}
