/** Loading and failure states: a screen waiting for its record, and a load that failed (with a retry). */
import { ProgressSpinner } from 'primereact/progressspinner';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { isApiFailure } from '../api/errors';

export function Loading() {
  const { t } = useTranslation();
  return (
    <div className="page-busy" aria-busy="true" aria-label={t('states.loading')}>
      <ProgressSpinner style={{ width: 40, height: 40 }} strokeWidth="4" />
    </div>
  );
}

/** `title` names what failed to load (default: the general "something went wrong"); the server's message follows it. */
export function LoadFailed({ error, onRetry, title }: { error: unknown; onRetry: () => void; title?: string }) {
  const { t } = useTranslation();
  const heading = title ?? t('states.error');
  const text = isApiFailure(error) && error.message ? error.message : heading;
  return (
    <div className="state-panel state-error" role="alert">
      <i className="pi pi-exclamation-circle" aria-hidden />
      <p>{heading}</p>
      {text !== heading && <p className="muted">{text}</p>}
      <Button label={t('actions.retry')} icon="pi pi-refresh" outlined onClick={onRetry} />
    </div>
  );
}
