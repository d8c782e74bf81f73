/** Ticket subjects for stories, shaped as the contract's schemas. */
import type { components } from '../../openapi/schema';

type Row = components['schemas']['TicketSubject'];

export function ticketSubjectsRecord(over: Partial<Row> & { id: number }): Row {
  return {
    subject: 'الموضوع تجريبي 0',
    note: null,
    admin_group_id: 1,
    get_admin_group: { id: 1, name: 'مجموعة المشرفين المستلمة 1', name_en: 'Receiving admin group 1' },
    // open to everyone: no type and no named users
    type_id: null,
    get_type: null,
    allowedUsers: [],
    get_restriction: { everyone: 1, type: null, users: 0 },
    version: 1,
    created_at: '2026-11-01T08:00:00Z',
    updated_at: '2026-11-20T09:30:00Z',
    ...over,
  } as Row;
}

export const ticketSubjectsRows: Row[] = [
  ticketSubjectsRecord({
    id: 1,
    subject: 'الموضوع تجريبي 1',
    note: 'نص تجريبي رقم 1',
    admin_group_id: 1,
    get_admin_group: { id: 1, name: 'مجموعة المشرفين المستلمة 1', name_en: 'Receiving admin group 1' },
  }),
  ticketSubjectsRecord({
    id: 2,
    subject: 'الموضوع تجريبي 2',
    note: 'نص تجريبي رقم 2',
    admin_group_id: 2,
    get_admin_group: { id: 2, name: 'مجموعة المشرفين المستلمة 2', name_en: 'Receiving admin group 2' },
  }),
  ticketSubjectsRecord({
    id: 3,
    subject: 'الموضوع تجريبي 3',
    note: 'نص تجريبي رقم 3',
    admin_group_id: 3,
    get_admin_group: { id: 3, name: 'مجموعة المشرفين المستلمة 3', name_en: 'Receiving admin group 3' },
  }),
];

/** The ticketAdminGroups records the admin_group_id filter offers (its list call's first page). */
export const adminGroupIdOptions = [
  { id: 1, name: 'مجموعة المشرفين المستلمة 1', name_en: 'Receiving admin group 1' },
  { id: 2, name: 'مجموعة المشرفين المستلمة 2', name_en: 'Receiving admin group 2' },
  { id: 3, name: 'مجموعة المشرفين المستلمة 3', name_en: 'Receiving admin group 3' },
];
