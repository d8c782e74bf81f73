/** A lifecycle's diagram laid out for a language (and, for the heat map, its figures): ready, pending or failed. */
import { useEffect, useState } from 'react';
import type { LifecycleInfo } from '../../../machines/core/describe';
import type { Lang } from '../../../shared/label';
import { canvasMeasure, FONTS, layoutLifecycle, type Diagram, type LayoutOptions } from './layout';

/** Wait (briefly) for the diagram's font so the measured widths are the drawn ones. */
async function fontsReady(): Promise<void> {
  if (typeof document === 'undefined' || !document.fonts?.load) return;
  await Promise.race([document.fonts.load(FONTS.status, 'أبجد abc'), new Promise((r) => setTimeout(r, 1500))]).catch(() => undefined);
}

/** `key` names what the options depend on: a new key lays the diagram out again. */
export function useDiagram(info: LifecycleInfo | null, lang: Lang, options: LayoutOptions, key: string): { diagram?: Diagram; failed: boolean } {
  const [laid, setLaid] = useState<{ key: string; diagram?: Diagram; failed?: boolean } | null>(null);
  const want = `${info?.id ?? ''}|${lang}|${key}`;
  useEffect(() => {
    if (!info) return;
    let live = true;
    fontsReady()
      .then(() => layoutLifecycle(info, lang, canvasMeasure(), options))
      .then((diagram) => live && setLaid({ key: want, diagram }))
      .catch(() => live && setLaid({ key: want, failed: true }));
    return () => {
      live = false;
    };
    // the options are a function of `key`
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [want]);
  return laid?.key === want ? { diagram: laid.diagram, failed: !!laid.failed } : { failed: false };
}
