/**
 * Where each workflow's records sit (issue 16, the analysts' filters): for every workflow the server runs, which
 * rows of its table are its own (a table serving two workflows), and the SQL that gives a record's square and its
 * company — declared once, here, for the heat map (server/features/workflows), the dashboards and the SLA list
 * (./sources.ts reads them) and any later analyst view.
 *
 * The convention the declarations follow: a table's `company_id` is the company (a main account's id); a
 * `square_id` is the square; a `camp_id` gives the square through the camp (camps.square_id), an `assign_camp_id`
 * through the assignment (assign_camps.square_id), an `order_id` through the order's camp. Where a table names the
 * company otherwise (the receiving company of an assignment, the sharer of a signature, the user of a
 * notification) it says so. `null` says the workflow's records have none: a filter on it is refused (422), never
 * silently ignored — an analyst filtering camps by company would otherwise read every camp as that company's.
 *
 * Every expression reads the record as `r` (`from <table> r`). They are constants of ours, never user input.
 */
import { sql, type SQL } from 'drizzle-orm';

export interface WorkflowDimensions {
  /** the condition that keeps the workflow's own rows, when its table serves another workflow too */
  rows?: string;
  /** the record's square id, or null when its records have no square */
  square: string | null;
  /** the record's company id (a main account), or null when its records belong to no company */
  company: string | null;
  /** the same as conditions on `{id}` that the tables' indexes serve (a filter uses these when given) */
  squareIs?: string;
  companyIs?: string;
}

const camp = (column = 'r.camp_id') => `(select c.square_id from camps c where c.id = ${column})`;
/** "in this square" through the camp, as an index on the record's camp_id can serve it */
const campIn = 'r.camp_id in (select c.id from camps c where c.square_id = {id})';
const assignment = '(select a.square_id from assign_camps a where a.id = r.assign_camp_id)';
const order = '(select c.square_id from orders o join camps c on c.id = o.camp_id where o.id = r.order_id)';
/** a re-delivery or lock order's first camp's square, and "any of its camps in this square" */
const orderCampsSquare = '(select a.square_id from reassign_order_camps oc join assign_camps a on a.id = oc.assign_camp_id where oc.order_id = r.id order by oc.assign_camp_id limit 1)';
const orderCampsIn = 'r.id in (select oc.order_id from reassign_order_camps oc join assign_camps a on a.id = oc.assign_camp_id where a.square_id = {id})';
/** a user's company: its main account (a sub-employee's parent), else itself */
const userCompany = (column: string) => `(select coalesce(u.parent_id, u.id) from users u where u.id = ${column})`;

export const dimensions: Readonly<Record<string, WorkflowDimensions>> = {
  // an account's company is its main account (itself for a main account); accounts have no square
  userAccount: { square: null, company: 'coalesce(r.parent_id, r.id)', companyIs: '(r.id = {id} or r.parent_id = {id})' },
  // camps are the authority's: who holds one is its assignment's company (the assignment workflow)
  camp: { square: 'r.square_id', company: null },
  assignment: { square: 'r.square_id', company: 'r.receiver_company_id' },
  appointment: { square: 'r.square_id', company: 'r.receiver_company_id' },
  handoverSignature: { square: assignment, company: 'r.receiver_company_id' },
  clearance: { square: null, company: 'r.company_id' },
  vehicleEntryPermit: { square: camp(), company: 'r.company_id', squareIs: campIn },
  carLicenceOrder: { square: null, company: 'r.company_id' },
  violation: { square: camp(), company: 'r.company_id', squareIs: campIn },
  ticket: { square: null, company: 'r.company_id' },
  complaint: { square: null, company: 'r.company_id' },
  // the authority's own questionnaires and seasons belong to no company and no square
  questionnaire: { square: null, company: null },
  questionnaireResponse: { square: null, company: userCompany('r.user_id') },
  dbArchive: { square: null, company: null },
  notification: { square: null, company: userCompany('r.user_id') },
  // one table (orders), two workflows: each keeps its family
  order: { rows: "r.family = 'order'", square: camp(), company: 'r.company_id', squareIs: campIn },
  locationOrder: { rows: "r.family = 'locationOrder'", square: camp(), company: 'r.company_id', squareIs: campIn },
  // a sharer's signature belongs to the sharer
  sharerSignature: { square: order, company: 'r.sharer_id' },
  attachment: { square: order, company: 'r.company_id' },
  cancelRequest: { square: order, company: 'r.company_id' },
  achievementReport: { square: order, company: 'r.company_id' },
  readinessLicence: { square: assignment, company: 'r.company_id' },
  tempLicenceOrder: { square: assignment, company: 'r.company_id' },
  // one table (reassign_orders), two workflows by type; an order returns one or several camps: it is in a square
  // when any of its camps is, and counted under the square of its first camp where a board counts per square
  reassignOrder: { rows: "r.type = 'reassign'", square: orderCampsSquare, company: 'r.company_id', squareIs: orderCampsIn },
  lockOrder: { rows: "r.type = 'lock'", square: orderCampsSquare, company: 'r.company_id', squareIs: orderCampsIn },
  sadadOrder: { square: null, company: 'r.company_id' },
  invoice: { square: null, company: 'r.company_id' },
};

/** A declared condition with `{id}` bound as a parameter wherever it stands. */
export const matching = (template: string, id: number): SQL =>
  sql.join(
    template.split('{id}').map((part) => sql.raw(part)),
    sql`${id}`,
  );

/** "In this square" / "of this company" for a workflow's records (`r`), by the indexed form when declared. */
export const inSquare = (d: WorkflowDimensions, id: number): SQL => (d.squareIs ? matching(d.squareIs, id) : sql`${sql.raw(d.square ?? 'null')} = ${id}`);
export const ofCompany = (d: WorkflowDimensions, id: number): SQL => (d.companyIs ? matching(d.companyIs, id) : sql`${sql.raw(d.company ?? 'null')} = ${id}`);

/** A workflow's dimensions; a workflow declared nowhere has none (tests/api/workflowsAnalytics.test.ts holds every one declared). */
export const dimensionsOf = (workflow: string): WorkflowDimensions => dimensions[workflow] ?? { square: null, company: null };
