/**
 * A notification that offers to undo the change it reports: a toast with an Undo
 * button, shown long enough to reach it. One host per screen that changes an
 * account with one click (the users list and an account's page).
 */
import { useEffect, useRef } from 'react';
import { Toast } from 'primereact/toast';
import { Button } from 'primereact/button';
import { i18n } from '../../shared/i18n';

let host: Toast | null = null;

/** How long the undo stays on offer. */
export const UNDO_MS = 8000;

/** Report a change and offer its reverse; without a host it is only reported through `fallback`. */
export function offerUndo(text: string, undoLabel: string, undo: () => void, fallback: (text: string) => void): void {
  if (!host) return fallback(text);
  const toast = host;
  toast.show({
    severity: 'success',
    summary: i18n.t('notify.success'),
    life: UNDO_MS,
    detail: (
      <span className="undo-toast">
        <span>{text}</span>
        <Button
          type="button"
          size="small"
          label={undoLabel}
          icon="pi pi-undo"
          outlined
          data-testid="undo-button"
          onClick={() => {
            toast.clear();
            undo();
          }}
        />
      </span>
    ),
  });
}

export function UndoToastHost() {
  const ref = useRef<Toast>(null);
  useEffect(() => {
    host = ref.current;
    return () => {
      host = null;
    };
  }, []);
  const rtl = typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
  return <Toast ref={ref} position={rtl ? 'bottom-left' : 'bottom-right'} />;
}
