/** Ticket admin groups for stories, shaped as the contract's schemas. */
import type { components } from '../../openapi/schema';

type Row = components['schemas']['TicketAdminGroup'];

export function ticketAdminGroupsRecord(over: Partial<Row> & { id: number }): Row {
  return {
    name: 'الاسم تجريبي 0',
    name_en: null,
    admins: [{ id: 1, name: 'مدير المنصة', email: 'admin@mashaer.test' }],

    version: 1,
    created_at: '2026-11-01T08:00:00Z',
    updated_at: '2026-11-20T09:30:00Z',
    ...over,
  } as Row;
}

export const ticketAdminGroupsRows: Row[] = [
  ticketAdminGroupsRecord({ id: 1, name: 'الاسم تجريبي 1', name_en: 'Sample name_en 1' }),
  ticketAdminGroupsRecord({ id: 2, name: 'الاسم تجريبي 2', name_en: 'Sample name_en 2' }),
  ticketAdminGroupsRecord({ id: 3, name: 'الاسم تجريبي 3', name_en: 'Sample name_en 3' }),
];
