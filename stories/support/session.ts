/** Sessions for stories: a signed-in account of a given type with given permissions. */
import { sessionStore, type SessionData } from '../../src/shared/auth/session';
import { allPermissions } from '../../shared/permissions';

export function signInAs(kind: 'admin' | 'provider' | 'employee' = 'admin', permissions?: string[]): SessionData {
  const type = kind === 'admin' ? { id: 1, code: 'admin', name: 'مدير النظام' } : { id: 2, code: 'service_provider', name: 'مقدم خدمة' };
  const session: SessionData = {
    token: 'story-token',
    scope: 'portal',
    user: {
      id: kind === 'admin' ? 1 : 3,
      name: kind === 'admin' ? 'مدير المنصة' : 'شركة الضيافة',
      email: `${kind}@mashaer.test`,
      type_id: type.id,
      type,
      roles: [{ id: 1, name: kind === 'admin' ? 'مدير النظام' : 'مقدم خدمة' }],
      status: 'active',
      status_text: 'نشط',
      mozdalefa_status: 'active',
      is_entity: 0,
      is_government: 0,
      is_government_for_location_order: 0,
      is_acknowledged: 1,
      version: 1,
      parent_id: kind === 'employee' ? 3 : null,
    },
    type,
    roles: [{ id: 1, name: 'مدير النظام' }],
    permissions: permissions ?? (kind === 'admin' ? allPermissions : ['ticket-index', 'notification-index']),
    is_belong_to_alliacne: 0,
    is_alliance_leader: 0,
  };
  sessionStore.set(session);
  return session;
}
