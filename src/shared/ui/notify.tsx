/**
 * Notifications at the four levels of the spec (Info, Success, Warning, Danger),
 * 2000 ms by default (spec 000 §8, §9). One Toast host lives in the app shell.
 *
 * The host renders nothing until the first notification: PrimeReact's Toast (and PrimeReact
 * itself) then loads, and the notes shown meanwhile wait in a queue. So the first screen
 * does not carry PrimeReact for a toast it may never show.
 */
import { lazy, Suspense, useCallback, useSyncExternalStore } from 'react';
import type { Toast as ToastHandle } from 'primereact/toast';
import { timing } from '../../../shared/limits';
import { i18n, message, preparePrimeReact } from '../i18n';
import { isApiFailure } from '../api/errors';

export type Level = 'info' | 'success' | 'warning' | 'danger';

interface Note {
  level: Level;
  text: string;
  title?: string;
  life?: number;
}

// a Toast that cannot load (offline) must not take the page down with it: the notes then stay queued
const Toast = lazy(() =>
  Promise.all([import('primereact/toast'), preparePrimeReact()]).then(
    ([m]) => ({ default: m.Toast }),
    () => ({ default: (() => null) as unknown as typeof ToastHandle }),
  ),
);

let host: ToastHandle | null = null;
const queue: Note[] = [];

/** Whether a note has been asked for: the host renders (and so loads) the Toast from then on. */
let needed = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const isNeeded = () => needed;

const severity = { info: 'info', success: 'success', warning: 'warn', danger: 'error' } as const;

export function notify(level: Level, text: string, options: { title?: string; life?: number } = {}): void {
  const note: Note = { level, text, ...options };
  if (!host) {
    queue.push(note);
    if (!needed) {
      needed = true;
      for (const l of listeners) l();
    }
    return;
  }
  host.show({ severity: severity[level], summary: note.title ?? i18n.t(`notify.${level}`), detail: note.text, life: note.life ?? timing.notificationMs });
}

/** Show a failed call the way the spec does: the server's message, or "there is problem". */
export function notifyFailure(error: unknown): void {
  if (isApiFailure(error)) {
    if (error.isAlreadyDone) return notify('warning', error.message);
    return notify('danger', error.status === 0 ? i18n.t('errors.network') : error.message || i18n.t('errors.generic'));
  }
  notify('danger', message(undefined));
}

export function ToastHost() {
  const active = useSyncExternalStore(subscribe, isNeeded, () => false);
  // the Toast is attached once loaded: show what waited for it
  const attach = useCallback((toast: ToastHandle | null) => {
    host = toast;
    while (host && queue.length) {
      const n = queue.shift()!;
      notify(n.level, n.text, n);
    }
  }, []);
  if (!active) return null;
  const rtl = typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
  return (
    <Suspense fallback={null}>
      <Toast ref={attach} position={rtl ? 'top-left' : 'top-right'} />
    </Suspense>
  );
}
