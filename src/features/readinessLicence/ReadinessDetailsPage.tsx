/**
 * /readiness-license/details/{id}: the licence, its answers and its history, and the actions the
 * machine offers this user in its status: approve with one of the validity periods the settings
 * offer, disapprove or reject with a reason, cancel (after a confirmation). Each runs through the
 * machine (its guards first, the same as the server's) and then the call; the list is shown one
 * second later (spec 001 §2, §9).
 */
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputTextarea } from 'primereact/inputtextarea';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Loading, LoadFailed } from '../../shared/ui/StatePanels';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { confirmAction } from '../../shared/ui/confirm';
import { Auto } from '../../shared/ui/Bdi';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { FileLink } from '../../shared/ui/StoredFile';
import { useLifecycle } from '../../shared/workflow/useLifecycle';
import { isApiFailure } from '../../shared/api/errors';
import { formatHijri } from '../../shared/lib/dates';
import { READINESS_REDIRECT, readinessLicenceMachine } from '../../../machines';
import { transitionsFrom, type LifecycleEvent } from '../../../machines/core/runtime';
import { invalidateReadiness, readinessActors, useReadinessLicense, useReadinessSettings, type ReadinessLicense } from './api';
import { answerText } from '../../shared/licence/answers';

type Decision = 'APPROVE' | 'DISAPPROVE' | 'REJECT';

export default function ReadinessDetailsPage() {
  const { t, i18n } = useTranslation('readinessLicence');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const client = useQueryClient();
  const query = useReadinessLicense(id);
  const settings = useReadinessSettings();
  const lifecycle = useLifecycle<ReadinessLicense>(readinessLicenceMachine, readinessActors, ['owner']);
  const [dialog, setDialog] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');
  const [period, setPeriod] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const record = query.data;
  const accepts = new Set(lifecycle.available(record.status));
  const label = (event: string) => transitionsFrom(readinessLicenceMachine, record.status, event)[0]?.meta.label?.[lang] ?? event;

  const run = async (event: LifecycleEvent) => {
    setBusy(true);
    setError(null);
    try {
      await lifecycle.run(record, event);
      notify('success', t('details.redirect'));
      setDialog(null);
      await invalidateReadiness(client);
      setTimeout(() => void navigate(READINESS_REDIRECT.path), READINESS_REDIRECT.delayMs);
    } catch (e) {
      if (isApiFailure(e) && e.errors) setError(Object.values(e.errors)[0]?.[0] ?? null);
      else notifyFailure(e);
    } finally {
      setBusy(false);
    }
  };
  const open = (d: Decision) => {
    setReason('');
    setPeriod(null);
    setError(null);
    setDialog(d);
  };
  const date = (iso: string | null) =>
    iso ? (
      <span>
        <bdi dir="ltr">{iso.slice(0, 10)}</bdi> — {formatHijri(iso, lang)}
      </span>
    ) : (
      '—'
    );

  return (
    <>
      <PageHeader
        title={t('titles.details')}
        subtitle={`${record.camp_name} — ${record.company_name}`}
        actions={
          record.status === 'approved' ? (
            <Link to={`/readiness-license/license-ready/${record.id}`} className="p-button">
              {t('list.licence')}
            </Link>
          ) : undefined
        }
      />
      <section className="card">
        <dl className="details-grid">
          <dt>{t('fields.status')}</dt>
          <dd>
            <StatusBadge machine={readinessLicenceMachine} status={record.status} /> {record.status === 'pending' && (record.has_answers_in_version ? t('answers.sent') : t('answers.notSent'))}
          </dd>
          <dt>{t('fields.camp')}</dt>
          <dd>
            <Auto>{record.camp_name}</Auto> — <Auto>{record.square_name}</Auto>
          </dd>
          <dt>{t('fields.company')}</dt>
          <dd>
            <Auto>{record.company_name}</Auto>
          </dd>
          {record.rejection_reason && (
            <>
              <dt>{t('fields.reason')}</dt>
              <dd>
                <Auto>{record.rejection_reason}</Auto>
              </dd>
            </>
          )}
          {record.validity_period && (
            <>
              <dt>{t('fields.validity')}</dt>
              <dd>{t('fields.days', { count: record.validity_period })}</dd>
              <dt>{t('fields.approvedAt')}</dt>
              <dd>{date(record.approved_at)}</dd>
              <dt>{t('fields.expiresAt')}</dt>
              <dd>{date(record.expires_at)}</dd>
            </>
          )}
          {record.get_kroky && (
            <>
              <dt>{t('fields.kroky')}</dt>
              <dd>
                <FileLink url={record.get_kroky.url} name={record.get_kroky.name} size={record.get_kroky.size} />
              </dd>
            </>
          )}
        </dl>
      </section>
      <section className="card" aria-labelledby="actions-title">
        <h2 id="actions-title">{t('details.actions')}</h2>
        <div className="form-actions">
          {accepts.has('APPROVE') && <Button label={label('APPROVE')} onClick={() => open('APPROVE')} data-testid="approve" />}
          {accepts.has('DISAPPROVE') && <Button label={label('DISAPPROVE')} severity="warning" onClick={() => open('DISAPPROVE')} data-testid="disapprove" />}
          {accepts.has('REJECT') && <Button label={label('REJECT')} severity="danger" onClick={() => open('REJECT')} data-testid="reject" />}
          {(accepts.has('ANSWER') || accepts.has('UPDATE_ANSWERS')) && (
            <Link to={`/readiness-license/edit/${record.id}`} className="p-button p-button-outlined" data-testid="edit">
              {t('list.edit')}
            </Link>
          )}
          {accepts.has('CANCEL') && (
            <Button
              label={label('CANCEL')}
              severity="danger"
              outlined
              data-testid="cancel"
              onClick={() =>
                confirmAction({
                  title: label('CANCEL'),
                  text: t('details.redirect'),
                  confirm: t('details.confirm'),
                  danger: true,
                  accept: () => void run({ type: 'CANCEL' }),
                })
              }
            />
          )}
          {accepts.size === 0 && <p>{t('details.noActions')}</p>}
        </div>
      </section>
      <section className="card" aria-labelledby="answers-title">
        <h2 id="answers-title">{t('fields.answers')}</h2>
        <ol>
          {record.questions.map((q) => (
            <li key={q.question_id}>
              <Auto>{lang === 'en' ? q.title_en : q.title}</Auto>:{' '}
              <strong>
                <Auto>{answerText(q, lang)}</Auto>
              </strong>
            </li>
          ))}
        </ol>
      </section>
      <section className="card" aria-labelledby="history-title">
        <h2 id="history-title">{t('details.history')}</h2>
        <ol>
          {record.history.map((h, i) => (
            <li key={i}>
              <strong>{h.label}</strong> — <Auto>{h.actor_name ?? ''}</Auto> — <bdi dir="ltr">{h.at.slice(0, 16).replace('T', ' ')}</bdi>
              {typeof h.payload.rejection_reason === 'string' && (
                <>
                  {' '}
                  — <Auto>{h.payload.rejection_reason}</Auto>
                </>
              )}
            </li>
          ))}
        </ol>
      </section>
      <Dialog header={dialog ? label(dialog) : ''} visible={dialog !== null} onHide={() => setDialog(null)} style={{ width: 'min(32rem, 95vw)' }}>
        {dialog && (
          <form
            className="area-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              const event: LifecycleEvent = dialog === 'APPROVE' ? { type: 'APPROVE', validity_period: period ?? 0 } : { type: dialog, rejection_reason: reason };
              if (dialog === 'REJECT') confirmAction({ title: label('REJECT'), text: label('REJECT'), confirm: t('details.confirm'), danger: true, accept: () => void run(event) });
              else void run(event);
            }}
          >
            {dialog === 'APPROVE' ? (
              <label className="field">
                <span>{t('fields.validity')}</span>
                <Dropdown
                  inputId="validity_period"
                  value={period}
                  options={(settings.data?.validity_periods ?? []).map((d) => ({ value: d, label: t('fields.days', { count: d }) }))}
                  onChange={(e) => setPeriod(e.value as number)}
                  invalid={Boolean(error)}
                  data-testid="validity"
                  // the arrow opens the same list: it is named like the field (axe: aria-command-name)
                  pt={{ trigger: { 'aria-label': t('fields.validity') } }}
                />
              </label>
            ) : (
              <label className="field">
                <span>{t('fields.reason')}</span>
                <InputTextarea value={reason} onChange={(e) => setReason(e.target.value)} rows={3} invalid={Boolean(error)} autoFocus data-testid="reason" />
              </label>
            )}
            {error && (
              <small className="p-error" role="alert">
                {error}
              </small>
            )}
            <div className="form-actions">
              <Button type="submit" label={t('details.confirm')} loading={busy} data-testid="confirm" />
              <Button type="button" label={t('details.cancel')} outlined onClick={() => setDialog(null)} />
            </div>
          </form>
        )}
      </Dialog>
    </>
  );
}
