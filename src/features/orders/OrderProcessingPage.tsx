/**
 * /orders/processing/{id}: the tsleem authority's desk for one order (order-processing-tsleem) —
 * the order's summary, its pledges (to review), signatures and history, and the decision: approve
 * with the licence's end date (a date 60 days on is suggested), disapprove (back to its owner) or
 * reject for good, each with its reason; the GIS image and cancelling by tsleem beside them. The
 * decision runs through the order machine like every event; approving opens the licence.
 */
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OrderLoader, OrderHeader, OrderReasons } from './OrderScreen';
import { OrderActions, useOrderActions } from './OrderActions';
import { CampSection, HistorySection, PartiesSection, PledgesSection, Section, ServicesSection, SignaturesSection, StatechartSection } from './OrderSections';
import { statusOf } from '../../shared/workflow/statusOptions';
import type { OrderDetails } from './api';
import { useOrderFamily } from './family';

const DECISION = ['APPROVE', 'DISAPPROVE', 'REJECT', 'UPLOAD_GIS_IMAGE', 'CANCEL_BY_TSLEEM'];

export default function OrderProcessingPage() {
  const { t } = useTranslation('orders');
  const F = useOrderFamily();
  return <OrderLoader title={t(`${F.titles}.processing`)}>{(record) => <Processing record={record} />}</OrderLoader>;
}

function Processing({ record }: { record: OrderDetails }) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const navigate = useNavigate();
  const F = useOrderFamily();
  const actions = useOrderActions(record, { include: DECISION });
  const awaiting = record.status === 'tsleem_processing';
  return (
    <div className="order-page" data-status={record.status}>
      <OrderHeader record={record} page="processing" title={t(`${F.titles}.processing`)} />
      <Section id="decision" title={t('actions.decision')} className="order-decision">
        {awaiting ? <p className="muted">{t('actions.approveHint')}</p> : <p className="order-note">{t('details.notAwaiting', { status: statusOf(F.machine, record.status, lang).label })}</p>}
        <OrderActions record={record} actions={actions} emptyText={t('details.noActions')} onDone={(event) => void navigate(F.screen(event === 'APPROVE' ? 'license' : 'details', record.id))} />
      </Section>
      <OrderReasons record={record} />
      <div className="order-grid">
        <div className="order-main">
          <ServicesSection record={record} />
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
