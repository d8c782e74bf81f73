/**
 * A labelled form field with its error under it. Errors are message keys from the
 * shared rules (translated here) or texts the server already translated.
 */
import type { ReactNode } from 'react';
import { message } from '../i18n';

export function Field({
  id,
  label,
  error,
  hint,
  required,
  children,
  className,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  required?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="required" aria-hidden>
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && !error && (
        <small className="hint" id={`${id}-hint`}>
          {hint}
        </small>
      )}
      {error && (
        <small className="p-error" id={`${id}-error`} role="alert">
          {message(error)}
        </small>
      )}
    </div>
  );
}
