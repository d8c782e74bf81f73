/**
 * The delete confirmation of spec 000 §8: "Are you sure?" / "You won't be able to
 * revert this!", "Yes, delete it!"; cancelling says "Cancelled" / "Cancelled
 * Delete"; success "Deleted" with the server's message; failure an Error with the
 * server's message or "There error please try again".
 */
import { confirmDialog } from 'primereact/confirmdialog';
import { i18n } from '../i18n';
import { notify } from './notify';
import { isApiFailure } from '../api/errors';

export function confirmDelete(run: () => Promise<string | undefined>, options: { title?: string; text?: string } = {}): void {
  const t = i18n.t.bind(i18n);
  confirmDialog({
    header: options.title ?? t('confirmDelete.title'),
    message: options.text ?? t('confirmDelete.text'),
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
  confirmDialog({
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
