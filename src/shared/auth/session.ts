/**
 * The signed-in session, kept in local storage so a reload stays signed in, and
 * shared with React through useSyncExternalStore. The intended path (spec 000 §4
 * "Login redirect") is remembered in session storage.
 */
import type { Permission } from '../../../shared/permission-names';
import { useSyncExternalStore } from 'react';
import type { components } from '../../../openapi/schema';

export type SessionData = components['schemas']['Session'];
export type SessionUser = components['schemas']['User'];

const KEY = 'mashaer.session';
const INTENDED = 'mashaer.intended';

let current: SessionData | null = read();
const listeners = new Set<() => void>();

function read(): SessionData | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as SessionData) : null;
  } catch {
    return null;
  }
}

function emit() {
  for (const l of listeners) l();
}

export const sessionStore = {
  get: () => current,
  token: () => current?.token,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Store a session; a refresh from permission-me keeps the token it lacks. */
  set(next: SessionData) {
    current = { ...next, token: next.token ?? current?.token };
    localStorage.setItem(KEY, JSON.stringify(current));
    emit();
  },
  clear() {
    current = null;
    localStorage.removeItem(KEY);
    emit();
  },
};

export function useSession(): SessionData | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}

/** The signed-in user's account type code ('' signed out): the session's type, else the user's own. */
export const accountTypeOf = (session: SessionData | null): string => session?.type?.code ?? session?.user.type.code ?? '';

export function hasPermission(session: SessionData | null, permission: Permission | undefined): boolean {
  if (!permission) return true;
  return !!session?.permissions.includes(permission);
}

/** Remember where the user was going, unless it is /login or something is remembered already. */
export function rememberIntendedPath(path: string): void {
  if (path.startsWith('/login')) return;
  if (sessionStorage.getItem(INTENDED)) return;
  sessionStorage.setItem(INTENDED, path);
}

export function takeIntendedPath(): string | null {
  const p = sessionStorage.getItem(INTENDED);
  sessionStorage.removeItem(INTENDED);
  return p;
}
