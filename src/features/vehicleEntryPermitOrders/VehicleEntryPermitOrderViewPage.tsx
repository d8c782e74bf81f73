/**
 * /vehicle-entry-permit-orders/details/{id}: one permit order with every field, its status and the actions its
 * lifecycle accepts now for this user (machines/vehicleEntryPermit; the server's answer decides): the company's edit
 * while pending (which opens /update/{id}), the desk's approve and reject (a dialog asks the reason; the machine's rule
 * answers an empty one before any call). An approved order shows its permit number, the permit (/file/{id}), its PDF
 * and its public check page.
 */
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from 'primereact/skeleton';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../shared/ui/notify';
import { PageHeader } from '../../shared/ui/PageHeader';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { ReasonDialog } from '../../shared/ui/ReasonDialog';
import { isApiFailure } from '../../shared/api/errors';
import { formatDateTime } from '../../shared/lib/dates';
import { refLabel } from '../../shared/lib/refs';
import { FileLink } from '../../shared/ui/StoredFile';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { accountTypeOf, useSession } from '../../shared/auth/session';
import { LicencePdfButton } from '../../shared/licence/LicencePdfButton';
import { LifecycleActions } from '../../shared/workflow/LifecycleActions';
import { useLifecycle } from '../../shared/workflow/useLifecycle';
import { seesAllPermits, vehicleEntryPermitMachine } from '../../../machines';
import { PermitPeriod } from './PermitPeriod';
import { vehicleEntryPermitOrdersActors, invalidateVehicleEntryPermitOrders, permitNumberOf, useVehicleEntryPermitOrder, type VehicleEntryPermitOrder } from './api';

export default function VehicleEntryPermitOrderViewPage() {
  const { t, i18n } = useTranslation('vehicleEntryPermitOrders');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const client = useQueryClient();
  const session = useSession();
  const [rejecting, setRejecting] = useState(false);
  const record = useVehicleEntryPermitOrder(Number.isInteger(id) && id > 0 ? id : null);
  // a company is the owner of the orders it sees (the server's scope); the desk is no order's owner
  const parties = seesAllPermits(accountTypeOf(session)) ? [] : ['owner'];
  // REJECT's reason comes from its dialog; the event runs through the machine (its rule first), then the call
  const lifecycle = useLifecycle<VehicleEntryPermitOrder>(vehicleEntryPermitMachine, vehicleEntryPermitOrdersActors, parties);
  const reject = useMutation({
    mutationFn: ({ order, reject_reason }: { order: VehicleEntryPermitOrder; reject_reason: string }) => lifecycle.run(order, { type: 'REJECT', reject_reason }),
    onSuccess: async () => {
      setRejecting(false);
      notify('success', t('reject.done'));
      await invalidateVehicleEntryPermitOrders(client);
    },
  });

  if (!(Number.isInteger(id) && id > 0) || (record.isError && isApiFailure(record.error) && record.error.status === 404)) {
    return (
      <>
        <PageHeader title={t('titles.view')} />
        <div className="state-panel state-error" role="alert">
          <p>{t('form.notFound')}</p>
          <Link to="/vehicle-entry-permit-orders" className="p-button p-button-outlined">
            {t('titles.list')}
          </Link>
        </div>
      </>
    );
  }
  if (record.isError) return <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />;
  if (record.isPending) return <Skeleton height="12rem" />;
  const r: VehicleEntryPermitOrder = record.data;
  const none = t('view.none');
  return (
    <>
      <PageHeader
        title={t('titles.view')}
        subtitle={r.plate_number}
        actions={
          r.verify_path ? (
            <div className="licence-toolbar">
              <Link to={`/vehicle-entry-permit-orders/file/${r.id}`} className="p-button p-button-outlined" data-testid="permit-file-link">
                <i className="pi pi-id-card" aria-hidden /> {t('view.file')}
              </Link>
              <LicencePdfButton call="/general/vehicle-entry-permit-orders/file/{id}/pdf" id={r.id} number={permitNumberOf(r)} />
            </div>
          ) : undefined
        }
      />
      <section className="record-actions" aria-label={t('view.actions')}>
        <LifecycleActions
          machine={vehicleEntryPermitMachine}
          workflow="vehicleEntryPermit"
          record={r}
          actors={vehicleEntryPermitOrdersActors}
          parties={parties}
          withForm={{ UPDATE: () => void navigate(`/vehicle-entry-permit-orders/update/${r.id}`), REJECT: () => setRejecting(true) }}
          onDone={() => invalidateVehicleEntryPermitOrders(client)}
        />
      </section>
      <dl className="record-view">
        <dt>{t('fields.status')}</dt>
        <dd>
          <StatusBadge machine={vehicleEntryPermitMachine} status={r.status} />
        </dd>
        {r.reject_reason && (
          <>
            <dt>{t('fields.reject_reason')}</dt>
            <dd>
              <bdi dir="auto">{r.reject_reason}</bdi>
            </dd>
          </>
        )}
        {r.verify_path && (
          <>
            <dt>{t('fields.licence')}</dt>
            <dd>
              <bdi dir="ltr" data-testid="licence-number">
                {permitNumberOf(r)}
              </bdi>{' '}
              <a href={r.verify_path} data-testid="licence-check-link">
                {t('view.check')}
              </a>
            </dd>
          </>
        )}
        <dt>{t('fields.company')}</dt>
        <dd>{r.company_name ? <bdi dir="auto">{r.company_name}</bdi> : none}</dd>
        <dt>{t('fields.camp_id')}</dt>
        <dd>{r.get_camp ? <bdi dir="auto">{refLabel(r.get_camp, lang)}</bdi> : none}</dd>
        <dt>{t('fields.plate_number')}</dt>
        <dd>
          <bdi dir="auto">{r.plate_number}</bdi>
        </dd>
        <dt>{t('fields.vehicle_type')}</dt>
        <dd>
          <bdi dir="auto">{r.vehicle_type}</bdi>
        </dd>
        <dt>{t('fields.driver_name')}</dt>
        <dd>
          <bdi dir="auto">{r.driver_name}</bdi>
        </dd>
        <dt>{t('fields.driver_id_number')}</dt>
        <dd>
          <bdi dir="ltr">{r.driver_id_number}</bdi>
        </dd>
        <dt>{t('fields.driver_mobile')}</dt>
        <dd>
          <bdi dir="ltr">+{r.driver_mobile}</bdi>
        </dd>
        <dt>{t('fields.period')}</dt>
        <dd>
          <PermitPeriod order={r} />
        </dd>
        <dt>{t('fields.purpose')}</dt>
        <dd>{r.purpose ? <bdi dir="auto">{r.purpose}</bdi> : none}</dd>
        <dt>{t('fields.registration')}</dt>
        <dd>{r.registration ? <FileLink url={r.registration.url} name={r.registration.name} size={r.registration.size} /> : none}</dd>
        <dt>{t('fields.createdAt')}</dt>
        <dd>
          <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>
        </dd>
        <dt>{t('fields.updatedAt')}</dt>
        <dd>
          <bdi dir="ltr">{formatDateTime(r.updated_at)}</bdi>
        </dd>
      </dl>
      <ReasonDialog
        id="permit-reject"
        open={rejecting}
        title={t('reject.title', { name: r.plate_number })}
        label={t('fields.reject_reason')}
        submitLabel={t('reject.submit')}
        cancelLabel={t('reject.cancel')}
        onClose={() => setRejecting(false)}
        onSubmit={({ reject_reason }) => reject.mutateAsync({ order: r, reject_reason })}
      />
    </>
  );
}
