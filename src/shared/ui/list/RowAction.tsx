/**
 * A row's icon action (view, edit, history, delete…): a plain button named by its
 * label, with a small tip shown on hover and on keyboard focus. Lists render tens
 * of these; PrimeReact's Button with a Tooltip mounted a tooltip and injected
 * styles for each, which was most of a page turn's time.
 */
import type { MouseEventHandler } from 'react';

interface RowActionProps {
  /** PrimeIcons classes, e.g. "pi pi-eye" */
  icon: string;
  /** the accessible name (names the record too: "Delete: Al-Diyafa") */
  label: string;
  /** the visible tip (the action alone: "Delete") */
  tip: string;
  onClick: MouseEventHandler<HTMLButtonElement>;
  danger?: boolean;
  disabled?: boolean;
  'data-testid'?: string;
}

export function RowAction({ icon, label, tip, onClick, danger, disabled, 'data-testid': testId }: RowActionProps) {
  return (
    <button type="button" className={danger ? 'row-action is-danger' : 'row-action'} aria-label={label} data-tip={tip} onClick={onClick} disabled={disabled} data-testid={testId}>
      <i className={icon} aria-hidden />
    </button>
  );
}
