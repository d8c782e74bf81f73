/**
 * The theme choices of spec 000 §9 (sidebar colour, side-nav type, fixed navbar)
 * and the minified menu, kept per user. Defaults: success, transparent, fixed.
 */
import { useSyncExternalStore } from 'react';
import { theme as defaults, type SidebarColour, type SidenavType } from '../../shared/limits';
import { sessionStore } from '../shared/auth/session';

export interface ThemeChoice {
  sidebarColour: SidebarColour;
  sidenavType: SidenavType;
  navbarFixed: boolean;
  minified: boolean;
}

const initial: ThemeChoice = { ...defaults.defaults, minified: false };
const listeners = new Set<() => void>();
let cacheKey = '';
let cache: ThemeChoice = initial;

const keyFor = () => `mashaer.theme.${sessionStore.get()?.user.id ?? 'guest'}`;

function read(): ThemeChoice {
  const key = keyFor();
  if (key === cacheKey) return cache;
  cacheKey = key;
  try {
    cache = { ...initial, ...(JSON.parse(localStorage.getItem(key) ?? '{}') as Partial<ThemeChoice>) };
  } catch {
    cache = initial;
  }
  return cache;
}

export function saveTheme(change: Partial<ThemeChoice>): void {
  const next = { ...read(), ...change };
  localStorage.setItem(keyFor(), JSON.stringify(next));
  cache = next;
  listeners.forEach((l) => l());
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
  return { ...choice, setMinified: (minified: boolean) => saveTheme({ minified }), save: saveTheme };
}
