/**
 * The delete confirmation of spec 000 §8: "Are you sure?" / "You won't be able to
 * revert this!", "Yes, delete it!"; cancelling says "Cancelled" / "Cancelled
 * Delete"; success "Deleted" with the server's message; failure an Error with the
 * server's message or "There error please try again".
 *
 * PrimeReact's ConfirmDialog loads with the first question asked, not with the app: the
 * host (`ConfirmHost`, in the app's root) renders nothing until then.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ConfirmDialog as ConfirmDialogType, ConfirmDialogProps } from 'primereact/confirmdialog';
import { i18n, preparePrimeReact } from '../i18n';
import { notify } from './notify';
import { isApiFailure } from '../api/errors';

const loadDialog = () => Promise.all([import('primereact/confirmdialog'), preparePrimeReact()]).then(([m]) => m);
// one that cannot load (offline) renders nothing rather than take the page down; `ask` says why
const ConfirmDialog = lazy(() =>
  loadDialog().then(
    (m) => ({ default: m.ConfirmDialog }),
    () => ({ default: (() => null) as unknown as typeof ConfirmDialogType }),
  ),
);

/** Set while a ConfirmHost is mounted: makes it render the dialog, resolving once the dialog listens. */
let mountDialog: (() => Promise<void>) | null = null;

/** Ask through PrimeReact's ConfirmDialog, loading it (and its host) first. */
function ask(props: ConfirmDialogProps): void {
  // without a ConfirmHost (component tests, stories) whoever renders the page renders a ConfirmDialog
  void Promise.all([loadDialog(), mountDialog?.()])
    .then(([m]) => m.confirmDialog(props))
    .catch(() => notify('danger', i18n.t('errors.network')));
}

/** The confirmation dialog's place in the app; empty until the first question. */
export function ConfirmHost() {
  const [ready, setReady] = useState<(() => void) | null>(null);
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    let waiting: Promise<void> | null = null;
    mountDialog = () =>
      (waiting ??= new Promise<void>((resolve) => {
        setReady(() => resolve);
        setNeeded(true);
      }));
    return () => {
      mountDialog = null;
    };
  }, []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog />
      <Mounted onMount={ready} />
    </Suspense>
  );
}

/** Effects run child first: once this one runs, the ConfirmDialog before it has subscribed to the questions. */
function Mounted({ onMount }: { onMount: (() => void) | null }) {
  useEffect(() => onMount?.(), [onMount]);
  return null;
}

/** `title` names what is deleted, e.g. «حذف الدور «مدير الموقع»؟» / 'Delete the role “Site manager”?'. */
export function confirmDelete(run: () => Promise<string | undefined>, options: { title: string; text?: string }): void {
  const t = i18n.t.bind(i18n);
  ask({
    header: options.title,
    // the spec's question and warning, under a header that names the record
    message: options.text ?? (
      <>
        <span>{t('confirmDelete.title')}</span> <span>{t('confirmDelete.text')}</span>
      </>
    ),
    icon: 'pi pi-exclamation-triangle',
    acceptLabel: t('confirmDelete.confirm'),
    rejectLabel: t('confirmDelete.cancel'),
    acceptClassName: 'p-button-danger',
    defaultFocus: 'reject',
    accept: () => {
      run()
        .then((serverMessage) => notify('success', serverMessage ?? '', { title: t('confirmDelete.deletedTitle') }))
        .catch((e: unknown) => notify('danger', isApiFailure(e) && e.message ? e.message : t('errors.deleteFailed'), { title: t('confirmDelete.errorTitle'), life: 4000 }));
    },
    reject: () => notify('info', t('confirmDelete.cancelledText'), { title: t('confirmDelete.cancelledTitle') }),
  });
}

/** A confirmation before any other irreversible step. */
export function confirmAction(options: { title: string; text: string; confirm: string; danger?: boolean; accept: () => void }): void {
  ask({
    header: options.title,
    message: options.text,
    icon: 'pi pi-question-circle',
    acceptLabel: options.confirm,
    rejectLabel: i18n.t('actions.cancel'),
    acceptClassName: options.danger ? 'p-button-danger' : '',
    defaultFocus: 'reject',
    accept: options.accept,
  });
}
