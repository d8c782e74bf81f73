/** Ending this site's session: revoke the token on the server, then forget it here. */
import { api } from '../api/client';
import { sessionStore } from './session';

/** Revoke the stored token, if any; the session ends here whatever the server says. */
export async function revokeToken(): Promise<void> {
  if (!sessionStore.token()) return;
  try {
    await api.POST('/auth/logout');
  } catch {
    // a server that cannot be reached does not keep the user signed in here
  }
}

/** Revoke and clear this site's session. */
export async function endSession(): Promise<void> {
  await revokeToken();
  sessionStore.clear();
}
