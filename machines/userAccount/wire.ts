/**
 * The userAccount events as the spec's request body carries them (spec 000 §7
 * POST users/switch-user-status/{id}): one mapping, used by the server's handler
 * (body → event) and by the client's actors (event → body).
 *
 *   { status: 'active', roles }          ↔ ACTIVATE
 *   { status: 'rejected', reject_reason } ↔ REJECT
 *   { platform: 'disabled' }             ↔ DISABLE
 *   { platform: 'active' }               ↔ ENABLE
 *
 * UPDATE_FORMS and RESUBMIT travel as the registration forms (their own calls).
 */
import type { UserAccountEvent } from './machine';

/** The switch-user-status body (the contract's SwitchUserStatusRequest, without the version). */
export interface SwitchUserStatusBody {
  status?: 'active' | 'rejected';
  platform?: 'active' | 'disabled';
  reject_reason?: string;
  roles?: number[];
}

/** The events this body carries. */
export type SwitchUserStatusEvent = Extract<UserAccountEvent, { type: 'ACTIVATE' | 'REJECT' | 'DISABLE' | 'ENABLE' }>;

/** The event a body stands for, or null when it names none. */
export function toEvent(body: SwitchUserStatusBody): SwitchUserStatusEvent | null {
  if (body.status === 'active') return { type: 'ACTIVATE', roles: body.roles ?? [] };
  if (body.status === 'rejected') return { type: 'REJECT', reject_reason: body.reject_reason ?? '' };
  if (body.platform === 'disabled') return { type: 'DISABLE' };
  if (body.platform === 'active') return { type: 'ENABLE' };
  return null;
}

/** The body that carries an event. */
export function toBody(event: SwitchUserStatusEvent): SwitchUserStatusBody {
  switch (event.type) {
    case 'ACTIVATE':
      return { status: 'active', roles: event.roles };
    case 'REJECT':
      return { status: 'rejected', reject_reason: event.reject_reason };
    case 'DISABLE':
      return { platform: 'disabled' };
    case 'ENABLE':
      return { platform: 'active' };
  }
}
