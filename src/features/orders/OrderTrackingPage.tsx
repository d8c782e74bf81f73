/**
 * /orders/tracking/{id}: where an order stands, for the contractor, the provider and the desk
 * (order-tracking) — its status and what it means, the parties, its history as a timeline and its
 * path on the order machine's statechart.
 */
import { useTranslation } from 'react-i18next';
import type { StateMeta } from '../../../machines/core/types';
import { pick } from '../../../shared/label';
import { OrderLoader, OrderHeader, OrderReasons } from './OrderScreen';
import { CampSection, HistorySection, PartiesSection, ServicesSection, StatechartSection } from './OrderSections';
import type { OrderDetails } from './api';
import { useOrderFamily } from './family';

export default function OrderTrackingPage() {
  const { t } = useTranslation('orders');
  const F = useOrderFamily();
  return <OrderLoader title={t(`${F.titles}.tracking`)}>{(record) => <Tracking record={record} />}</OrderLoader>;
}

function Tracking({ record }: { record: OrderDetails }) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const F = useOrderFamily();
  const meta = F.machine.root.states[record.status]?.meta as StateMeta | undefined;
  return (
    <div className="order-page" data-status={record.status}>
      <OrderHeader record={record} page="tracking" title={t(`${F.titles}.tracking`)} />
      {meta?.description && <p className="order-note order-status-note">{pick(meta.description, lang)}</p>}
      <OrderReasons record={record} />
      <div className="order-grid">
        <div className="order-main">
          <HistorySection record={record} />
          <ServicesSection record={record} />
        </div>
        <div className="order-side">
          <PartiesSection record={record} />
          <CampSection record={record} />
        </div>
      </div>
      <StatechartSection record={record} />
    </div>
  );
}
