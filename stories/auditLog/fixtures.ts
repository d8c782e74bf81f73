/** The audit log's story data: a country renamed, a user activated, an order approved, a record deleted by the system. */
import type { components } from '../../openapi/schema';
import { REDACTED } from '../../shared/auditLog';

type Entry = components['schemas']['AuditLogEntry'];
type Detail = components['schemas']['AuditLogDetail'];

const admin = { id: 1, name: 'مدير المنصة', email: 'admin@mashaer.test' };

export const countryUpdate: Detail = {
  id: 2210,
  at: '2026-11-28T09:14:00Z',
  entity: 'countries',
  entity_text: 'الدول',
  entity_id: 12,
  event: 'update',
  event_text: 'تعديل',
  module: 'countries',
  method: 'change',
  message: null,
  actor: admin,
  changed: ['name', 'version', 'updatedAt'],
  ip: '10.20.4.17',
  old_value: { id: 12, name: 'نيجيريا', nameEn: 'Nigeria', isoCode: 'NG', version: 1, updatedAt: '2026-10-01T08:00:00.000Z' },
  new_value: { id: 12, name: 'جمهورية نيجيريا الاتحادية', nameEn: 'Nigeria', isoCode: 'NG', version: 2, updatedAt: '2026-11-28T09:14:00.000Z' },
};

export const userActivated: Detail = {
  id: 2209,
  at: '2026-11-28T08:40:00Z',
  entity: 'users',
  entity_text: 'المستخدمون',
  entity_id: 31,
  event: 'ACTIVATE',
  event_text: 'تفعيل الحساب',
  module: 'userAccount',
  method: 'transition',
  message: null,
  actor: admin,
  changed: ['status', 'roles', 'password_hash'],
  ip: '10.20.4.17',
  old_value: { status: 'review', roles: [], password_hash: REDACTED, email: 'info@aldiyafa.sa' },
  new_value: { status: 'active', roles: [4], password_hash: REDACTED, email: 'info@aldiyafa.sa' },
};

export const campCreated: Detail = {
  id: 2190,
  at: '2026-11-27T13:05:00Z',
  entity: 'camps',
  entity_text: 'المخيمات',
  entity_id: 77,
  event: 'create',
  event_text: 'إضافة',
  module: 'camps',
  method: 'create',
  message: 'Imported from the season plan',
  actor: { id: 5, name: 'Kidana Staff', email: 'kdana@mashaer.test' },
  changed: ['name', 'name_en', 'square_id', 'status'],
  ip: null,
  old_value: null,
  new_value: { name: 'مخيم الضيافة ٧٧', name_en: 'Al-Diyafa camp 77', square_id: 3, status: 'notready' },
};

export const washroomDeleted: Detail = {
  id: 2100,
  at: '2026-11-25T21:30:00Z',
  entity: 'washrooms',
  entity_text: 'دورات المياه',
  entity_id: 9,
  event: 'delete',
  event_text: 'حذف',
  module: 'washrooms',
  method: 'change',
  message: null,
  actor: null,
  changed: ['name'],
  ip: null,
  old_value: { name: 'دورة مياه المحطة ٣' },
  new_value: null,
};

const strip = ({ ip: _ip, old_value: _o, new_value: _n, ...entry }: Detail): Entry => entry;
export const details = [countryUpdate, userActivated, campCreated, washroomDeleted];
export const entries: Entry[] = details.map(strip);
export const detailById = (id: string) => details.find((d) => d.id === Number(id));

/** The same rows as the server answers them in English. */
export const entriesEn: Entry[] = entries.map((e) => ({
  ...e,
  entity_text: { countries: 'Countries', users: 'Users', camps: 'Camps', washrooms: 'Washrooms' }[e.entity] ?? e.entity,
  event_text: { update: 'Updated', ACTIVATE: 'Activate the account', create: 'Created', delete: 'Deleted' }[e.event] ?? e.event,
  actor: e.actor && e.actor.id === 1 ? { ...e.actor, name: 'Platform administrator' } : e.actor,
}));
