import type { ReactNode } from 'react';

/** A short note on a page (information or warning), readable in both directions. */
export function Note({ kind = 'info', children, className }: { kind?: 'info' | 'warn'; children: ReactNode; className?: string }) {
  return (
    <p className={`note note-${kind} ${className ?? ''}`} role="note">
      <i className={kind === 'warn' ? 'pi pi-exclamation-triangle' : 'pi pi-info-circle'} aria-hidden />
      <span>{children}</span>
    </p>
  );
}
