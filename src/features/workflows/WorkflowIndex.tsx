/**
 * Every lifecycle at a glance: its statuses (initial first, final ones marked),
 * how many events and transitions it has, and the spec lines it comes from.
 * Read from the machines with `describeLifecycle`, like the explorer.
 */
import { useTranslation } from 'react-i18next';
import type { AnyStateMachine } from 'xstate';
import { describeLifecycle } from '../../../machines/core/describe';
import { pick } from '../../../shared/label';
import { PageHeader } from '../../shared/ui/PageHeader';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { langOf } from './labels';
import { SpecLines } from './SpecLines';
import './workflows.css';

export interface WorkflowIndexProps {
  workflows: Readonly<Record<string, AnyStateMachine>>;
  /** where a lifecycle's explorer lives, if anywhere (a Storybook story, a screen) */
  hrefOf?: (id: string) => string | undefined;
  /** the frame a link opens in (Storybook's preview opens stories in the top frame) */
  target?: string;
}

export function WorkflowIndex({ workflows, hrefOf, target }: WorkflowIndexProps) {
  const { t, i18n } = useTranslation('workflows');
  const lang = langOf(i18n.language);
  const rows = Object.entries(workflows).map(([id, machine]) => ({ id, machine, info: describeLifecycle(machine) }));
  return (
    <div className="wf-explorer wf-index">
      <PageHeader title={t('index.title')} subtitle={t('index.subtitle')} />
      <table className="wf-index-table">
        <thead>
          <tr>
            <th scope="col">{t('index.lifecycle')}</th>
            <th scope="col">{t('index.statuses')}</th>
            <th scope="col">{t('index.events')}</th>
            <th scope="col">{t('index.spec')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ id, machine, info }) => {
            const href = hrefOf?.(id);
            const name = pick(info.meta.label, lang);
            const transitions = info.states.reduce((n, s) => n + s.transitions.length, 0);
            const ordered = [...info.states].sort((a, b) => Number(b.key === info.initial) - Number(a.key === info.initial));
            return (
              <tr key={id} data-workflow={id}>
                <th scope="row">
                  <div className="wf-index-name">
                    {href ? (
                      <a href={href} target={target} title={t('index.open')}>
                        {name}
                      </a>
                    ) : (
                      <strong>{name}</strong>
                    )}
                    <code className="wf-code muted">{id}</code>
                  </div>
                </th>
                <td>
                  <div className="wf-index-statuses">
                    {ordered.map((s) => (
                      <span key={s.key} className="wf-index-status">
                        <StatusBadge machine={machine} status={s.key} />
                        {s.key === info.initial && <span className="wf-index-mark">({t('index.initial')})</span>}
                        {s.final && <span className="wf-index-mark">({t('index.final')})</span>}
                      </span>
                    ))}
                  </div>
                </td>
                <td className="wf-small">{t('index.eventsCount', { events: info.events.length, transitions })}</td>
                <td>
                  <SpecLines lines={info.meta.spec} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
