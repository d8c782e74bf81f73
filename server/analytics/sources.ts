/**
 * The records the dashboards count, each once: its table, the machine its status belongs to, and how it is
 * placed by season (created_at), square and company. Identifiers here are ours, never a request's: a request
 * only chooses ids, which travel as bound parameters.
 *
 * Square and company by record kind (the areas' tables, server/features/<area>/table.ts):
 * - a record with a `camp_id` lies in its camp's square; one with an `assign_camp_id` in its assignment's square;
 * - the company is the receiving company: `company_id`, or `receiver_company_id` on assignments and appointments.
 */
import { and, sql, type SQL } from 'drizzle-orm';
import type { AnyStateMachine } from 'xstate';
import { transitionsFrom, workflows, type WorkflowId } from '../../machines';
import type { StateMeta } from '../../machines/core/types';
import type { Label, Lang } from '../../shared/label';
import type { SeasonWindow } from './season';

export interface Source {
  /** the record kind, as a person names it */
  kind: Label;
  workflow: WorkflowId;
  /** FROM: the table with the alias `r` */
  from: string;
  /** a condition that tells this kind apart in a shared table */
  where?: string;
  company: string;
  square: string;
  /** the record's own page (the id appended) */
  link: (id: number) => string;
  /** the company is told of the record (an overdue SLA): not an applicant about their own account's review */
  notifyOwner?: false;
}

const campSquare = '(select c.square_id from camps c where c.id = r.camp_id)';
const assignSquare = '(select a.square_id from assign_camps a where a.id = r.assign_camp_id)';

export const sources = {
  assignment: {
    kind: { ar: 'تخصيص مخيم', en: 'Camp assignment' },
    workflow: 'assignment',
    from: 'assign_camps r',
    company: 'r.receiver_company_id',
    square: 'r.square_id',
    link: (id) => `/assign/${id}`,
  },
  appointment: {
    kind: { ar: 'موعد تسليم', en: 'Handover appointment' },
    workflow: 'appointment',
    from: 'appointments r',
    company: 'r.receiver_company_id',
    square: 'r.square_id',
    link: () => '/appointments',
  },
  handoverSignature: {
    kind: { ar: 'توقيع محضر التسليم', en: 'Handover form signature' },
    workflow: 'handoverSignature',
    from: 'handover_signatures r',
    company: 'r.receiver_company_id',
    square: assignSquare,
    link: () => '/assign',
  },
  order: { kind: { ar: 'طلب', en: 'Order' }, workflow: 'order', from: 'orders r', where: "r.family = 'order'", company: 'r.company_id', square: campSquare, link: (id) => `/orders/details/${id}` },
  locationOrder: {
    kind: { ar: 'طلب موقع', en: 'Location order' },
    workflow: 'locationOrder',
    from: 'orders r',
    where: "r.family = 'locationOrder'",
    company: 'r.company_id',
    square: campSquare,
    link: (id) => `/location-orders/details/${id}`,
  },
  tempLicenceOrder: {
    kind: { ar: 'رخصة مؤقتة', en: 'Temporary licence' },
    workflow: 'tempLicenceOrder',
    from: 'temp_licence_orders r',
    company: 'r.company_id',
    square: assignSquare,
    link: (id) => `/temp-licenses-order/view/${id}`,
  },
  readinessLicence: {
    kind: { ar: 'رخصة جاهزية', en: 'Readiness licence' },
    workflow: 'readinessLicence',
    from: 'readiness_licenses r',
    company: 'r.company_id',
    square: assignSquare,
    link: (id) => `/readiness-license/details/${id}`,
  },
  carLicenceOrder: {
    kind: { ar: 'رخصة سيارة', en: 'Car licence' },
    workflow: 'carLicenceOrder',
    from: 'car_licence_orders r',
    company: 'r.company_id',
    square: 'null',
    link: (id) => `/request-licenses/view/${id}`,
  },
  vehicleEntryPermit: {
    kind: { ar: 'تصريح دخول مركبة', en: 'Vehicle entry permit' },
    workflow: 'vehicleEntryPermit',
    from: 'vehicle_entry_permit_orders r',
    company: 'r.company_id',
    square: campSquare,
    link: (id) => `/vehicle-entry-permit-orders/details/${id}`,
  },
  violation: {
    kind: { ar: 'مخالفة', en: 'Violation' },
    workflow: 'violation',
    from: 'regulatory_violation_orders r',
    company: 'r.company_id',
    square: campSquare,
    link: (id) => `/regulatory-violation-order/${id}`,
  },
  reassignOrder: {
    kind: { ar: 'طلب إعادة تسليم', en: 'Re-delivery order' },
    workflow: 'reassignOrder',
    from: 'reassign_orders r',
    where: "r.type = 'reassign'",
    company: 'r.company_id',
    square: '(select a.square_id from reassign_order_camps oc join assign_camps a on a.id = oc.assign_camp_id where oc.order_id = r.id limit 1)',
    link: () => '/re-assign-orders',
  },
  lockOrder: {
    kind: { ar: 'طلب قفل', en: 'Lock order' },
    workflow: 'lockOrder',
    from: 'reassign_orders r',
    where: "r.type = 'lock'",
    company: 'r.company_id',
    square: '(select a.square_id from reassign_order_camps oc join assign_camps a on a.id = oc.assign_camp_id where oc.order_id = r.id limit 1)',
    link: (id) => `/lock-orders/${id}/details`,
  },
  userAccount: {
    kind: { ar: 'طلب تسجيل', en: 'Registration request' },
    workflow: 'userAccount',
    from: 'users r',
    where: 'r.deleted_at is null and r.parent_id is null',
    company: 'r.id',
    square: 'null',
    link: () => '/users/request',
  },
} as const satisfies Record<string, Source>;

export type SourceKey = keyof typeof sources;

/** What the user chose: a season's window (none: all time), a square and a company. */
export interface Scope {
  season: SeasonWindow | undefined;
  squareId?: number | undefined;
  companyId?: number | undefined;
}

/** WHERE for a source in a scope: its own condition, the season by created_at, the square and the company. */
export function whereOf(src: Source, scope: Scope, { season = true } = {}): SQL {
  const parts: SQL[] = [sql.raw(src.where ?? 'true')];
  if (season && scope.season) parts.push(sql`r.created_at >= ${scope.season.from.toISOString()}::timestamptz and r.created_at < ${scope.season.to.toISOString()}::timestamptz`);
  if (scope.squareId !== undefined) parts.push(sql`${sql.raw(src.square)} = ${scope.squareId}`);
  if (scope.companyId !== undefined) parts.push(sql`${sql.raw(src.company)} = ${scope.companyId}`);
  return and(...parts)!;
}

export const fromOf = (src: Source) => sql.raw(src.from);

/** The machine's top-level states in its own order, with their labels: every status shows, a zero too. */
export function statesOf(workflow: WorkflowId, lang: Lang): Array<{ key: string; label: string }> {
  const machine = workflows[workflow] as AnyStateMachine;
  return Object.entries(machine.root.states).map(([key, node]) => ({ key, label: (node.meta as StateMeta | undefined)?.label[lang] ?? key }));
}

/** A state no event leaves: the record's story is over there (closed), whatever the machine calls it. */
export function isClosedState(workflow: WorkflowId, status: string): boolean {
  const machine = workflows[workflow] as AnyStateMachine;
  if (!machine.root.states[status]) return false;
  return transitionsFrom(machine, status).length === 0;
}

export const closedStates = (workflow: WorkflowId) => Object.keys((workflows[workflow] as AnyStateMachine).root.states).filter((s) => isClosedState(workflow, s));
