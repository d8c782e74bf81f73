/**
 * A drawer that slides in from the reading start or end of the page, in Arabic
 * (rtl) and English (ltr) alike.
 *
 * PrimeReact's Sidebar places its panel with the mask's `justify-content`
 * (flex-start for "left", flex-end for "right") but slides it in with a physical
 * translateX. Under rtl flex-start is the right edge, so a "left" sidebar sits on
 * the right and flies in across the screen from the left. Here the mask is laid
 * out left-to-right, so "left" and "right" mean the physical edges, and the panel
 * gets the page's own direction back.
 */
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

export function EdgeDrawer({ side, style, ...rest }: EdgeDrawerProps) {
  const rtl = pageIsRtl();
  return (
    <Sidebar
      {...rest}
      position={edgeOf(side, rtl)}
      // PrimeReact 10 merges a pass-through style into the mask's own inline style
      pt={{ mask: { style: { direction: 'ltr' }, 'data-side': side } as never }}
      style={{ direction: rtl ? 'rtl' : 'ltr', ...style }}
    />
  );
}
