/**
 * The records the dashboards count, each once: its table, the machine its status belongs to, and how it is
 * placed by season (created_at), square and company. Identifiers here are ours, never a request's: a request
 * only chooses ids, which travel as bound parameters.
 *
 * A record's square and company are its workflow's, declared once in ./dimensions.ts (the heat map reads the same):
 * `placed(workflow)` copies them here. A workflow with no square or company there has none here: a board filtered by
 * one counts none of its records.
 */
import { and, sql, type SQL } from 'drizzle-orm';
import type { AnyStateMachine } from 'xstate';
import { transitionsFrom, workflows, type WorkflowId } from '../../machines';
import type { StateMeta } from '../../machines/core/types';
import type { Label, Lang } from '../../shared/label';
import type { SeasonWindow } from './season';
import { dimensionsOf, inSquare, ofCompany, type WorkflowDimensions } from './dimensions';

export interface Source {
  /** the record kind, as a person names it */
  kind: Label;
  workflow: WorkflowId;
  /** FROM: the table with the alias `r` */
  from: string;
  /** a condition that tells this kind apart in a shared table */
  where?: string;
  /** the record's company and square as SQL over `r` ('null' when it has none), and the indexed conditions */
  company: string;
  square: string;
  dimensions: WorkflowDimensions;
  /** the record's own page (the id appended) */
  link: (id: number) => string;
  /** the company is told of the record (an overdue SLA): not an applicant about their own account's review */
  notifyOwner?: false;
}

/** Where a workflow's records sit (./dimensions.ts), as a source spreads it. */
const placed = (workflow: WorkflowId) => {
  const d = dimensionsOf(workflow);
  return { workflow, company: d.company ?? 'null', square: d.square ?? 'null', dimensions: d };
};

export const sources = {
  assignment: {
    kind: { ar: 'تخصيص مخيم', en: 'Camp assignment' },
    ...placed('assignment'),
    from: 'assign_camps r',
    link: (id) => `/assign/${id}`,
  },
  appointment: {
    kind: { ar: 'موعد تسليم', en: 'Handover appointment' },
    ...placed('appointment'),
    from: 'appointments r',
    link: () => '/appointments',
  },
  handoverSignature: {
    kind: { ar: 'توقيع محضر التسليم', en: 'Handover form signature' },
    ...placed('handoverSignature'),
    from: 'handover_signatures r',
    link: () => '/assign',
  },
  order: { kind: { ar: 'طلب', en: 'Order' }, ...placed('order'), from: 'orders r', where: "r.family = 'order'", link: (id) => `/orders/details/${id}` },
  locationOrder: {
    kind: { ar: 'طلب موقع', en: 'Location order' },
    ...placed('locationOrder'),
    from: 'orders r',
    where: "r.family = 'locationOrder'",
    link: (id) => `/location-orders/details/${id}`,
  },
  tempLicenceOrder: {
    kind: { ar: 'رخصة مؤقتة', en: 'Temporary licence' },
    ...placed('tempLicenceOrder'),
    from: 'temp_licence_orders r',
    link: (id) => `/temp-licenses-order/view/${id}`,
  },
  readinessLicence: {
    kind: { ar: 'رخصة جاهزية', en: 'Readiness licence' },
    ...placed('readinessLicence'),
    from: 'readiness_licenses r',
    link: (id) => `/readiness-license/details/${id}`,
  },
  carLicenceOrder: {
    kind: { ar: 'رخصة سيارة', en: 'Car licence' },
    ...placed('carLicenceOrder'),
    from: 'car_licence_orders r',
    link: (id) => `/request-licenses/view/${id}`,
  },
  vehicleEntryPermit: {
    kind: { ar: 'تصريح دخول مركبة', en: 'Vehicle entry permit' },
    ...placed('vehicleEntryPermit'),
    from: 'vehicle_entry_permit_orders r',
    link: (id) => `/vehicle-entry-permit-orders/details/${id}`,
  },
  violation: {
    kind: { ar: 'مخالفة', en: 'Violation' },
    ...placed('violation'),
    from: 'regulatory_violation_orders r',
    link: (id) => `/regulatory-violation-order/${id}`,
  },
  reassignOrder: {
    kind: { ar: 'طلب إعادة تسليم', en: 'Re-delivery order' },
    ...placed('reassignOrder'),
    from: 'reassign_orders r',
    where: "r.type = 'reassign'",
    link: () => '/re-assign-orders',
  },
  lockOrder: {
    kind: { ar: 'طلب قفل', en: 'Lock order' },
    ...placed('lockOrder'),
    from: 'reassign_orders r',
    where: "r.type = 'lock'",
    link: (id) => `/lock-orders/${id}/details`,
  },
  userAccount: {
    kind: { ar: 'طلب تسجيل', en: 'Registration request' },
    ...placed('userAccount'),
    from: 'users r',
    where: 'r.deleted_at is null and r.parent_id is null',
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
  if (scope.squareId !== undefined) parts.push(inSquare(src.dimensions, scope.squareId));
  if (scope.companyId !== undefined) parts.push(ofCompany(src.dimensions, scope.companyId));
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
