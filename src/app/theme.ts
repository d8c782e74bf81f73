/**
 * The theme choices of spec 000 §9 (sidebar colour, side-nav type, fixed navbar),
 * kept per user on the server (users.preferences) and loaded with the session;
 * defaults success, transparent, fixed. The minified menu is a choice of this
 * browser only, kept locally per user.
 */
import { useSyncExternalStore } from 'react';
import { theme as defaults, type SidebarColour, type SidenavType } from '../../shared/limits';
import { sessionStore, type SessionData } from '../shared/auth/session';
import { api, asForm, unwrap } from '../shared/api/client';

export interface ThemeChoice {
  sidebarColour: SidebarColour;
  sidenavType: SidenavType;
  navbarFixed: boolean;
  minified: boolean;
}

export type ThemePreferences = NonNullable<SessionData['preferences']>;

const listeners = new Set<() => void>();
const minifiedKey = () => `mashaer.menu.minified.${sessionStore.get()?.user.id ?? 'guest'}`;

function readMinified(): boolean {
  try {
    return localStorage.getItem(minifiedKey()) === '1';
  } catch {
    return false;
  }
}

export function choiceOf(preferences: SessionData['preferences'] | undefined, minified: boolean): ThemeChoice {
  return {
    sidebarColour: preferences?.sidebar_colour ?? defaults.defaults.sidebarColour,
    sidenavType: preferences?.sidenav_type ?? defaults.defaults.sidenavType,
    navbarFixed: preferences ? preferences.navbar_fixed === 1 : defaults.defaults.navbarFixed,
    minified,
  };
}

let cacheFor: { session: SessionData | null; minified: boolean } | null = null;
let cache: ThemeChoice = choiceOf(undefined, false);

function read(): ThemeChoice {
  const session = sessionStore.get();
  const minified = readMinified();
  if (!cacheFor || cacheFor.session !== session || cacheFor.minified !== minified) {
    cacheFor = { session, minified };
    cache = choiceOf(session?.preferences, minified);
  }
  return cache;
}

export function setMinified(minified: boolean): void {
  localStorage.setItem(minifiedKey(), minified ? '1' : '0');
  listeners.forEach((l) => l());
}

/**
 * Keep new theme choices: shown at once, then saved on the server; if the server
 * refuses, the previous choices come back and the failure is thrown.
 */
export async function saveTheme(change: Partial<Omit<ThemeChoice, 'minified'>>): Promise<ThemePreferences> {
  const session = sessionStore.get();
  if (!session) throw new Error('not signed in');
  const before = choiceOf(session.preferences, false);
  const body: Partial<ThemePreferences> = {};
  if (change.sidebarColour) body.sidebar_colour = change.sidebarColour;
  if (change.sidenavType) body.sidenav_type = change.sidenavType;
  if (change.navbarFixed !== undefined) body.navbar_fixed = change.navbarFixed ? 1 : 0;
  const optimistic: ThemePreferences = {
    sidebar_colour: body.sidebar_colour ?? before.sidebarColour,
    sidenav_type: body.sidenav_type ?? before.sidenavType,
    navbar_fixed: body.navbar_fixed ?? (before.navbarFixed ? 1 : 0),
  };
  sessionStore.set({ ...session, preferences: optimistic });
  try {
    const saved = (await unwrap(api.POST('/profile/preferences', { body, ...asForm }))).data;
    const now = sessionStore.get();
    if (now) sessionStore.set({ ...now, preferences: saved });
    return saved;
  } catch (e) {
    const now = sessionStore.get();
    if (now) sessionStore.set({ ...now, preferences: session.preferences });
    throw e;
  }
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  const off = sessionStore.subscribe(l);
  return () => {
    listeners.delete(l);
    off();
  };
};

export function useTheme() {
  const choice = useSyncExternalStore(subscribe, read, read);
  return { ...choice, setMinified, save: saveTheme };
}
