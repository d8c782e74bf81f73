/**
 * A labelled form field with its hint or error under it. Errors are message keys from
 * the shared rules (translated here) or texts the server already translated.
 *
 * The control (the element with the field's id, whatever component renders it) is
 * linked to what is under it: `aria-describedby` names the hint or the error, and
 * `aria-invalid` is set while there is an error, so a screen reader reads the error
 * with the field. The error itself is an alert, announced when it appears.
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { message } from '../i18n';

/** Link the control to its hint or error, keeping any description it carries of its own. */
export function describeControl(control: Element, ids: { hint: string; error: string }, shown: 'hint' | 'error' | null): void {
  const own = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((x) => x && x !== ids.hint && x !== ids.error);
  const described = shown ? [...own, ids[shown]] : own;
  if (described.length) control.setAttribute('aria-describedby', described.join(' '));
  else control.removeAttribute('aria-describedby');
  if (shown === 'error') {
    control.setAttribute('aria-invalid', 'true');
    control.setAttribute('data-field-invalid', '');
  } else if (control.hasAttribute('data-field-invalid')) {
    // only what this field set is taken back
    control.removeAttribute('aria-invalid');
    control.removeAttribute('data-field-invalid');
  }
}

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
  const ref = useRef<HTMLDivElement>(null);
  const ids = { hint: `${id}-hint`, error: `${id}-error` };
  const shown = error ? 'error' : hint ? 'hint' : null;
  // after every render: the control may re-render its own attributes
  useLayoutEffect(() => {
    const control = ref.current?.querySelector(`#${CSS.escape(id)}`);
    if (!control) return;
    describeControl(control, ids, shown);
    // the star beside the label is decoration: the control says it is required
    if (required) {
      control.setAttribute('aria-required', 'true');
      control.setAttribute('data-field-required', '');
    } else if (control.hasAttribute('data-field-required')) {
      control.removeAttribute('aria-required');
      control.removeAttribute('data-field-required');
    }
  });
  return (
    <div className={`field ${className ?? ''}`} ref={ref}>
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
        <small className="hint" id={ids.hint}>
          {hint}
        </small>
      )}
      {error && (
        <small className="p-error" id={ids.error} role="alert">
          {message(error)}
        </small>
      )}
    </div>
  );
}
