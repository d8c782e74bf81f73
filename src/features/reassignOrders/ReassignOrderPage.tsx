/**
 * One re-assign or lock order, at every step's address (spec 001 §2): …/{id}/form/{form},
 * …/form/{form}/approve-camps, …/form/{form}/view, …/{id}/payment-attachment, …/payment-attachment/view,
 * …/{id}/re-delivery/signature, …/re-delivery/file and /lock-orders/{id}/details. The header (company, camps,
 * status, appointment, penalty, missing signatures), the steps, reject and cancel when offered, and the panel of
 * the address's step; an address of another step than the order's shows where it is now and the details.
 * A rejected order is refused ("This order has been rejected"): the screen says so and goes back to the list
 * after 1 second (spec 001 §2, §4; machines/reassignOrder/constants.ts).
 */
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from 'primereact/skeleton';
import { PageHeader } from '../../shared/ui/PageHeader';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { isApiFailure } from '../../shared/api/errors';
import { Sar } from '../../shared/payments/Sar';
import { formatHijri } from '../../shared/lib/dates';
import { statusOf } from '../../shared/workflow/statusOptions';
import { LIST_PATH, REJECTED_REDIRECT_MS } from '../../../machines';
import { machineOf, stepPath, typeOfPath, useReassignOrder, type ReassignOrder } from './api';
import { OrderActions, offeredTo, useOrderRun } from './orderActions';
import { hasPermission, useSession } from '../../shared/auth/session';
import { ApproveCampsPanel, FilePanel, FormPanel, OrderRecord, PaymentPanel, PaymentReviewPanel, SignaturePanel } from './panels';
import { OrderLog, StepsIndicator, campsText } from './shared';
import './reassignOrders.css';

/** The step an address shows, by its ending. */
type Step = 'form' | 'camps_approval' | 'payment' | 'payment_review' | 'signature' | 're_delivery_file' | 'view';
export function stepOfPath(pathname: string): Step {
  const p = pathname.replace(/\/+$/u, '');
  if (p.endsWith('/approve-camps')) return 'camps_approval';
  if (p.endsWith('/payment-attachment/view')) return 'payment_review';
  if (p.endsWith('/payment-attachment')) return 'payment';
  if (p.endsWith('/re-delivery/signature')) return 'signature';
  if (p.endsWith('/re-delivery/file')) return 're_delivery_file';
  if (p.endsWith('/view') || p.endsWith('/details')) return 'view';
  return 'form';
}

export default function ReassignOrderPage() {
  const { t } = useTranslation('reassignOrders');
  const { pathname } = useLocation();
  const params = useParams();
  const type = typeOfPath(pathname);
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const step = stepOfPath(pathname);
  const formId = Number(params.form ?? 0) || 0;
  // at the form's address, the details carry the questions of the form in the address
  const record = useReassignOrder(valid ? id : null, step === 'form' ? formId : null);
  const session = useSession();
  const title = t(`titles.order_${type}`, { id: valid ? id : '' });

  if (!valid || (record.isError && isApiFailure(record.error) && record.error.status === 404)) {
    return (
      <>
        <PageHeader title={title} />
        <div className="state-panel state-error" role="alert">
          <p>{t('view.notFound')}</p>
          <Link to={LIST_PATH[type]} className="p-button p-button-outlined">
            {t(`titles.list_${type}`)}
          </Link>
        </div>
      </>
    );
  }
  if (record.isError && isApiFailure(record.error) && record.error.status === 409) return <Rejected title={title} text={record.error.message} to={LIST_PATH[type]} />;
  if (record.isError) return <LoadFailed error={record.error} title={t('view.loadFailed')} onRetry={() => void record.refetch()} />;
  if (record.isPending) return <Skeleton height="16rem" />;
  return <Order order={offeredTo(record.data, session)} step={step} title={title} formId={formId} loading={record.isPlaceholderData} />;
}

/** A rejected order: its message, then back to the list after REJECTED_REDIRECT_MS. */
function Rejected({ title, text, to }: { title: string; text: string; to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate(to, { replace: true }), REJECTED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, to]);
  return (
    <>
      <PageHeader title={title} />
      <div className="state-panel state-error" role="alert" data-testid="reassign-rejected">
        <p>{text}</p>
      </div>
    </>
  );
}

function Order({ order, step, title, formId, loading }: { order: ReassignOrder; step: Step; title: string; formId: number; loading: boolean }) {
  const { t, i18n } = useTranslation('reassignOrders');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const machine = machineOf(order.type);
  const run = useOrderRun(order);
  const session = useSession();
  const none = t('view.none');
  const here = step === 'view' || step === order.status;

  const panel = () => {
    switch (step) {
      case 'form':
        return <FormPanel order={order} run={run} formId={formId || order.form_id || 0} loading={loading} />;
      case 'camps_approval':
        return <ApproveCampsPanel order={order} run={run} />;
      case 'payment':
        return <PaymentPanel order={order} run={run} />;
      case 'payment_review':
        return <PaymentReviewPanel order={order} run={run} />;
      case 'signature':
        return <SignaturePanel order={order} run={run} />;
      case 're_delivery_file':
        return <FilePanel order={order} run={run} />;
      default:
        return null;
    }
  };

  return (
    <>
      <PageHeader title={title} subtitle={order.company_name ?? undefined} />
      <dl className="record-view reassign-summary">
        <dt>{t('fields.company')}</dt>
        <dd>{order.company_name ? <bdi dir="auto">{order.company_name}</bdi> : none}</dd>
        <dt>{t('fields.camps')}</dt>
        <dd>
          <bdi dir="auto">{campsText(order.camps) || none}</bdi>
        </dd>
        <dt>{t('fields.status')}</dt>
        <dd>
          <StatusBadge machine={machine} status={order.status} />
        </dd>
        <dt>{t('fields.appointment')}</dt>
        <dd>
          {order.appointment ? (
            <>
              <bdi dir="ltr" data-testid="reassign-appointment">
                {order.appointment}
              </bdi>{' '}
              {/* the season is planned in Hijri (Umm al-Qura) */}
              <span className="muted">({formatHijri(`${order.appointment.slice(0, 10)}T12:00:00`, lang)})</span>
            </>
          ) : (
            none
          )}
        </dd>
        <dt>{t('fields.penalty')}</dt>
        <dd>
          <Sar value={order.penalty_amount} lang={lang} testId="reassign-penalty" />
        </dd>
        <dt>{t('fields.missed')}</dt>
        <dd>
          <bdi dir="ltr" data-testid="reassign-missed">
            {order.MissedSignCount}
          </bdi>
        </dd>
        {order.rejection_reason && (
          <>
            <dt>{t('fields.rejection_reason')}</dt>
            <dd>
              <bdi dir="auto">{order.rejection_reason}</bdi>
            </dd>
          </>
        )}
      </dl>
      <StepsIndicator machine={machine} status={order.status} />
      <OrderActions order={order} run={run} />
      {here ? (
        panel()
      ) : (
        <div className="state-panel" role="status">
          <p>{t('view.elsewhere', { status: statusOf(machine, order.status, lang).label })}</p>
          <Link to={stepPath(order, (permission) => hasPermission(session, permission))} className="p-button p-button-outlined">
            {t('view.goToStep')}
          </Link>
        </div>
      )}
      {(step === 'view' || !here) && <OrderRecord order={order} />}
      {step === 'view' && <OrderLog order={order} />}
    </>
  );
}
