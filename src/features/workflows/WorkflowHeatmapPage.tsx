/**
 * /workflows/{workflow} (workflow-index): one lifecycle as the analysts see it — its statechart (the explorer's
 * diagram, laid out the same way: right to left under Arabic) with the heat map drawn on it (each status shaded by
 * how many records sit in it now, with the median and 90th-percentile time spent in it; each event on an arrow
 * with how many times it was taken), the filters (season, square, company), and the numbers behind it as tables:
 * the statuses, and the machine's transition table with the times each was taken. The shade is never the only
 * carrier: each status's figures are written in it, in its accessible name and in the table.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Dropdown } from 'primereact/dropdown';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import type { AnyStateMachine } from 'xstate';
import { workflows } from '../../../machines';
import { describeLifecycle, type LifecycleInfo } from '../../../machines/core/describe';
import { pick, type Lang } from '../../../shared/label';
import { PageHeader } from '../../shared/ui/PageHeader';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { RefSelect } from '../../shared/ui/RefSelect';
import { Ltr } from '../../shared/ui/Bdi';
import { isApiFailure } from '../../shared/api/errors';
import { useFilterChoices, useHeatmap, type HeatmapFilters, type WorkflowHeatmap } from './api';
import { StatechartDiagram, type DiagramHeat } from './StatechartDiagram';
import { edgeId, groupEdges, prepareLayout } from './layout';
import { accountTypeLabel, langOf, partyLabel, permissionLabel } from './labels';
import { formatCount, formatDuration, heatLevel, heatRanges } from './format';
import { useDiagram } from './useDiagram';
import './workflows.css';

const machines = workflows as Readonly<Record<string, AnyStateMachine>>;
const NO_TAKEN = new Set<string>();

export default function WorkflowHeatmapPage() {
  const { t } = useTranslation('workflows');
  const workflow = useParams().workflow ?? '';
  const machine = machines[workflow];
  if (!machine) {
    return (
      <div className="wf-explorer wf-analytics">
        <PageHeader title={t('titles.heatmap')} />
        <div className="state-panel state-error" role="alert">
          <p>{t('heat.notFound')}</p>
          <Link to="/workflows" className="p-button p-button-outlined">
            {t('heat.back')}
          </Link>
        </div>
      </div>
    );
  }
  return <Heatmap key={workflow} workflow={workflow} machine={machine} />;
}

function Heatmap({ workflow, machine }: { workflow: string; machine: AnyStateMachine }) {
  const { t, i18n } = useTranslation('workflows');
  const lang = langOf(i18n.language);
  const info = useMemo(() => describeLifecycle(machine), [machine]);
  const name = pick(info.meta.label, lang);
  const [filters, setFilters] = useState<HeatmapFilters>({});
  const map = useHeatmap(workflow, filters);
  // ELK starts while the figures load
  useEffect(prepareLayout, []);
  const data = map.data;

  const notRun = map.isError && isApiFailure(map.error) && map.error.status === 404;
  return (
    <div className="wf-explorer wf-analytics" data-workflow={workflow}>
      <PageHeader
        title={name}
        subtitle={t('heat.subtitle')}
        actions={
          <Link to="/workflows" className="p-button p-button-outlined p-button-sm">
            <i className={`pi ${lang === 'ar' ? 'pi-arrow-right' : 'pi-arrow-left'}`} aria-hidden /> {t('heat.back')}
          </Link>
        }
      />
      <Ltr className="wf-code muted">{workflow}</Ltr>
      <Filters workflow={workflow} filters={filters} onChange={setFilters} data={data} />
      {notRun ? (
        <div className="state-panel state-error" role="alert">
          <p>{t('heat.notFound')}</p>
        </div>
      ) : map.isError && !data ? (
        <LoadFailed error={map.error} title={t('heat.loadFailed')} onRetry={() => void map.refetch()} />
      ) : !data ? (
        <Skeleton height="20rem" />
      ) : (
        <>
          {map.isError && (
            // a refused filter (422) keeps the last map on screen, with the reason
            <LoadFailed error={map.error} title={t('heat.loadFailed')} onRetry={() => void map.refetch()} />
          )}
          <Scope data={data} lang={lang} />
          <HeatDiagram info={info} data={data} lang={lang} name={name} />
          <StatesTable machine={machine} data={data} lang={lang} />
          <TransitionTable machine={machine} info={info} data={data} lang={lang} />
        </>
      )}
    </div>
  );
}

function Scope({ data, lang }: { data: WorkflowHeatmap; lang: Lang }) {
  const { t } = useTranslation('workflows');
  const season = data.season ? (lang === 'ar' ? data.season.name : data.season.name_en) : null;
  return (
    <p className="wf-scope" role="status" data-testid="heat-scope" data-total={data.total}>
      <strong>{t('heat.scope', { n: formatCount(data.total, lang) })}</strong> · {season ? t('heat.scopeSeason', { season }) : t('heat.scopeAll')}
      {data.total === 0 && <span className="muted"> — {t('heat.empty')}</span>}
    </p>
  );
}

function Filters({ workflow, filters, onChange, data }: { workflow: string; filters: HeatmapFilters; onChange: (f: HeatmapFilters) => void; data: WorkflowHeatmap | undefined }) {
  const { t, i18n } = useTranslation('workflows');
  const lang = langOf(i18n.language);
  const uid = useId();
  const choices = useFilterChoices();
  const seasons = choices.data?.seasons ?? [];
  const active = seasons.find((s) => s.active);
  const seasonName = (s: { name: string; name_en: string }) => (lang === 'ar' ? s.name : s.name_en);
  const seasonOptions = [
    { value: 0, label: active ? t('heat.seasonActiveMark', { name: seasonName(active) }) : t('heat.seasonNone') },
    ...seasons.filter((s) => !s.active).map((s) => ({ value: s.id, label: seasonName(s) })),
  ];
  const squareOptions = [{ value: 0, label: t('heat.any') }, ...(choices.data?.squares ?? []).map((s) => ({ value: s.id, label: (lang === 'en' && s.name_en) || s.name }))];
  const dims = data?.workflow === workflow ? data.dimensions : undefined;
  const useCompanies = (search: string) => {
    // RefSelect calls this as its options hook, once per render
    const q = useFilterChoices(search);
    return { data: q.data?.companies.map((c) => ({ id: c.id, name: c.name })), isFetching: q.isFetching };
  };
  const set = (patch: HeatmapFilters) => onChange({ ...filters, ...patch });
  return (
    <section className="wf-card" aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`} className="wf-sr-only">
        {t('heat.filters')}
      </h2>
      <div className="wf-filters">
        <div className="wf-filter">
          <label htmlFor={`${uid}-season`}>{t('heat.season')}</label>
          <Dropdown
            inputId={`${uid}-season`}
            value={filters.season_id ?? 0}
            options={seasonOptions}
            onChange={(e) => set({ season_id: Number(e.value) || undefined })}
            placeholder={t('heat.season')}
          />
        </div>
        <div className="wf-filter">
          <label htmlFor={`${uid}-square`}>{t('heat.square')}</label>
          <Dropdown
            inputId={`${uid}-square`}
            value={filters.square_id ?? 0}
            options={squareOptions}
            filter
            placeholder={t('heat.square')}
            onChange={(e) => set({ square_id: Number(e.value) || undefined })}
            disabled={dims ? !dims.square : false}
            aria-describedby={dims && !dims.square ? `${uid}-nosquare` : undefined}
          />
          {dims && !dims.square && (
            <small id={`${uid}-nosquare`} className="wf-small">
              {t('heat.noSquare')}
            </small>
          )}
        </div>
        <div className="wf-filter">
          <label htmlFor={`${uid}-company`}>{t('heat.company')}</label>
          {dims && !dims.company ? (
            <>
              <Dropdown inputId={`${uid}-company`} value={0} options={[{ value: 0, label: t('heat.chooseCompany') }]} placeholder={t('heat.company')} disabled aria-describedby={`${uid}-nocompany`} />
              <small id={`${uid}-nocompany`} className="wf-small">
                {t('heat.noCompany')}
              </small>
            </>
          ) : (
            <RefSelect
              id={`${uid}-company`}
              value={filters.company_id ?? null}
              onChange={(id) => set({ company_id: id ?? undefined })}
              useOptions={useCompanies}
              clearable
              placeholder={t('heat.chooseCompany')}
              emptyMessage={t('heat.noOptions')}
              searchLabel={t('heat.searchCompany')}
            />
          )}
        </div>
        <Button
          type="button"
          label={t('heat.reset')}
          icon="pi pi-filter-slash"
          text
          size="small"
          onClick={() => onChange({})}
          disabled={!filters.season_id && !filters.square_id && !filters.company_id}
        />
      </div>
    </section>
  );
}

function HeatDiagram({ info, data, lang, name }: { info: LifecycleInfo; data: WorkflowHeatmap; lang: Lang; name: string }) {
  const { t } = useTranslation('workflows');
  const max = Math.max(0, ...data.states.map((s) => s.count));
  const heat: DiagramHeat = useMemo(() => {
    const nodes = new Map(
      data.states.map((s) => {
        const label = pick(s.label, lang);
        const median = formatDuration(s.median_seconds, lang);
        const p90 = formatDuration(s.p90_seconds, lang);
        return [
          s.status,
          {
            level: heatLevel(s.count, max),
            lines: [t('heat.now', { n: formatCount(s.count, lang) }), t('heat.median', { time: median }), t('heat.p90', { time: p90 })],
            label: t('heat.node', { label, key: s.status, n: formatCount(s.count, lang), median, p90 }),
          },
        ];
      }),
    );
    const events = new Map<string, string>();
    for (const tr of data.transitions) if (tr.from_status !== null) events.set(`${edgeId(tr.from_status, tr.to_status)}|${tr.event}`, ` ×${formatCount(tr.count, lang)}`);
    return { nodes, events };
  }, [data, lang, max, t]);
  // every event on the diagram shows its count, none included, so the labels keep one width per map
  const suffix = (from: string, to: string, event: string) => heat.events.get(`${edgeId(from, to)}|${event}`) ?? ' ×0';
  const layoutKey = JSON.stringify([...heat.nodes].map(([k, v]) => [k, v.lines])) + JSON.stringify([...heat.events]);
  const { diagram, failed } = useDiagram(info, lang, { nodeLines: (s) => heat.nodes.get(s.key)?.lines ?? [], eventSuffix: suffix }, layoutKey);
  const shown: DiagramHeat = useMemo(() => {
    // draw ×0 on the events never taken, as measured
    const events = new Map(heat.events);
    for (const g of groupEdges(info)) for (const e of g.events) if (!events.has(`${g.id}|${e.event}`)) events.set(`${g.id}|${e.event}`, ' ×0');
    return { nodes: heat.nodes, events };
  }, [heat, info]);
  return (
    <section className="wf-card wf-diagram-card">
      {diagram ? (
        <StatechartDiagram diagram={diagram} lang={lang} name={name} current="" taken={NO_TAKEN} takenEvents={NO_TAKEN} heat={shown} />
      ) : failed ? (
        <p className="wf-empty" role="alert">
          {t('diagram.failed')}
        </p>
      ) : (
        <p className="wf-empty" aria-busy="true">
          <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t('diagram.loading')}
        </p>
      )}
      <div className="wf-legend" role="group" aria-label={t('heat.legend')}>
        {heatRanges(max).map((r) => (
          <span key={r.level} className="wf-legend-item" data-level={r.level}>
            <span className={`wf-swatch heat-${r.level}`} aria-hidden="true" />
            {r.level === 0 ? t('heat.legendNone') : r.from === r.to ? formatCount(r.from, lang) : t('heat.legendRange', { from: formatCount(r.from, lang), to: formatCount(r.to, lang) })}
          </span>
        ))}
        <span className="wf-legend-item">
          <span className="wf-swatch final" aria-hidden="true" />
          {t('diagram.legend.final')}
        </span>
        <span className="wf-legend-hint muted">{t('heat.legendHint')}</span>
      </div>
    </section>
  );
}

function StatesTable({ machine, data, lang }: { machine: AnyStateMachine; data: WorkflowHeatmap; lang: Lang }) {
  const { t } = useTranslation('workflows');
  return (
    <section className="wf-card">
      {/* focusable: on a phone the table scrolls sideways, by keyboard too */}
      <div className="wf-table-wrap" tabIndex={0} role="region" aria-label={t('heat.statesTable')}>
        <table className="wf-table" data-testid="heat-states">
          <caption className="wf-table-caption">{t('heat.statesTable')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('heat.status')}</th>
              <th scope="col">{t('heat.count')}</th>
              <th scope="col">{t('heat.visits')}</th>
              <th scope="col">{t('heat.openVisits')}</th>
              <th scope="col">{t('heat.medianCol')}</th>
              <th scope="col">{t('heat.p90Col')}</th>
            </tr>
          </thead>
          <tbody>
            {data.states.map((s) => (
              <tr key={s.status} data-status={s.status}>
                <th scope="row">
                  <StatusBadge machine={machine} status={s.status} /> <Ltr className="wf-code muted">{s.status}</Ltr>
                  {s.final && <span className="wf-index-mark">({t('heat.finalNote')})</span>}
                </th>
                <td className="num" data-col="count">
                  {formatCount(s.count, lang)}
                </td>
                <td className="num">{formatCount(s.visits, lang)}</td>
                <td className="num">{formatCount(s.open, lang)}</td>
                <td className="num" data-col="median">
                  {formatDuration(s.median_seconds, lang)}
                </td>
                <td className="num" data-col="p90">
                  {formatDuration(s.p90_seconds, lang)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The machine's transitions (as the explorer and docs/workflows list them), each with the times it was taken. */
function TransitionTable({ machine, info, data, lang }: { machine: AnyStateMachine; info: LifecycleInfo; data: WorkflowHeatmap; lang: Lang }) {
  const { t } = useTranslation('workflows');
  const taken = new Map(data.transitions.map((x) => [`${x.from_status ?? ''}|${x.event}|${x.to_status}`, x.count]));
  const created = data.transitions.filter((x) => x.from_status === null);
  const rows = info.states.flatMap((s) => s.transitions);
  const seen = new Set<string>();
  return (
    // a large lifecycle (the order: 60 transitions) folds its table away until asked for
    <details className="wf-card wf-transitions" open={rows.length <= 20}>
      <summary>
        {t('heat.transitionsTable')} ({formatCount(rows.length + created.length, lang)})
      </summary>
      <div className="wf-table-wrap" tabIndex={0} role="region" aria-label={t('heat.transitionsTable')}>
        <table className="wf-table" data-testid="heat-transitions">
          <caption className="wf-sr-only">{t('heat.transitionsTable')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('heat.from')}</th>
              <th scope="col">{t('heat.event')}</th>
              <th scope="col">{t('heat.to')}</th>
              <th scope="col">{t('heat.guard')}</th>
              <th scope="col">{t('heat.who')}</th>
              <th scope="col">{t('heat.taken')}</th>
            </tr>
          </thead>
          <tbody>
            {created.map((c) => (
              <tr key={`created|${c.event}|${c.to_status}`} data-transition={`|${c.event}|${c.to_status}`}>
                <td>{t('heat.created')}</td>
                <td>
                  <Ltr className="wf-code">{c.event}</Ltr>
                </td>
                <td>
                  <StatusBadge machine={machine} status={c.to_status} />
                </td>
                <td>—</td>
                <td>—</td>
                <td className="num">{formatCount(c.count, lang)}</td>
              </tr>
            ))}
            {rows.map((tr) => {
              const key = `${tr.from}|${tr.event}|${tr.to}`;
              // a guarded event with two alternatives to one status is one row
              if (seen.has(key)) return null;
              seen.add(key);
              const who = tr.meta.who ?? {};
              const whoText = [
                ...(who.permissions ?? []).map((p: string) => permissionLabel(p, lang)),
                ...(who.accountTypes ?? []).map((a: string) => accountTypeLabel(a, lang)),
                ...(who.party ? [partyLabel(machine, who.party, lang)] : []),
              ];
              return (
                <tr key={key} data-transition={key}>
                  <td>
                    <StatusBadge machine={machine} status={tr.from} />
                  </td>
                  <td>
                    {pick(tr.meta.label, lang)} <Ltr className="wf-code muted">{tr.event}</Ltr>
                  </td>
                  <td>
                    <StatusBadge machine={machine} status={tr.to} />
                  </td>
                  <td>{tr.guard ? <Ltr className="wf-code">{tr.guard}</Ltr> : '—'}</td>
                  <td>{whoText.length ? whoText.join(lang === 'ar' ? '، ' : ', ') : <span className="muted">{t('heat.anyone')}</span>}</td>
                  <td className="num" data-col="taken">
                    {formatCount(taken.get(key) ?? 0, lang)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </details>
  );
}
