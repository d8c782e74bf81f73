/**
 * The order's statechart with its position: every status of the order machine in the order the
 * parties take them (machines/order), each with the steps that leave it, the current one ringed and
 * the ones the order went through marked from its history. Drawn from `describeLifecycle` with HTML
 * and CSS alone: the workflows explorer's laid-out diagram needs ELK (440 KB of script), over a
 * screen's byte budget (bench/budgets.ts) for a picture read at a glance.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { describeLifecycle } from '../../../machines/core/describe';
import { pick, type Lang } from '../../../shared/label';
import type { OrderHistory } from './api';
import { useOrderFamily } from './family';

export default function OrderStatechart({ status, history }: { status: string; history: OrderHistory[] }) {
  const { t, i18n } = useTranslation('orders');
  const lang: Lang = i18n.language === 'en' ? 'en' : 'ar';
  const { machine } = useOrderFamily();
  const info = useMemo(() => describeLifecycle(machine), [machine]);
  const labelOf = (key: string) => pick(info.states.find((s) => s.key === key)?.meta.label ?? { ar: key, en: key }, lang);
  // the statuses the order has been in, and the moves it made (from → to)
  const visited = useMemo(() => new Set(history.flatMap((h) => [h.from, h.to]).filter((s): s is string => !!s)), [history]);
  const moved = useMemo(() => new Set(history.filter((h) => h.from && h.from !== h.to).map((h) => `${h.from}>${h.to}`)), [history]);

  return (
    <div className="order-statechart">
      <p className="muted">{t('details.statechart.intro')}</p>
      <ol className="order-chart" aria-label={t('details.sections.statechart')}>
        {info.states.map((s) => {
          const current = s.key === status;
          // one line per target status (self-loops are steps within the status: listed once under it)
          const targets = new Map<string, string[]>();
          for (const tr of s.transitions) targets.set(tr.to, [...(targets.get(tr.to) ?? []), pick(tr.meta.label, lang)]);
          return (
            <li
              key={s.key}
              className={`order-chart-state tone-${s.meta.tone}${current ? ' current' : ''}${visited.has(s.key) ? ' visited' : ''}${s.final ? ' final' : ''}`}
              data-status={s.key}
              data-current={current ? 'true' : undefined}
              aria-current={current ? 'step' : undefined}
            >
              <div className="order-chart-node">
                <strong>{current ? t('details.statechart.current', { label: labelOf(s.key) }) : labelOf(s.key)}</strong>
                {s.meta.description ? <span className="muted">{pick(s.meta.description, lang)}</span> : null}
              </div>
              {targets.size > 0 && (
                <ul className="order-chart-moves">
                  {[...targets].map(([to, labels]) => (
                    <li key={to} className={moved.has(`${s.key}>${to}`) ? 'taken' : undefined}>
                      <span className="order-chart-arrow" aria-hidden>
                        {to === s.key ? '↺' : lang === 'ar' ? '←' : '→'}
                      </span>{' '}
                      {to === s.key ? labels.join('، ') : `${labelOf(to)} — ${labels.join(lang === 'ar' ? '، ' : ', ')}`}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
