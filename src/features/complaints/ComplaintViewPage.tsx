/**
 * /complaints/{id}: one complaint — its fields, its point on the site plan (read-only), its pictures and files, the
 * desk's note once resolved or rejected — and the actions its lifecycle (machines/complaint) accepts from this user
 * now: the filer's company edits a filed one; the desk starts the review, resolves it (what was done) or rejects it
 * (why), the notes asked in a dialog.
 */
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from 'primereact/skeleton';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../shared/ui/PageHeader';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { isApiFailure } from '../../shared/api/errors';
import { formatDateTime } from '../../shared/lib/dates';
import { FileLink, StoredImage } from '../../shared/ui/StoredFile';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { SitePointPicker } from '../../shared/ui/SitePointPicker';
import { Auto } from '../../shared/ui/Bdi';
import { LifecycleActions } from '../../shared/workflow/LifecycleActions';
import { useLifecycle } from '../../shared/workflow/useLifecycle';
import { useSession } from '../../shared/auth/session';
import { complaintMachine } from '../../../machines';
import type { Lang } from '../../../shared/label';
import { complaintParties, complaintsActors, invalidateComplaints, useComplaint, type Complaint } from './api';
import { Priority, sourceText, typeText } from './labels';
import { NoteDialog, type NoteEvent } from './NoteDialog';
import './complaints.css';

export default function ComplaintViewPage() {
  const { t, i18n } = useTranslation('complaints');
  const lang: Lang = i18n.language === 'en' ? 'en' : 'ar';
  const id = Number(useParams().id);
  const record = useComplaint(Number.isInteger(id) && id > 0 ? id : null);
  if (!(Number.isInteger(id) && id > 0) || (record.isError && isApiFailure(record.error) && record.error.status === 404)) {
    return (
      <>
        <PageHeader title={t('titles.view')} />
        <div className="state-panel state-error" role="alert">
          <p>{t('form.notFound')}</p>
          <Link to="/complaints" className="p-button p-button-outlined">
            {t('titles.list')}
          </Link>
        </div>
      </>
    );
  }
  if (record.isError) return <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />;
  if (record.isPending) return <Skeleton height="12rem" />;
  return <ComplaintView record={record.data} lang={lang} />;
}

function ComplaintView({ record: r, lang }: { record: Complaint; lang: Lang }) {
  const { t } = useTranslation('complaints');
  const navigate = useNavigate();
  const client = useQueryClient();
  const session = useSession();
  const parties = complaintParties(session, r);
  const lifecycle = useLifecycle<Complaint>(complaintMachine, complaintsActors, parties);
  const [note, setNote] = useState<NoteEvent | null>(null);
  const refresh = () => invalidateComplaints(client);
  const none = t('view.none');
  const when = (iso: string | null | undefined) => (iso ? <bdi dir="ltr">{formatDateTime(iso)}</bdi> : none);
  const images = r.files.filter((f) => f.mime?.startsWith('image/'));
  const others = r.files.filter((f) => !f.mime?.startsWith('image/'));

  return (
    <>
      <PageHeader title={r.title} subtitle={`#${r.id}`} />
      <section className="record-actions" aria-label={t('view.actions')}>
        <LifecycleActions
          machine={complaintMachine}
          workflow="complaint"
          record={r}
          actors={complaintsActors}
          parties={parties}
          withForm={{ UPDATE: () => void navigate(`/complaints/update/${r.id}`), RESOLVE: () => setNote('RESOLVE'), REJECT: () => setNote('REJECT') }}
          onDone={refresh}
        />
      </section>
      <dl className="record-view">
        <dt>{t('fields.status')}</dt>
        <dd>
          <StatusBadge machine={complaintMachine} status={r.status} />
        </dd>
        <dt>{t('fields.type')}</dt>
        <dd>{typeText(r.type, lang)}</dd>
        <dt>{t('fields.priority')}</dt>
        <dd>
          <Priority level={r.priority} lang={lang} />
        </dd>
        <dt>{t('fields.source')}</dt>
        <dd>{sourceText(r.source, lang)}</dd>
        <dt>{t('fields.company')}</dt>
        <dd>{r.company_name ? <bdi>{r.company_name}</bdi> : none}</dd>
        <dt>{t('fields.filedBy')}</dt>
        <dd>{r.filed_by ? <bdi>{r.filed_by.name}</bdi> : none}</dd>
        <dt>{t('fields.details')}</dt>
        <dd>
          {r.details ? (
            <p className="complaint-note">
              <Auto>{r.details}</Auto>
            </p>
          ) : (
            none
          )}
        </dd>
        {r.resolution && (
          <>
            <dt>{t('fields.resolution')}</dt>
            <dd>
              <p className="complaint-note" data-testid="complaint-resolution">
                <Auto>{r.resolution}</Auto>
              </p>
            </dd>
          </>
        )}
        {r.reject_reason && (
          <>
            <dt>{t('fields.rejectReason')}</dt>
            <dd>
              <p className="complaint-note" data-testid="complaint-reject-reason">
                <Auto>{r.reject_reason}</Auto>
              </p>
            </dd>
          </>
        )}
        <dt>{t('fields.files')}</dt>
        <dd>
          {r.files.length ? (
            <ul className="complaint-files">
              {images.map((file, i) => (
                <li key={file.id}>
                  <StoredImage url={file.url} alt={`${t('fields.files')} ${i + 1}`} />
                  <FileLink url={file.url} name={file.name} size={file.size} />
                </li>
              ))}
              {others.map((file) => (
                <li key={file.id}>
                  <FileLink url={file.url} name={file.name} size={file.size} />
                </li>
              ))}
            </ul>
          ) : (
            none
          )}
        </dd>
        <dt>{t('fields.createdAt')}</dt>
        <dd>{when(r.created_at)}</dd>
        <dt>{t('fields.reviewedAt')}</dt>
        <dd>{when(r.reviewed_at)}</dd>
        <dt>{t('fields.closedAt')}</dt>
        <dd>{when(r.closed_at)}</dd>
      </dl>
      <section className="complaint-view-location" aria-labelledby="complaint-location-title">
        <h2 id="complaint-location-title">{t('view.location')}</h2>
        <SitePointPicker id="complaint-view-point" longitude={r.longitude} latitude={r.latitude} readOnly />
      </section>
      <NoteDialog event={note} record={r} run={lifecycle.run} onClose={() => setNote(null)} onDone={refresh} />
    </>
  );
}
