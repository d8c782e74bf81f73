/**
 * Sign out here and at the two sister sites (spec 000 §7 "Logout"): revoke our
 * token, post a logout message to each sister's logout page in a hidden frame,
 * and after about 200 ms per frame clear the session and go to /login.
 */
import { api } from '../shared/api/client';
import { sessionStore } from '../shared/auth/session';
import { timing } from '../../shared/limits';

export interface SisterLogout {
  key: string;
  logout_url?: string | undefined;
}

export async function logoutEverywhere(sisters: SisterLogout[], go: (path: string) => void): Promise<void> {
  try {
    await api.POST('/auth/logout');
  } catch {
    // the session ends here whatever the server says
  }
  const frames: HTMLIFrameElement[] = [];
  for (const s of sisters) {
    if (!s.logout_url) continue;
    const frame = document.createElement('iframe');
    frame.hidden = true;
    frame.title = `logout-${s.key}`;
    frame.src = s.logout_url;
    frame.onload = () => {
      try {
        frame.contentWindow?.postMessage({ type: 'logout' }, new URL(s.logout_url!).origin);
      } catch {
        // a sister that cannot be reached is left as it is
      }
    };
    document.body.appendChild(frame);
    frames.push(frame);
  }
  await new Promise((r) => setTimeout(r, timing.logoutFrameDelayMs * Math.max(1, frames.length)));
  frames.forEach((f) => f.remove());
  sessionStore.clear();
  go('/login');
}
