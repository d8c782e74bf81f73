/**
 * A drawer that slides in from the reading start or end of the page, in Arabic
 * (rtl) and English (ltr) alike; a modal dialog for the keyboard.
 *
 * PrimeReact's Sidebar places its panel with the mask's `justify-content`
 * (flex-start for "left", flex-end for "right") but slides it in with a physical
 * translateX. Under rtl flex-start is the right edge, so a "left" sidebar sits on
 * the right and flies in across the screen from the left. Here the mask is laid
 * out left-to-right, so "left" and "right" mean the physical edges, and the panel
 * gets the page's own direction back.
 *
 * The Sidebar is a "complementary" region that lets Tab walk out to the page behind
 * its mask and leaves the focus where it was on closing. Here it is a dialog: Tab and
 * Shift+Tab go round inside it, and on closing the focus goes back to what opened it.
 */
import { useEffect, useId, useRef } from 'react';
import type { SidebarProps } from 'primereact/sidebar';
import { Sidebar } from 'primereact/sidebar';

export type EdgeDrawerProps = Omit<SidebarProps, 'position' | 'pt'> & {
  /** `start`: the side reading begins (right in Arabic); `end`: the other side */
  side: 'start' | 'end';
};

const pageIsRtl = () => typeof document !== 'undefined' && document.documentElement.dir === 'rtl';

/** The physical edge for a reading side. */
export function edgeOf(side: 'start' | 'end', rtl: boolean): 'left' | 'right' {
  return (side === 'start') === rtl ? 'right' : 'left';
}

const focusable = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keep Tab inside `panel`: from its last stop to its first and back. */
export function trapTab(event: KeyboardEvent, panel: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const stops = [...panel.querySelectorAll<HTMLElement>(focusable)].filter((el) => el.getClientRects().length > 0);
  if (!stops.length) return;
  const first = stops[0]!;
  const last = stops[stops.length - 1]!;
  const inside = panel.contains(document.activeElement);
  if (event.shiftKey && (!inside || document.activeElement === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || document.activeElement === last)) {
    event.preventDefault();
    first.focus();
  }
}

export function EdgeDrawer({ side, style, id, visible, header, ...rest }: EdgeDrawerProps) {
  const rtl = pageIsRtl();
  const ownId = useId();
  const panelId = id ?? `drawer-${ownId.replace(/:/g, '')}`;
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    if (!visible) return;
    opener.current = document.activeElement;
    const onKey = (e: KeyboardEvent) => {
      const panel = document.getElementById(panelId);
      if (panel) trapTab(e, panel);
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      // back to the control that opened the drawer, unless the drawer's own link navigated the page away from it
      const back = opener.current;
      if (
        back instanceof HTMLElement &&
        back.isConnected &&
        (document.activeElement === document.body || !document.activeElement?.isConnected || document.getElementById(panelId)?.contains(document.activeElement))
      )
        back.focus();
    };
  }, [visible, panelId]);

  return (
    <Sidebar
      {...rest}
      id={panelId}
      visible={visible}
      header={header}
      aria-label={typeof header === 'string' ? header : undefined}
      position={edgeOf(side, rtl)}
      // PrimeReact 10 merges a pass-through style into the mask's own inline style
      pt={{ mask: { style: { direction: 'ltr' }, 'data-side': side } as never, root: { role: 'dialog', 'aria-modal': true } as never }}
      style={{ direction: rtl ? 'rtl' : 'ltr', ...style }}
    />
  );
}
