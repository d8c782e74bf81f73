/**
 * The order machine's statechart with this order on it: its current status ringed and the steps
 * of its history drawn as the path taken — the workflows area's diagram (StatechartDiagram, laid
 * out by ELK from the machine's definition), fed as its explorer feeds it. Loaded lazily with its
 * layout engine, so the details page does not carry it.
 *
 * Here the diagram only shows: a status cannot be "jumped to" on a real order, so the statuses
 * are not buttons (their role, focus and wording are set to a picture's).
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeLifecycle } from '../../../machines/core/describe';
import { orderMachine } from '../../../machines';
import { pick, type Lang } from '../../../shared/label';
import { loadNamespaces } from '../../shared/i18n';
// eslint-disable-next-line local/feature-boundaries -- the brief's reuse of the workflows area's diagram (to move to src/shared/workflow)
import { StatechartDiagram } from '../workflows/StatechartDiagram';
// eslint-disable-next-line local/feature-boundaries -- its layout, as above
import { canvasMeasure, edgeId, layoutLifecycle, type Diagram } from '../workflows/layout';
// eslint-disable-next-line local/feature-boundaries -- its styles, as above
import '../workflows/workflows.css';
import type { OrderHistory } from './api';

export default function OrderStatechart({ status, history }: { status: string; history: OrderHistory[] }) {
  const { t, i18n } = useTranslation('orders');
  const lang: Lang = i18n.language === 'en' ? 'en' : 'ar';
  const info = describeLifecycle(orderMachine);
  const [layout, setLayout] = useState<{ lang: Lang; diagram?: Diagram; failed?: boolean } | null>(null);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    Promise.all([loadNamespaces('workflows'), layoutLifecycle(info, lang, canvasMeasure())])
      .then(([, diagram]) => live && setLayout({ lang, diagram }))
      .catch(() => live && setLayout({ lang, failed: true }));
    return () => {
      live = false;
    };
  }, [info, lang]);

  const steps = useMemo(() => history.filter((h): h is OrderHistory & { from: string } => !!h.from && h.from !== h.to), [history]);
  const taken = useMemo(() => new Set(steps.map((s) => edgeId(s.from, s.to))), [steps]);
  const takenEvents = useMemo(() => new Set(steps.map((s) => `${edgeId(s.from, s.to)}|${s.event}`)), [steps]);
  const last = steps[steps.length - 1];
  const diagram = layout?.lang === lang ? layout.diagram : undefined;

  // a picture, not a set of buttons: each status says what it is (and which one the order is in);
  // the picture scrolls sideways when wide, so its frame takes the keyboard's focus to scroll it
  useLayoutEffect(() => {
    const frame = box.current?.querySelector<HTMLElement>('.wf-diagram-scroll');
    if (frame) {
      frame.setAttribute('tabindex', '0');
      frame.setAttribute('role', 'group');
      frame.setAttribute('aria-label', t('details.sections.statechart'));
    }
    for (const node of box.current?.querySelectorAll<SVGGElement>('.wf-node') ?? []) {
      const key = node.dataset.status ?? '';
      const label = pick((orderMachine.root.states[key]?.meta as { label?: { ar: string; en: string } } | undefined)?.label ?? { ar: key, en: key }, lang);
      const text = t(key === status ? 'details.statechart.current' : 'details.statechart.other', { label });
      node.setAttribute('role', 'img');
      node.setAttribute('aria-label', text);
      node.removeAttribute('tabindex');
      node.removeAttribute('aria-disabled');
      const title = node.querySelector('title');
      if (title) title.textContent = text;
    }
  });

  if (layout?.lang === lang && layout.failed) {
    return (
      <p className="muted" role="alert">
        {t('details.statechart.failed')}
      </p>
    );
  }
  return (
    <div className="wf-explorer order-statechart" ref={box}>
      <p className="muted">{t('details.statechart.intro')}</p>
      {diagram ? (
        <StatechartDiagram
          diagram={diagram}
          lang={lang}
          name={pick(info.meta.label, lang)}
          current={status}
          taken={taken}
          takenEvents={takenEvents}
          lastEdge={last ? edgeId(last.from, last.to) : undefined}
          onJump={() => undefined}
        />
      ) : (
        <p className="muted" aria-busy="true">
          <i className="pi pi-spin pi-spinner" aria-hidden /> {t('details.statechart.loading')}
        </p>
      )}
    </div>
  );
}
