/**
 * Notifications at the four levels of the spec (Info, Success, Warning, Danger),
 * 2000 ms by default (spec 000 §8, §9). One Toast host lives in the app shell.
 */
import { useEffect, useRef } from 'react';
import { Toast } from 'primereact/toast';
import { timing } from '../../../shared/limits';
import { i18n, message } from '../i18n';
import { isApiFailure } from '../api/errors';

export type Level = 'info' | 'success' | 'warning' | 'danger';

interface Note {
  level: Level;
  text: string;
  title?: string;
  life?: number;
}

let host: Toast | null = null;
const queue: Note[] = [];

const severity = { info: 'info', success: 'success', warning: 'warn', danger: 'error' } as const;

export function notify(level: Level, text: string, options: { title?: string; life?: number } = {}): void {
  const note: Note = { level, text, ...options };
  if (!host) {
    queue.push(note);
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
  const ref = useRef<Toast>(null);
  useEffect(() => {
    host = ref.current;
    while (queue.length) {
      const n = queue.shift()!;
      notify(n.level, n.text, n);
    }
    return () => {
      host = null;
    };
  }, []);
  const rtl = typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
  return <Toast ref={ref} position={rtl ? 'top-left' : 'top-right'} />;
}
