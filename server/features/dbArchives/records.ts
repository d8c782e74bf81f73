/**
 * A season's orders and licences, read-only (POST db_archive/records/{id}): every record created in the season's
 * window across the order and licence areas, newest first, with its kind, company and status. Records carry no
 * season column; the window is the season's (server/analytics/season.ts `inSeason`), so a season's records stay
 * readable here whichever season is active. Each kind's status text is its machine's own label (a clearance has
 * no status of its own: its votes' outcome, worded by the clearance area's `clearance.status.*` messages).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyStateMachine } from 'xstate';
import { rowsOf, type DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { translate } from '../../i18n';
import { pageOf, type PageRequest } from '../../http/paging';
import { inSeason, type SeasonWindow } from '../../analytics/season';
import type { components } from '../../../openapi/schema';
import type { Label, Lang } from '../../../shared/label';
import type { StateMeta } from '../../../machines/core/types';
import {
  carLicenceOrderMachine,
  clearanceMachine,
  invoiceMachine,
  locationOrderMachine,
  lockOrderMachine,
  orderMachine,
  readinessLicenceMachine,
  reassignOrderMachine,
  sadadOrderMachine,
  tempLicenceOrderMachine,
  vehicleEntryPermitMachine,
  violationMachine,
  type WorkflowId,
} from '../../../machines';
import { orders } from '../orders/table';
import { tempLicenceOrders } from '../tempLicenceOrders/table';
import { readinessLicenses } from '../readinessLicence/table';
import { carLicenceOrders } from '../carLicenceOrders/table';
import { vehicleEntryPermitOrders } from '../vehicleEntryPermitOrders/table';
import { regulatoryViolationOrders } from '../regulatoryViolationOrders/table';
import { reassignOrders } from '../reassignOrders/table';
import { sadadOrders } from '../sadadOrders/table';
import { invoices } from '../invoices/table';
import { clearances, clearanceVotes } from '../clearance/table';

export type SeasonRecordKind = components['schemas']['SeasonRecordKind'];
type SeasonRecord = components['schemas']['SeasonRecord'];
type KindCount = components['schemas']['SeasonRecordPage']['counts'][number];

interface KindSpec {
  kind: SeasonRecordKind;
  label: Label;
  workflow: WorkflowId;
  machine: AnyStateMachine;
  /** the kind's records in the season: kind, id, form_id, company_id, status, created_at */
  rows: (season: SeasonWindow) => SQL;
}

/** One kind's rows of a plain table (its own `status`, `company_id` and `created_at`). */
const plain =
  (
    kind: SeasonRecordKind,
    t:
      | typeof orders
      | typeof tempLicenceOrders
      | typeof readinessLicenses
      | typeof carLicenceOrders
      | typeof vehicleEntryPermitOrders
      | typeof regulatoryViolationOrders
      | typeof sadadOrders
      | typeof invoices,
    where?: SQL,
  ) =>
  (season: SeasonWindow) =>
    sql`select ${kind}::text as kind, ${t.id} as id, null::int as form_id, ${t.companyId} as company_id, ${t.status} as status, ${t.createdAt} as created_at
        from ${t} where ${inSeason(t.createdAt, season)}${where ? sql` and ${where}` : sql``}`;

const reassign = (kind: 'reassign' | 'lock') => (season: SeasonWindow) =>
  sql`select ${kind}::text as kind, ${reassignOrders.id} as id, ${reassignOrders.formId} as form_id, ${reassignOrders.companyId} as company_id, ${reassignOrders.status} as status,
        ${reassignOrders.createdAt} as created_at
      from ${reassignOrders} where ${inSeason(reassignOrders.createdAt, season)} and ${reassignOrders.type} = ${kind}`;

/** A clearance's outcome from its votes, as the clearance area derives it (docs/clearance.md): any reject, else all accept, else pending. */
const clearanceRows = (season: SeasonWindow) =>
  sql`select 'clearance'::text as kind, ${clearances.id} as id, null::int as form_id, ${clearances.companyId} as company_id,
        case
          when exists (select 1 from ${clearanceVotes} v where v.clearance_id = ${clearances.id} and v.status = 'reject') then 'reject'
          when exists (select 1 from ${clearanceVotes} v where v.clearance_id = ${clearances.id})
            and not exists (select 1 from ${clearanceVotes} v where v.clearance_id = ${clearances.id} and v.status <> 'accept') then 'accept'
          else 'pending'
        end as status,
        ${clearances.createdAt} as created_at
      from ${clearances} where ${inSeason(clearances.createdAt, season)}`;

/** Every kind, in the order the screen lists their counts. */
export const SEASON_RECORD_KINDS: readonly KindSpec[] = [
  { kind: 'order', label: { ar: 'طلب', en: 'Order' }, workflow: 'order', machine: orderMachine, rows: plain('order', orders, sql`${orders.family} = 'order'`) },
  {
    kind: 'location_order',
    label: { ar: 'طلب موقع', en: 'Location order' },
    workflow: 'locationOrder',
    machine: locationOrderMachine,
    rows: plain('location_order', orders, sql`${orders.family} = 'locationOrder'`),
  },
  { kind: 'temp_licence', label: { ar: 'رخصة مؤقتة', en: 'Temporary licence' }, workflow: 'tempLicenceOrder', machine: tempLicenceOrderMachine, rows: plain('temp_licence', tempLicenceOrders) },
  {
    kind: 'readiness_licence',
    label: { ar: 'رخصة جاهزية', en: 'Readiness licence' },
    workflow: 'readinessLicence',
    machine: readinessLicenceMachine,
    rows: plain('readiness_licence', readinessLicenses),
  },
  { kind: 'car_licence', label: { ar: 'ترخيص مركبة', en: 'Car licence' }, workflow: 'carLicenceOrder', machine: carLicenceOrderMachine, rows: plain('car_licence', carLicenceOrders) },
  {
    kind: 'vehicle_entry_permit',
    label: { ar: 'تصريح دخول مركبات', en: 'Vehicle-entry permit' },
    workflow: 'vehicleEntryPermit',
    machine: vehicleEntryPermitMachine,
    rows: plain('vehicle_entry_permit', vehicleEntryPermitOrders),
  },
  { kind: 'violation', label: { ar: 'مخالفة نظامية', en: 'Regulatory violation' }, workflow: 'violation', machine: violationMachine, rows: plain('violation', regulatoryViolationOrders) },
  { kind: 'reassign', label: { ar: 'طلب إعادة تخصيص', en: 'Re-assign order' }, workflow: 'reassignOrder', machine: reassignOrderMachine, rows: reassign('reassign') },
  { kind: 'lock', label: { ar: 'طلب قفل', en: 'Lock order' }, workflow: 'lockOrder', machine: lockOrderMachine, rows: reassign('lock') },
  { kind: 'sadad', label: { ar: 'أمر سداد', en: 'SADAD order' }, workflow: 'sadadOrder', machine: sadadOrderMachine, rows: plain('sadad', sadadOrders) },
  { kind: 'invoice', label: { ar: 'فاتورة', en: 'Invoice' }, workflow: 'invoice', machine: invoiceMachine, rows: plain('invoice', invoices) },
  { kind: 'clearance', label: { ar: 'مخالصة', en: 'Clearance' }, workflow: 'clearance', machine: clearanceMachine, rows: clearanceRows },
];

const specOf = new Map(SEASON_RECORD_KINDS.map((k) => [k.kind, k]));

/** A status as the kind's machine labels it (a clearance's outcome in the clearance area's words). */
function statusText(spec: KindSpec, status: string, lang: Lang): string {
  if (spec.kind === 'clearance') return translate(lang, `clearance.status.${status}`);
  return (spec.machine.root.states[status]?.meta as StateMeta | undefined)?.label[lang] ?? status;
}

const union = (parts: SQL[]) => sql.join(parts, sql` union all `);

/** A raw statement's rows (PGlite and node-postgres both answer `{ rows }`). */

interface Raw {
  kind: SeasonRecordKind;
  id: number;
  form_id: number | null;
  company_id: number | null;
  company_name: string | null;
  status: string;
  created_at: string | Date;
}

/** One page of the season's records (one kind, or all), and every kind's count in the season. */
export async function seasonRecords(db: DbOrTx, season: SeasonWindow, kind: SeasonRecordKind | undefined, req: PageRequest, lang: Lang) {
  const all = SEASON_RECORD_KINDS.map((k) => k.rows(season));
  const counted = rowsOf<{ kind: SeasonRecordKind; n: number }>(await db.execute(sql`select kind, count(*)::int as n from (${union(all)}) u group by kind`));
  const countOf = new Map(counted.map((r) => [r.kind, Number(r.n)]));
  const counts: KindCount[] = SEASON_RECORD_KINDS.map((k) => ({ kind: k.kind, kind_text: k.label[lang], count: countOf.get(k.kind) ?? 0 }));
  const total = kind ? (countOf.get(kind) ?? 0) : counts.reduce((s, c) => s + c.count, 0);

  const shown = kind ? [specOf.get(kind)!.rows(season)] : all;
  const page = total
    ? rowsOf<Raw>(
        await db.execute(sql`
          select u.*, coalesce(nullif(c.company_name, ''), c.name) as company_name
          from (${union(shown)}) u
          left join ${users} c on c.id = u.company_id
          order by u.created_at desc, u.kind, u.id desc
          limit ${req.perPage} offset ${req.offset}`),
      )
    : [];
  const rows: SeasonRecord[] = page.map((r) => {
    const spec = specOf.get(r.kind)!;
    return {
      key: `${r.kind}-${r.id}`,
      kind: r.kind,
      kind_text: spec.label[lang],
      id: Number(r.id),
      form_id: r.form_id === null ? null : Number(r.form_id),
      workflow: spec.workflow,
      company_id: r.company_id === null ? null : Number(r.company_id),
      company_name: r.company_name,
      status: r.status,
      status_text: statusText(spec, r.status, lang),
      created_at: new Date(r.created_at).toISOString(),
    };
  });
  return { page: pageOf(rows, total, req), counts };
}
