/** Season archive for stories, shaped as the contract's schemas: three seasons (the newest active) and a season's records. */
import type { components } from '../../openapi/schema';
import { dbArchiveMachine } from '../../machines';
import { acceptedEvents, transitionsFrom } from '../../machines/core/runtime';

type Row = components['schemas']['DbArchive'];
type SeasonRecord = components['schemas']['SeasonRecord'];
type RecordPage = components['schemas']['SeasonRecordPage'];

export function dbArchivesRecord(over: Partial<Row> & { id: number }): Row {
  return {
    name: 'موسم حج 1448هـ',
    name_en: 'Hajj season 1448 AH',
    hijri_year: 1448,
    starts_on: '2026-07-02',
    ends_on: '2027-06-17',
    notes: null,
    status: dbArchiveMachine.config.initial as string,
    status_text: 'منشأ',
    version: 1,
    created_at: '2026-06-02T06:00:00Z',
    updated_at: '2026-06-02T06:00:00Z',
    ...over,
  } as Row;
}

export const currentSeason = dbArchivesRecord({
  id: 3,
  status: 'active',
  status_text: 'نشط',
  version: 2,
  notes: 'الموسم الحالي: تُحسب فيه الطلبات والرخص الجديدة حتى نهايته.',
});
export const previousSeason = dbArchivesRecord({
  id: 2,
  name: 'موسم حج 1447هـ',
  name_en: 'Hajj season 1447 AH',
  hijri_year: 1447,
  starts_on: '2025-07-13',
  ends_on: '2026-07-01',
  version: 3,
  notes: 'Archived: its orders and licences stay readable in the season’s archive.',
});
export const olderSeason = dbArchivesRecord({ id: 1, name: 'موسم حج 1446هـ', name_en: 'Hajj season 1446 AH', hijri_year: 1446, starts_on: '2024-07-24', ends_on: '2025-07-12', version: 3 });

export const dbArchivesRows: Row[] = [currentSeason, previousSeason, olderSeason];

/** GET /db_archive/seasons, as the list's banner and the dashboards read it. */
export const seasonsReply = {
  body: {
    message: 'ok',
    data: dbArchivesRows.map((r) => ({
      id: r.id,
      name: r.name,
      name_en: r.name_en,
      hijri_year: r.hijri_year,
      starts_on: r.starts_on,
      ends_on: r.ends_on,
      status: r.status,
      status_text: r.status_text,
      active: r.status === 'active',
    })),
  },
};

/** What the server answers for the events a season takes (the administrator: every one allowed). */
export const eventsOf = (r: Row) => ({
  body: {
    message: 'ok',
    data: {
      workflow: 'dbArchive',
      id: r.id,
      status: r.status,
      version: r.version,
      events: acceptedEvents(dbArchiveMachine, r.status).map((event) => {
        const meta = transitionsFrom(dbArchiveMachine, r.status, event)[0]!.meta;
        return { event, label: meta.label, allowed: 1, ...(meta.confirm ? { confirm: meta.confirm.ar } : {}) };
      }),
    },
  },
});

const record = (over: Partial<SeasonRecord> & Pick<SeasonRecord, 'kind' | 'id'>): SeasonRecord => ({
  key: `${over.kind}-${over.id}`,
  kind_text: '',
  form_id: null,
  workflow: 'order',
  company_id: 3,
  company_name: 'شركة الضيافة لخدمات الحجاج',
  status: 'pending',
  status_text: '',
  created_at: '2026-11-20T08:00:00Z',
  ...over,
});

export const seasonRecords: SeasonRecord[] = [
  record({ kind: 'order', id: 12, kind_text: 'طلب', workflow: 'order', status: 'licensed', status_text: 'مرخص' }),
  record({ kind: 'temp_licence', id: 4, kind_text: 'رخصة مؤقتة', workflow: 'tempLicenceOrder', status: 'approved', status_text: 'معتمد', created_at: '2026-11-19T10:30:00Z' }),
  record({
    kind: 'violation',
    id: 5,
    kind_text: 'مخالفة نظامية',
    workflow: 'violation',
    status: 'issued',
    status_text: 'صادرة',
    company_name: 'Al Baraka Pilgrim Services',
    created_at: '2026-11-18T12:00:00Z',
  }),
  record({ kind: 'reassign', id: 2, kind_text: 'طلب إعادة تخصيص', workflow: 'reassignOrder', form_id: 9, status: 'payment', status_text: 'سداد الغرامات', created_at: '2026-11-17T07:15:00Z' }),
  record({ kind: 'clearance', id: 1, kind_text: 'مخالصة', workflow: 'clearance', status: 'reject', status_text: 'مرفوضة', created_at: '2026-11-16T09:00:00Z' }),
];

const KINDS: Array<[components['schemas']['SeasonRecordKind'], string]> = [
  ['order', 'طلب'],
  ['location_order', 'طلب موقع'],
  ['temp_licence', 'رخصة مؤقتة'],
  ['readiness_licence', 'رخصة جاهزية'],
  ['car_licence', 'ترخيص مركبة'],
  ['vehicle_entry_permit', 'تصريح دخول مركبات'],
  ['violation', 'مخالفة نظامية'],
  ['reassign', 'طلب إعادة تخصيص'],
  ['lock', 'طلب قفل'],
  ['sadad', 'أمر سداد'],
  ['invoice', 'فاتورة'],
  ['clearance', 'مخالصة'],
];

/** POST /db_archive/records/{id}: a page of the season's records (one kind when the body names it), every kind's count. */
export function recordsPage(season: Row, rows: SeasonRecord[], kind?: string): { body: RecordPage } {
  const shown = kind ? rows.filter((r) => r.kind === kind) : rows;
  return {
    body: {
      message: 'ok',
      data: { data: shown, total: shown.length, per_page: 10, current_page: 1, last_page: 1 },
      counts: KINDS.map(([k, text]) => ({ kind: k, kind_text: text, count: rows.filter((r) => r.kind === k).length })),
      season,
      filters: kind ? { kind: kind as components['schemas']['SeasonRecordKind'] } : {},
    },
  };
}
