/**
 * /request-licenses/view/{id}: one car licence request with its fields, its status and the actions its
 * lifecycle accepts now for this user (machines/carLicenceOrder): the requester updates or cancels a pending
 * request, the authority approves or rejects it with a reason. A rejected request is not shown: the server
 * answers 409 with the spec's "You can't view or update a rejected licence request", and so does this screen.
 * An approved request is an issued licence: its number, "Download PDF" (the server's licence with its QR
 * code) and the public check page (/request-licenses/qr/{qr}) the code opens.
 */
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Skeleton } from 'primereact/skeleton';
import { PageHeader } from '../../shared/ui/PageHeader';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { formatDateTime } from '../../shared/lib/dates';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { notify } from '../../shared/ui/notify';
import { carLicenceOrderMachine } from '../../../machines';
import { LifecycleActions } from '../../shared/workflow/LifecycleActions';
import { useLifecycle } from '../../shared/workflow/useLifecycle';
import { carLicenceOrdersActors, invalidateCarLicenceOrders, useCarLicenceOrder, type CarLicenceOrder } from './api';
import { partiesOf, RejectDialog, Unopenable, unopenable } from './parts';
import { useSession } from '../../shared/auth/session';
import { LicencePdfButton } from '../../shared/licence/LicencePdfButton';
import { licenceNumber } from '../../../shared/licences';

export default function CarLicenceOrderViewPage() {
  const { t } = useTranslation('carLicenceOrders');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const client = useQueryClient();
  const record = useCarLicenceOrder(valid ? id : null);
  const [rejecting, setRejecting] = useState<CarLicenceOrder | null>(null);
  // REJECT's reason comes from its dialog; the event runs through the machine (its rule first), then the call
  const session = useSession();
  const lifecycle = useLifecycle<CarLicenceOrder>(carLicenceOrderMachine, carLicenceOrdersActors, partiesOf(session));
  const reject = useMutation({
    mutationFn: ({ request, reject_reason }: { request: CarLicenceOrder; reject_reason: string }) => lifecycle.run(request, { type: 'REJECT', reject_reason }),
    onSuccess: async () => {
      setRejecting(null);
      notify('success', t('reject.done'));
      await invalidateCarLicenceOrders(client);
      // a rejected request can no longer be opened: back to the list
      void navigate('/request-licenses');
    },
  });

  if (!valid || (record.isError && unopenable(record.error))) return <Unopenable title={t('titles.view')} error={record.error} />;
  if (record.isError) return <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />;
  if (record.isPending) return <Skeleton height="12rem" />;
  const r: CarLicenceOrder = record.data;
  const none = t('view.none');
  return (
    <>
      <PageHeader
        title={t('titles.view')}
        subtitle={r.plate_number}
        actions={r.verify_path ? <LicencePdfButton call="/general/licenseCarOrder/license/{id}/pdf" id={r.id} number={licenceNumber('car', r.approved_at, r.id)} /> : undefined}
      />
      <section className="record-actions" aria-label={t('view.actions')}>
        <LifecycleActions
          machine={carLicenceOrderMachine}
          workflow="carLicenceOrder"
          record={r}
          actors={carLicenceOrdersActors}
          parties={partiesOf(session)}
          withForm={{ UPDATE: () => void navigate(`/request-licenses/update/${r.id}`), REJECT: () => setRejecting(r) }}
          onDone={() => invalidateCarLicenceOrders(client)}
        />
      </section>
      <dl className="record-view">
        <dt>{t('fields.company')}</dt>
        <dd>{r.company_name ? <bdi>{r.company_name}</bdi> : none}</dd>
        <dt>{t('fields.plate_number')}</dt>
        <dd>
          <bdi>{r.plate_number}</bdi>
        </dd>
        <dt>{t('fields.car_type')}</dt>
        <dd>
          <bdi>{r.car_type}</bdi>
        </dd>
        <dt>{t('fields.driver_name')}</dt>
        <dd>
          <bdi>{r.driver_name}</bdi>
        </dd>
        <dt>{t('fields.driver_id_number')}</dt>
        <dd>
          <bdi dir="ltr">{r.driver_id_number}</bdi>
        </dd>
        <dt>{t('fields.notes')}</dt>
        <dd>{r.notes ? <bdi>{r.notes}</bdi> : none}</dd>
        <dt>{t('fields.status')}</dt>
        <dd>
          <StatusBadge machine={carLicenceOrderMachine} status={r.status} />
        </dd>
        {r.verify_path && (
          <>
            <dt>{t('fields.licence')}</dt>
            <dd>
              <bdi dir="ltr" data-testid="licence-number">
                {licenceNumber('car', r.approved_at, r.id)}
              </bdi>{' '}
              <a href={r.verify_path} data-testid="licence-check-link">
                {t('view.check')}
              </a>
            </dd>
          </>
        )}
        <dt>{t('fields.createdAt')}</dt>
        <dd>
          <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>
        </dd>
        <dt>{t('fields.updatedAt')}</dt>
        <dd>
          <bdi dir="ltr">{formatDateTime(r.updated_at)}</bdi>
        </dd>
      </dl>
      <RejectDialog record={rejecting} onClose={() => setRejecting(null)} onSubmit={({ reject_reason }) => reject.mutateAsync({ request: r, reject_reason })} />
    </>
  );
}
