/**
 * /workflows (workflow-index): every lifecycle the server runs, each as a card with its statuses in the machine's
 * order and how many records sit in each now (GET /workflows, live from the tables), linking to its heat map.
 * The counts are numbers beside the statuses; the bars only repeat them (hidden from assistive technology).
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from 'primereact/skeleton';
import type { AnyStateMachine } from 'xstate';
import { workflows } from '../../../machines';
import { pick } from '../../../shared/label';
import { PageHeader } from '../../shared/ui/PageHeader';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { Ltr } from '../../shared/ui/Bdi';
import { useWorkflowSummaries, type WorkflowSummary } from './api';
import { formatCount } from './format';
import { langOf } from './labels';
import './workflows.css';

const machines = workflows as Readonly<Record<string, AnyStateMachine>>;

export default function WorkflowsPage() {
  const { t, i18n } = useTranslation('workflows');
  const lang = langOf(i18n.language);
  const list = useWorkflowSummaries();
  return (
    <div className="wf-explorer wf-analytics">
      <PageHeader title={t('titles.list')} subtitle={t('summary.subtitle')} />
      {list.isPending ? (
        <div aria-busy="true" className="wf-cards">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="12rem" />
          ))}
        </div>
      ) : list.isError ? (
        <LoadFailed error={list.error} title={t('summary.loadFailed')} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <p className="wf-empty">{t('summary.empty')}</p>
      ) : (
        <ul className="wf-cards">
          {list.data.map((w) => (
            <li key={w.workflow}>
              <Summary summary={w} lang={lang} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Summary({ summary, lang }: { summary: WorkflowSummary; lang: 'ar' | 'en' }) {
  const { t } = useTranslation('workflows');
  const name = pick(summary.label, lang);
  const machine = machines[summary.workflow];
  const max = Math.max(1, ...summary.states.map((s) => s.count));
  const headingId = `wf-summary-${summary.workflow}`;
  return (
    <article className="wf-card wf-summary" aria-labelledby={headingId} data-workflow={summary.workflow}>
      <div className="wf-summary-head">
        <h2 id={headingId}>
          <Link to={`/workflows/${summary.workflow}`} title={t('summary.open', { name })}>
            {name}
          </Link>
        </h2>
        <span className="wf-count">{t('summary.total', { n: formatCount(summary.total, lang) })}</span>
      </div>
      <Ltr className="wf-code muted">{summary.workflow}</Ltr>
      <dl className="wf-summary-states" aria-label={t('summary.statesOf', { name })}>
        {summary.states.map((s) => (
          <div key={s.status} className="wf-summary-state" data-status={s.status} data-count={s.count}>
            <dt>
              {machine ? <StatusBadge machine={machine} status={s.status} /> : pick(s.label, lang)}
              {s.initial && <span className="wf-index-mark">({t('summary.initial')})</span>}
              {s.final && <span className="wf-index-mark">({t('summary.final')})</span>}
            </dt>
            <dd>{formatCount(s.count, lang)}</dd>
            <div className="wf-bar" aria-hidden="true">
              <span style={{ width: `${(100 * s.count) / max}%` }} />
            </div>
          </div>
        ))}
      </dl>
    </article>
  );
}
