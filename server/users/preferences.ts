/** The theme choices of spec 000 §9 as kept in users.preferences, with the spec's defaults. */
import type { components } from '../../openapi/schema';
import { theme, type SidebarColour, type SidenavType } from '../../shared/limits';

export type ThemePreferencesDto = components['schemas']['ThemePreferences'];

const isColour = (x: unknown): x is SidebarColour => (theme.sidebarColours as readonly unknown[]).includes(x);
const isSidenav = (x: unknown): x is SidenavType => (theme.sidenavTypes as readonly unknown[]).includes(x);

/** Read the stored choices; anything missing or unknown falls back to the default. */
export function preferencesOf(stored: Record<string, unknown> | null | undefined): ThemePreferencesDto {
  const p = stored ?? {};
  return {
    sidebar_colour: isColour(p.sidebar_colour) ? p.sidebar_colour : theme.defaults.sidebarColour,
    sidenav_type: isSidenav(p.sidenav_type) ? p.sidenav_type : theme.defaults.sidenavType,
    navbar_fixed: p.navbar_fixed === 0 || p.navbar_fixed === 1 ? p.navbar_fixed : theme.defaults.navbarFixed ? 1 : 0,
  };
}
