/**
 * /reports/{id} (spec 001 §2; achive_reports/details/{id}) and its location-order twin
 * /location-order-reports/{id} (ours: the spec names the list only): one achievement report — its
 * order, the consultant who filed it, the progress and the date it was achieved on, the notes, the
 * file, its status (with what the status means) and the reason it was disapproved. For a pending
 * report the desk sees the achievement-report machine's events it may send: APPROVE (asking the
 * machine's confirmation question, if it has one) and DISAPPROVE (a reason dialog; the machine's
 * guard answers in it when the reason is empty), run through the machine in a mutation.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { achievementReportMachine } from '../../../machines';
import type { LifecycleEvent } from '../../../machines/core/runtime';
import { hasPermission, useSession } from '../../shared/auth/session';
import { isApiFailure } from '../../shared/api/errors';
import { formatDateTime, formatHijri } from '../../shared/lib/dates';
import { Auto, Ltr } from '../../shared/ui/Bdi';
import { confirmAction } from '../../shared/ui/confirm';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { PageHeader } from '../../shared/ui/PageHeader';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { FileLink } from '../../shared/ui/StoredFile';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { useLifecycle } from '../../shared/workflow/useLifecycle';
import { companyLabel, invalidateFamily, reportActors, useReport, type Decided, type Report } from './api';
import { useDesk, type Desk } from './desk';
import { eventWords, langOf, OrderRef, Progress, ReasonDialog, statusDescription } from './parts';

type Row = Decided<Report>;

export default function ReportPage() {
  const desk = useDesk();
  const { id } = useParams();
  return <ReportView key={`${desk.family}-${id ?? ''}`} desk={desk} id={Number(id)} />;
}

function ReportView({ desk, id }: { desk: Desk; id: number }) {
  const { t, i18n } = useTranslation('orderDesk');
  const lang = langOf(i18n.language);
  const session = useSession();
  const client = useQueryClient();
  const valid = Number.isInteger(id) && id > 0;
  const record = useReport(desk.family, valid ? id : null);
  const lifecycle = useLifecycle<Row>(achievementReportMachine, reportActors[desk.family]);
  const deciding = hasPermission(session, desk.permissions.reports);
  const [disapproving, setDisapproving] = useState(false);
  const [reasonError, setReasonError] = useState<string | null>(null);

  const step = useMutation({
    mutationFn: ({ row, event }: { row: Row; event: LifecycleEvent }) => lifecycle.run(row, event),
    onSuccess: (after, { row, event }) => {
      notify('success', after.message || eventWords(achievementReportMachine, row.status, event.type, lang).label);
      setDisapproving(false);
    },
    onError: (e) => {
      const field = isApiFailure(e) ? e.errors?.rejection_reason?.[0] : undefined;
      if (field && disapproving) return setReasonError(field);
      notifyFailure(e);
      setDisapproving(false);
    },
    onSettled: () => invalidateFamily(client, desk.family),
  });

  const title = t(desk.titles.report);
  const back = (
    <Link to={desk.reportsPath} className="p-button p-button-outlined">
      <i className="pi pi-list" aria-hidden /> <span>{t(desk.titles.reports)}</span>
    </Link>
  );
  if (!valid || (record.isError && isApiFailure(record.error) && record.error.status === 404)) {
    return (
      <div className="desk-page">
        <PageHeader title={title} />
        <div className="state-panel state-error" role="alert">
          <i className="pi pi-exclamation-circle" aria-hidden />
          <p>{t('view.reportMissing')}</p>
          {back}
        </div>
      </div>
    );
  }
  if (record.isError) {
    return (
      <div className="desk-page">
        <PageHeader title={title} actions={back} />
        <LoadFailed error={record.error} title={t('view.loadFailed')} onRetry={() => void record.refetch()} />
      </div>
    );
  }
  if (record.isPending) {
    return (
      <div className="desk-page" aria-busy="true">
        <PageHeader title={title} actions={back} />
        <Skeleton height="16rem" />
      </div>
    );
  }

  const r: Row = record.data;
  const accepts = deciding ? lifecycle.available(r.status).filter((e) => e === 'APPROVE' || e === 'DISAPPROVE') : [];
  const approveWords = eventWords(achievementReportMachine, 'pending', 'APPROVE', lang);
  const disapproveWords = eventWords(achievementReportMachine, 'pending', 'DISAPPROVE', lang);
  const meaning = statusDescription(achievementReportMachine, r.status, lang);
  const approve = () => {
    const send = () => step.mutate({ row: r, event: { type: 'APPROVE' } });
    if (approveWords.confirm) confirmAction({ title: approveWords.label, text: approveWords.confirm, confirm: approveWords.label, accept: send });
    else send();
  };

  return (
    <div className="desk-page">
      <PageHeader title={`${title} #${r.id}`} actions={back} />
      {accepts.length > 0 && (
        <div className="record-actions" data-testid="report-actions">
          {accepts.includes('APPROVE') && (
            <Button type="button" icon="pi pi-check" label={approveWords.label} loading={step.isPending && step.variables?.event.type === 'APPROVE'} disabled={step.isPending} onClick={approve} />
          )}
          {accepts.includes('DISAPPROVE') && (
            <Button
              type="button"
              icon="pi pi-times"
              severity="danger"
              outlined
              label={disapproveWords.label}
              disabled={step.isPending}
              onClick={() => {
                setReasonError(null);
                setDisapproving(true);
              }}
            />
          )}
        </div>
      )}
      <dl className="record-view">
        <dt>{t('fields.order')}</dt>
        <dd>
          <OrderRef desk={desk} id={r.order_id} title={r.order_title} />
        </dd>
        <dt>{t('fields.consultant')}</dt>
        <dd>{r.consultant ? <Auto>{companyLabel(r.consultant)}</Auto> : t('view.none')}</dd>
        <dt>{t('fields.progress')}</dt>
        <dd>
          <Progress value={r.progress} label={t('fields.progress')} />
        </dd>
        <dt>{t('fields.achieveDate')}</dt>
        <dd>
          <Ltr>{r.achive_date}</Ltr> <small className="muted">{formatHijri(`${r.achive_date}T12:00:00+03:00`, lang)}</small>
        </dd>
        <dt>{t('fields.notes')}</dt>
        <dd>{r.notes ? <Auto className="desk-text">{r.notes}</Auto> : <span className="muted">{t('view.none')}</span>}</dd>
        <dt>{t('fields.file')}</dt>
        <dd>
          <FileLink url={r.file.url} name={r.file.name} size={r.file.size} />
        </dd>
        <dt>{t('fields.status')}</dt>
        <dd className="desk-stack">
          <StatusBadge machine={achievementReportMachine} status={r.status} />
          {meaning && <small className="muted">{meaning}</small>}
        </dd>
        {r.rejection_reason && (
          <>
            <dt>{t('fields.rejectionReason')}</dt>
            <dd>
              <Auto className="desk-text">{r.rejection_reason}</Auto>
            </dd>
          </>
        )}
        <dt>{t('fields.filedAt')}</dt>
        <dd>
          <Ltr>{formatDateTime(r.created_at)}</Ltr>
        </dd>
      </dl>
      <ReasonDialog
        open={disapproving}
        header={disapproveWords.label}
        label={t('fields.rejectionReason')}
        summary={
          <p>
            <Auto>{r.order_title}</Auto> — <Ltr>{r.progress}%</Ltr>
          </p>
        }
        busy={step.isPending}
        error={reasonError}
        onHide={() => setDisapproving(false)}
        onSubmit={(reason) => {
          setReasonError(null);
          step.mutate({ row: r, event: { type: 'DISAPPROVE', rejection_reason: reason } });
        }}
      />
    </div>
  );
}
