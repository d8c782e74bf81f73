/**
 * What every page of one order shares: reading it (POST details/{id}) with its loading, missing
 * and failed states, and its header — number, subject, status, and the links to its other pages
 * that this user may open in its status.
 */
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import { Auto } from '../../shared/ui/Bdi';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { isApiFailure } from '../../shared/api/errors';
import { hasPermission, useSession } from '../../shared/auth/session';
import type { Permission } from '../../../shared/permission-names';
import { useOrderDetails, type OrderDetails } from './api';
import { useOrderLifecycle } from './lifecycle';
import { useOrderFamily } from './family';
import './orders.css';

/** The order id of the address, or null when it is not one. */
export function useOrderId(): number | null {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export type OrderPage = 'details' | 'processing' | 'prepare' | 'tracking' | 'licence';

/** Reads the order of the address and renders `children` with it, or its loading, missing or failed state. */
export function OrderLoader({ title, children }: { title: string; children: (record: OrderDetails) => ReactNode }) {
  const { t } = useTranslation('orders');
  const id = useOrderId();
  const F = useOrderFamily();
  const query = useOrderDetails(F.family, id);
  const missing = id === null || (query.isError && isApiFailure(query.error) && (query.error.status === 404 || query.error.status === 403));
  if (missing) {
    return (
      <>
        <header className="page-header">
          <h1>{title}</h1>
        </header>
        <div className="state-panel state-error" role="alert">
          <i className="pi pi-exclamation-circle" aria-hidden />
          <p>{t('form.notFound')}</p>
          <Link to={F.base} className="p-button p-button-outlined">
            {t(`${F.titles}.list`)}
          </Link>
        </div>
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        <header className="page-header">
          <h1>{title}</h1>
        </header>
        <LoadFailed error={query.error} title={t('form.loadFailed')} onRetry={() => void query.refetch()} />
      </>
    );
  }
  if (query.isPending) {
    return (
      <div aria-busy="true" className="order-loading">
        <header className="page-header">
          <h1>{title}</h1>
        </header>
        <Skeleton height="4rem" />
        <Skeleton height="14rem" />
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

/** The order's header: number, status, subject, and links to its other pages. */
export function OrderHeader({ record, page, title }: { record: OrderDetails; page: OrderPage; title?: string }) {
  const { t } = useTranslation('orders');
  const session = useSession();
  const F = useOrderFamily();
  const can = (p: `order-${string}` & Permission) => hasPermission(session, F.can(p));
  const lifecycle = useOrderLifecycle(F.family, record.parties);
  const editable = lifecycle.available(record.status).includes('UPDATE');
  const links: Array<{ to: string; label: string; icon: string; primary?: boolean }> = [];
  if (page !== 'details' && can('order-details')) links.push({ to: F.screen('details', record.id), label: t('licence.back'), icon: 'pi pi-file' });
  if (editable && record.status === 'returned') links.push({ to: F.screen('re-customize', record.id), label: t('details.reCustomize'), icon: 'pi pi-replay', primary: true });
  else if (editable) links.push({ to: F.screen('update', record.id), label: t('details.edit'), icon: 'pi pi-pencil' });
  if (page !== 'processing' && can('order-processing-tsleem') && record.status === 'tsleem_processing')
    links.push({ to: F.screen('processing', record.id), label: t('details.openProcessing'), icon: 'pi pi-briefcase', primary: true });
  // the electricity works are the orders' alone (no location-order prepare screen)
  if (page !== 'prepare' && F.family === 'order' && can('order-prepare') && record.status === 'licensed')
    links.push({ to: F.screen('prepare', record.id), label: t('details.openPrepare'), icon: 'pi pi-bolt' });
  if (page !== 'tracking' && page !== 'details' && can('order-tracking')) links.push({ to: F.screen('tracking', record.id), label: t('details.openTracking'), icon: 'pi pi-map' });
  if (page !== 'licence' && record.status === 'licensed' && record.license_end_date)
    links.push({ to: F.screen('license', record.id), label: t('details.openLicence'), icon: 'pi pi-id-card', primary: true });
  return (
    <header className="page-header order-header">
      <div>
        <p className="order-eyebrow">{title ?? t(`${F.titles}.details`)}</p>
        <h1>
          {t('details.heading', { id: record.id })} <StatusBadge machine={F.machine} status={record.status} />
        </h1>
        <p className="order-subject">
          <Auto>{record.title}</Auto>
        </p>
      </div>
      {links.length > 0 && (
        <nav className="page-actions" aria-label={t('details.sections.summary')}>
          {links.map((l) => (
            <Link key={l.to} to={l.to} className={`p-button p-component p-button-sm${l.primary ? '' : ' p-button-outlined'}`}>
              <i className={l.icon} aria-hidden />
              <span>{l.label}</span>
            </Link>
          ))}
        </nav>
      )}
    </header>
  );
}

/** The reason the order came back, was refused or cancelled, when it has one. */
export function OrderReasons({ record }: { record: OrderDetails }) {
  const { t } = useTranslation('orders');
  const rejected = record.rejection_reason && ['returned', 'rejected', 'contracting', 'awaiting_contractor', 'awaiting_consultant', 'design_review'].includes(record.status);
  if (!rejected && !record.cancel_reason) return null;
  return (
    <div className="order-reasons" role="note">
      {rejected && (
        <p>
          <i className="pi pi-exclamation-triangle" aria-hidden /> <strong>{t('details.rejection')}: </strong>
          <Auto>{record.rejection_reason}</Auto>
        </p>
      )}
      {record.cancel_reason && (
        <p>
          <i className="pi pi-ban" aria-hidden /> <strong>{t('details.cancelReason')}: </strong>
          <Auto>{record.cancel_reason}</Auto>
        </p>
      )}
    </div>
  );
}
