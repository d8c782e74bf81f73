/**
 * /regulatory-violation-order/{id} (spec 001 §2): one violation — its camp and company, body, photographs and
 * logos — with the actions its lifecycle accepts now (machines/violation): edit and issue a draft; make an issued
 * one's document ready, which asks for the logos (ReadyDialog); the printable document once ready.
 */
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from 'primereact/skeleton';
import { Button } from 'primereact/button';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../shared/ui/PageHeader';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { isApiFailure } from '../../shared/api/errors';
import { formatDateTime } from '../../shared/lib/dates';
import { refLabel } from '../../shared/lib/refs';
import { FileLink, StoredImage } from '../../shared/ui/StoredFile';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { useSession } from '../../shared/auth/session';
import { senderOf } from '../../shared/workflow/useLifecycle';
import { LifecycleActions } from '../../shared/workflow/LifecycleActions';
import { availableEvents } from '../../../machines/core/runtime';
import { violationMachine } from '../../../machines';
import { ReadyDialog } from './ReadyDialog';
import './regulatoryViolationOrders.css';
import { regulatoryViolationOrdersActors, invalidateRegulatoryViolationOrders, useRegulatoryViolationOrder, type RegulatoryViolationOrder } from './api';

export default function RegulatoryViolationOrderViewPage() {
  const { t, i18n } = useTranslation('regulatoryViolationOrders');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const client = useQueryClient();
  const session = useSession();
  const [readyOpen, setReadyOpen] = useState(false);
  const record = useRegulatoryViolationOrder(Number.isInteger(id) && id > 0 ? id : null);
  if (!(Number.isInteger(id) && id > 0) || (record.isError && isApiFailure(record.error) && record.error.status === 404)) {
    return (
      <>
        <PageHeader title={t('titles.view')} />
        <div className="state-panel state-error" role="alert">
          <p>{t('form.notFound')}</p>
          <Link to="/regulatory-violation-order" className="p-button p-button-outlined">
            {t('titles.list')}
          </Link>
        </div>
      </>
    );
  }
  if (record.isError) return <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />;
  if (record.isPending) return <Skeleton height="12rem" />;
  const r: RegulatoryViolationOrder = record.data;
  // making the document ready asks for its logos first: the screen's own button, where the machine would take it from this user
  const mayMakeReady = availableEvents(violationMachine, r.status, senderOf(session)).includes('MAKE_READY');
  const logos = [
    ['header_logo_1', r.header_logo_1],
    ['header_logo_2', r.header_logo_2],
    ['footer_logo', r.footer_logo],
  ] as const;
  return (
    <>
      <PageHeader
        title={r.title}
        actions={
          r.status === 'ready' ? (
            <Link to={`/regulatory-violation-order/ready/${r.id}`} className="p-button p-button-outlined">
              <i className="pi pi-print" aria-hidden /> {t('view.print')}
            </Link>
          ) : undefined
        }
      />
      <section className="record-actions" aria-label={t('view.actions')}>
        <LifecycleActions
          machine={violationMachine}
          record={r}
          actors={regulatoryViolationOrdersActors}
          withForm={{ UPDATE: () => void navigate(`/regulatory-violation-order/update/${r.id}`) }}
          exclude={['MAKE_READY']}
          onDone={() => invalidateRegulatoryViolationOrders(client)}
        />
        {mayMakeReady ? <Button type="button" icon="pi pi-verified" label={t('ready.title')} onClick={() => setReadyOpen(true)} data-testid="violation-make-ready" /> : null}
      </section>
      {r.status === 'draft' ? (
        <p className="muted" role="note">
          <i className="pi pi-eye-slash" aria-hidden /> {t('view.draftNote')}
        </p>
      ) : null}
      <dl className="record-view">
        <dt>{t('fields.number')}</dt>
        <dd>
          <bdi dir="ltr">{r.id}</bdi>
        </dd>
        <dt>{t('fields.status')}</dt>
        <dd>
          <StatusBadge machine={violationMachine} status={r.status} />
        </dd>
        <dt>{t('fields.camp_id')}</dt>
        <dd>{r.get_camp ? <bdi>{refLabel(r.get_camp, lang)}</bdi> : t('view.none')}</dd>
        <dt>{t('fields.company')}</dt>
        <dd>{r.company_name ? <bdi>{r.company_name}</bdi> : t('view.none')}</dd>
        <dt>{t('fields.body')}</dt>
        <dd className="violation-body" dir="auto">
          {r.body || t('view.none')}
        </dd>
        <dt>{t('fields.images')}</dt>
        <dd>
          {r.images.length ? (
            <ul className="violation-photos">
              {r.images.map((file, i) => (
                <li key={file.id}>
                  <StoredImage url={file.url} alt={`${t('fields.images')} ${i + 1}`} />
                  <FileLink url={file.url} name={file.name} size={file.size} />
                </li>
              ))}
            </ul>
          ) : (
            t('view.none')
          )}
        </dd>
        <dt>{t('view.logos')}</dt>
        <dd>
          <ul className="file-list">
            {logos.map(([name, file]) => (
              <li key={name}>
                <span className="muted">{t(`fields.${name}`)}:</span> {file ? <FileLink url={file.url} name={file.name} size={file.size} /> : t('view.none')}
              </li>
            ))}
          </ul>
        </dd>
        <dt>{t('fields.issuedAt')}</dt>
        <dd>{r.issued_at ? <bdi dir="ltr">{formatDateTime(r.issued_at)}</bdi> : t('view.none')}</dd>
        <dt>{t('fields.readyAt')}</dt>
        <dd>{r.ready_at ? <bdi dir="ltr">{formatDateTime(r.ready_at)}</bdi> : t('view.none')}</dd>
        <dt>{t('fields.createdAt')}</dt>
        <dd>
          <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>
        </dd>
      </dl>
      {readyOpen ? (
        <ReadyDialog
          record={r}
          onClose={() => setReadyOpen(false)}
          onReady={async () => {
            await invalidateRegulatoryViolationOrders(client);
            void navigate(`/regulatory-violation-order/ready/${r.id}`);
          }}
        />
      ) : null}
    </>
  );
}
