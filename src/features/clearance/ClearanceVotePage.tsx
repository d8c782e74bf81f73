/**
 * /clearance/{company_id}/{voter_id}: one voter's decision on a company's clearance — the vote (accept, reject with
 * its reason, or not yet), the company's clearance status with its votes n/m, and the decision's history. The voter
 * (the machine's `voter` party) accepts or rejects here: each choice is offered only when the server (GET
 * /workflows/clearance/records/{id}/events) and the machine accept VOTE for this user, and disabled with the
 * machine's reason when it would be refused ("Already accepted"); a reject asks for its reason (required, the
 * machine's rule); both ask for confirmation, then run through the machine (useLifecycle) and the store call.
 * Anyone else sees the decision read only; a decision the caller may not see answers 404.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { PageHeader } from '../../shared/ui/PageHeader';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { formatDateTime } from '../../shared/lib/dates';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { confirmAction } from '../../shared/ui/confirm';
import { isApiFailure } from '../../shared/api/errors';
import { message } from '../../shared/i18n';
import { useSession } from '../../shared/auth/session';
import { useLifecycle } from '../../shared/workflow/useLifecycle';
import { statusOf } from '../../shared/workflow/statusOptions';
import { clearanceMachine } from '../../../machines';
import { explainRefusal, restore } from '../../../machines/core/runtime';
import { clearanceActors, invalidateClearance, useClearanceVote, useVoteEvents, type ClearanceVote } from './api';
import { CompanyStatus, RejectDialog, VotesCount } from './parts';

type Choice = 'accept' | 'reject';

export default function ClearanceVotePage() {
  const { t, i18n } = useTranslation('clearance');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const params = useParams();
  const companyId = Number(params.company_id);
  const voterId = Number(params.voter_id);
  const valid = Number.isInteger(companyId) && companyId > 0 && Number.isInteger(voterId) && voterId > 0;
  const client = useQueryClient();
  const session = useSession();
  const query = useClearanceVote(valid ? companyId : null, valid ? voterId : null);
  const vote = query.data?.vote;
  const mine = !!vote && session?.user.id === vote.voter_id;
  const lifecycle = useLifecycle<ClearanceVote>(clearanceMachine, clearanceActors, mine ? ['voter'] : []);
  const events = useVoteEvents(mine && vote ? vote.id : null);
  const [rejecting, setRejecting] = useState(false);
  const run = useMutation({
    mutationFn: ({ record, choice, reason }: { record: ClearanceVote; choice: Choice; reason?: string }) =>
      lifecycle.run(record, { type: 'VOTE', company_id: record.company_id, vote: choice, ...(reason ? { reason } : {}) }),
    onSuccess: async () => {
      setRejecting(false);
      notify('success', t('vote.done'));
      await invalidateClearance(client);
    },
  });

  if (!valid || (query.isError && isApiFailure(query.error) && query.error.status === 404)) {
    return (
      <>
        <PageHeader title={t('titles.vote')} />
        <div className="state-panel state-error" role="alert" data-testid="clearance-missing">
          <i className="pi pi-lock" aria-hidden />
          <p>{t('vote.notFound')}</p>
          <Link to="/clearance" className="p-button p-button-outlined">
            {t('vote.back')}
          </Link>
        </div>
      </>
    );
  }
  if (query.isError) return <LoadFailed error={query.error} title={t('vote.loadFailed')} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <Skeleton height="14rem" />;
  const { clearance, history } = query.data;
  const record = query.data.vote;
  const company = clearance.company_name ?? String(clearance.company_id);
  const none = t('view.none');

  // VOTE is offered when the machine takes it from this status for this user, and the server agrees when it has answered
  const serverVote = events.data?.status === record.status ? events.data.events.find((e) => e.event === 'VOTE') : undefined;
  const offered = mine && lifecycle.available(record.status).includes('VOTE') && (!events.data || events.data.status !== record.status || !!serverVote);
  const why = (choice: Choice) => {
    const refusal = explainRefusal(clearanceMachine, restore(clearanceMachine, record.status, { record }), { type: 'VOTE', vote: choice, reason: 'x' });
    return refusal && !refusal.field ? message(refusal.message) : undefined;
  };
  const send = (choice: Choice, reason?: string) =>
    new Promise<void>((resolve, reject) =>
      confirmAction({
        title: t('vote.confirmTitle'),
        text: t(choice === 'accept' ? 'vote.acceptConfirm' : 'vote.rejectConfirm', { name: company }),
        confirm: t(`vote.${choice}`),
        danger: choice === 'reject',
        accept: () => {
          run.mutateAsync({ record, choice, ...(reason ? { reason } : {}) }).then(() => resolve(), reject);
        },
      }),
    );
  const label = (status: string) => statusOf(clearanceMachine, status, lang).label;

  return (
    <>
      <PageHeader title={t('titles.vote')} subtitle={company} />
      <section className="record-actions clearance-actions" aria-label={t('vote.actions')}>
        {offered ? (
          (['accept', 'reject'] as const).map((choice) => {
            const reason = why(choice);
            return (
              <span key={choice}>
                <Button
                  label={t(`vote.${choice}`)}
                  icon={choice === 'accept' ? 'pi pi-check' : 'pi pi-times'}
                  severity={choice === 'accept' ? 'success' : 'danger'}
                  outlined={choice === 'reject'}
                  disabled={!!reason || run.isPending}
                  loading={run.isPending && run.variables?.choice === choice}
                  data-testid={`clearance-${choice}`}
                  tooltip={reason}
                  tooltipOptions={{ showOnDisabled: true, position: 'top' }}
                  onClick={() => (choice === 'reject' ? setRejecting(true) : void send('accept').catch(notifyFailure))}
                />
              </span>
            );
          })
        ) : (
          <p className="muted">{t('vote.readOnly')}</p>
        )}
      </section>
      <dl className="record-view">
        <dt>{t('fields.company')}</dt>
        <dd>
          <bdi>{company}</bdi>
        </dd>
        <dt>{t('vote.companyStatus')}</dt>
        <dd>
          <CompanyStatus status={clearance.clearance_status} /> <VotesCount clearance={clearance} />
        </dd>
        <dt>{t('fields.initiator')}</dt>
        <dd>{clearance.initiator_name ? <bdi>{clearance.initiator_name}</bdi> : none}</dd>
        <dt>{t('fields.voter')}</dt>
        <dd>{record.voter_name ? <bdi>{record.voter_name}</bdi> : none}</dd>
        <dt>{t('fields.vote')}</dt>
        <dd data-testid="clearance-vote-status">
          <StatusBadge machine={clearanceMachine} status={record.status} />
        </dd>
        <dt>{t('fields.reason')}</dt>
        <dd data-testid="clearance-vote-reason">{record.reason ? <bdi>{record.reason}</bdi> : none}</dd>
        <dt>{t('fields.votedAt')}</dt>
        <dd>{record.voted_at ? <bdi dir="ltr">{formatDateTime(record.voted_at)}</bdi> : none}</dd>
      </dl>
      <section aria-labelledby="clearance-history">
        <h2 id="clearance-history" className="clearance-history-title">
          {t('vote.history')}
        </h2>
        {history.length === 0 ? (
          <p className="muted">{none}</p>
        ) : (
          <ol className="clearance-history" data-testid="clearance-history">
            {history.map((h, i) => (
              <li key={i}>
                <bdi dir="ltr">{formatDateTime(h.at)}</bdi> — {h.from === null ? t('vote.created') : label(h.to)}
                {h.actor_name ? (
                  <>
                    {' '}
                    <span className="muted">
                      ({t('vote.by')} <bdi>{h.actor_name}</bdi>)
                    </span>
                  </>
                ) : null}
                {h.reason ? (
                  <>
                    {': '}
                    <bdi>{h.reason}</bdi>
                  </>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>
      <RejectDialog name={company} open={rejecting} onClose={() => setRejecting(false)} onSubmit={({ reason }) => send('reject', reason)} />
    </>
  );
}
