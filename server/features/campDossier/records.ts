/**
 * Which records belong in a camp's dossier, per workflow (shared/campDossier.ts groups them): each a query over
 * the workflow's own table giving `(workflow, id, company_id, status)` for one camp, on the indexes the areas keep
 * (camp_id, assign_camp_id, company_id). How a record reaches the camp:
 *
 * - by its `camp_id`: orders and location orders (one table, told apart by family), vehicle entry permits, violations;
 * - through one of the camp's assignments (`assign_camp_id`): appointments, handover signatures, readiness and
 *   temporary licences, and re-delivery and lock orders (reassign_order_camps lists an order's assignments);
 * - through the companies that held the camp (every assignment of it, returned ones too): SADAD orders, invoices and
 *   clearance votes, which belong to a company and name no camp.
 *
 * The SQL is ours; only the camp id travels, as a bound parameter.
 */
import { sql, type SQL } from 'drizzle-orm';

type RecordsOf = (campId: number) => SQL;

const assignments = (campId: number) => sql`select a.id from assign_camps a where a.camp_id = ${campId}`;
const holders = (campId: number) => sql`select a.receiver_company_id from assign_camps a where a.camp_id = ${campId}`;

const byCamp =
  (workflow: string, table: string, extra = ''): RecordsOf =>
  (campId) =>
    sql`select ${workflow}::text as workflow, r.id, r.company_id, r.status::text as status from ${sql.raw(table)} r where r.camp_id = ${campId}${sql.raw(extra)}`;
const byAssignment =
  (workflow: string, table: string, company = 'r.company_id'): RecordsOf =>
  (campId) =>
    sql`select ${workflow}::text as workflow, r.id, ${sql.raw(company)} as company_id, r.status::text as status from ${sql.raw(table)} r where r.assign_camp_id in (${assignments(campId)})`;
const byHolder =
  (workflow: string, table: string): RecordsOf =>
  (campId) =>
    sql`select ${workflow}::text as workflow, r.id, r.company_id, r.status::text as status from ${sql.raw(table)} r where r.company_id in (${holders(campId)})`;
const byOrderCamps =
  (workflow: string, type: 'reassign' | 'lock'): RecordsOf =>
  (campId) =>
    sql`select ${workflow}::text as workflow, r.id, r.company_id, r.status::text as status from reassign_orders r
      where r.type = ${type} and r.id in (select oc.order_id from reassign_order_camps oc where oc.assign_camp_id in (${assignments(campId)}))`;

export const dossierRecords: Readonly<Record<string, RecordsOf>> = {
  camp: (campId) => sql`select 'camp'::text as workflow, r.id, null::int as company_id, r.status::text as status from camps r where r.id = ${campId}`,
  assignment: (campId) => sql`select 'assignment'::text as workflow, r.id, r.receiver_company_id as company_id, r.status::text as status from assign_camps r where r.camp_id = ${campId}`,
  appointment: byAssignment('appointment', 'appointments', 'r.receiver_company_id'),
  handoverSignature: byAssignment('handoverSignature', 'handover_signatures', 'r.receiver_company_id'),
  order: byCamp('order', 'orders', " and r.family = 'order'"),
  locationOrder: byCamp('locationOrder', 'orders', " and r.family = 'locationOrder'"),
  vehicleEntryPermit: byCamp('vehicleEntryPermit', 'vehicle_entry_permit_orders'),
  readinessLicence: byAssignment('readinessLicence', 'readiness_licenses'),
  tempLicenceOrder: byAssignment('tempLicenceOrder', 'temp_licence_orders'),
  violation: byCamp('violation', 'regulatory_violation_orders'),
  reassignOrder: byOrderCamps('reassignOrder', 'reassign'),
  lockOrder: byOrderCamps('lockOrder', 'lock'),
  sadadOrder: byHolder('sadadOrder', 'sadad_orders'),
  invoice: byHolder('invoice', 'invoices'),
  clearance: byHolder('clearance', 'clearance_votes'),
};

/** The union of the given workflows' records for a camp. */
export const recordsOf = (workflows: readonly string[], campId: number): SQL =>
  sql.join(
    workflows.map((w) => sql`(${dossierRecords[w]!(campId)})`),
    sql` union all `,
  );
