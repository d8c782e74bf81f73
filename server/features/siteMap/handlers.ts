/**
 * The site map (/gis-dashboard; issue 16 "The site map"): GET /dashboard/gis answers every square and camp with its
 * outline (./table.ts) and a camp's measures, read from the areas that own them through their tables: readiness
 * (the camp machine's status), the current assignment (server/features/assign: the live one, else the latest
 * returned) and its receiving company, the readiness licence of that assignment that says most (one in force, else an open request, else the latest)
 * (server/features/readinessLicence) and the violations issued against the camp
 * (server/features/regulatoryViolationOrders). One query for the squares, one for the camps (each figure a
 * set-based subquery joined once, no query per camp), one for the company choices. Labels are the machines'.
 *
 * Who: `dashboard-gis` (the contract). Staff see every camp; another account holding it sees only the camps its
 * company holds now — the company filter is then its own, whatever it asked.
 */
import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyStateMachine } from 'xstate';
import { defineHandlers } from '../../http/types';
import { ApiError } from '../../http/errors';
import { registerMessages } from '../../i18n';
import { callerOf } from '../../http/request';
import type { DbOrTx } from '../../db/client';
import type { Caller } from '../../lifecycle/caller';
import { users } from '../../db/schema';
import { companyNameOf } from '../../users/names';
import type { components } from '../../../openapi/schema';
import type { AppContext } from '../context';
import type { Label } from '../../../shared/label';
import { isStaffType } from '../../../shared/accountTypes';
import { NO_RECORD, SITE_MAP_MEASURES, VIOLATION_CLASSES, classOf } from '../../../shared/siteMap';
import { assignmentMachine, campMachine, readinessLicenceMachine, violationMachine } from '../../../machines';
import type { LifecycleMeta, StateMeta } from '../../../machines/core/types';
import { squares } from '../squares/table';
import { camps } from '../camps/table';
import { assignCamps } from '../assign/table';
import { readinessLicenses } from '../readinessLicence/table';
import { regulatoryViolationOrders } from '../regulatoryViolationOrders/table';
import { campGeometries, squareGeometries } from './table';
import { noLicence, notAssigned, siteMapMessages, violationClassLabels, violationsLabel } from './messages';

registerMessages(siteMapMessages);

type SiteMap = components['schemas']['SiteMap'];
type CampDto = components['schemas']['SiteMapCamp'];

/** A machine's statuses in its own order, each with its label. */
const statusesOf = (machine: AnyStateMachine): Array<{ key: string; label: Label }> =>
  Object.entries(machine.root.states).map(([key, node]) => ({ key, label: (node.meta as StateMeta | undefined)?.label ?? { ar: key, en: key } }));
const machineLabel = (machine: AnyStateMachine): Label => (machine.root.meta as LifecycleMeta).label;

/** A violation still being written (the violation machine's first status) is the desk's, not one the camp has. */
const DRAFT = violationMachine.root.initial.target[0]!.key;
/** A readiness licence in force, and the requests still open (the machine's statuses that are not final). */
const APPROVED = 'approved';
const OPEN_LICENCE = Object.entries(readinessLicenceMachine.root.states)
  .filter(([, node]) => node.type !== 'final')
  .map(([key]) => key);
/** The assignment status that no longer holds the camp: a camp's current assignment is its live one, else the latest returned. */
const RETURNED = 'returned';

/** The measures' classes in the legend's order: "none" first where a camp may lack the record, then the machine's. */
const measureClasses: Record<(typeof SITE_MAP_MEASURES)[number], { label: Label; classes: Array<{ key: string; label: Label }> }> = {
  assignment: { label: machineLabel(assignmentMachine), classes: [{ key: NO_RECORD, label: notAssigned }, ...statusesOf(assignmentMachine)] },
  readiness: { label: machineLabel(campMachine), classes: statusesOf(campMachine) },
  licence: { label: machineLabel(readinessLicenceMachine), classes: [{ key: NO_RECORD, label: noLicence }, ...statusesOf(readinessLicenceMachine)] },
  violations: { label: violationsLabel, classes: VIOLATION_CLASSES.map((key) => ({ key, label: violationClassLabels[key] })) },
};

/** The company whose camps a caller sees: null for staff (every company). */
const ownCompany = (caller: Caller): number | null => (isStaffType(caller.accountType) ? null : (caller.companyId ?? caller.userId ?? -1));

export async function readSiteMap(db: DbOrTx, caller: Caller, filters: { square_id?: number | undefined; company_id?: number | undefined }): Promise<SiteMap> {
  const lang = caller.lang;
  const own = ownCompany(caller);
  const companyId = own ?? filters.company_id;
  const squareId = filters.square_id;
  const errors: Record<string, string[]> = {};
  if (squareId !== undefined && !(await db.select({ id: squares.id }).from(squares).where(eq(squares.id, squareId))).length) errors.square_id = ['siteMap.squareMissing'];
  if (own === null && companyId !== undefined && !(await db.select({ id: users.id }).from(users).where(eq(users.id, companyId))).length) errors.company_id = ['siteMap.companyMissing'];
  if (Object.keys(errors).length) throw ApiError.invalid(errors);

  // each camp's current assignment: the live one (at most one, a unique index), else its latest returned one
  const current = db
    .selectDistinctOn([assignCamps.campId], { id: assignCamps.id, campId: assignCamps.campId, status: assignCamps.status, companyId: assignCamps.receiver_company_id })
    .from(assignCamps)
    .where(squareId === undefined ? undefined : eq(assignCamps.squareId, squareId))
    .orderBy(assignCamps.campId, sql`${assignCamps.status} = ${RETURNED}`, desc(assignCamps.id))
    .as('current');
  // each assignment's readiness licence that says most about the camp: a running approved one, else an open request,
  // else the latest closed one (a camp keeps its licence while a renewal is pending, cancelled or refused)
  const licence = db
    .selectDistinctOn([readinessLicenses.assignCampId], { id: readinessLicenses.id, assignCampId: readinessLicenses.assignCampId, status: readinessLicenses.status })
    .from(readinessLicenses)
    .orderBy(
      readinessLicenses.assignCampId,
      sql`case when ${readinessLicenses.status} = ${APPROVED} and (${readinessLicenses.expiresAt} is null or ${readinessLicenses.expiresAt} > now()) then 0
               when ${inArray(readinessLicenses.status, OPEN_LICENCE)} then 1 else 2 end`,
      desc(readinessLicenses.id),
    )
    .as('licence');
  const issued = db
    .select({ campId: regulatoryViolationOrders.campId, n: sql<number>`count(*)::int`.as('n') })
    .from(regulatoryViolationOrders)
    .where(ne(regulatoryViolationOrders.status, DRAFT))
    .groupBy(regulatoryViolationOrders.campId)
    .as('issued');

  const where: SQL[] = [];
  if (squareId !== undefined) where.push(eq(camps.squareId, squareId));
  if (companyId !== undefined) where.push(eq(current.companyId, companyId));
  const campRows = await db
    .select({
      id: camps.id,
      name: camps.name,
      nameEn: camps.nameEn,
      squareId: camps.squareId,
      capacity: camps.capacity,
      status: camps.status,
      geometry: campGeometries.geometry,
      assignmentId: current.id,
      assignmentStatus: current.status,
      companyId: current.companyId,
      licenceId: licence.id,
      licenceStatus: licence.status,
      violations: sql<number>`coalesce(${issued.n}, 0)::int`,
    })
    .from(camps)
    .leftJoin(campGeometries, eq(campGeometries.campId, camps.id))
    .leftJoin(current, eq(current.campId, camps.id))
    .leftJoin(licence, eq(licence.assignCampId, current.id))
    .leftJoin(issued, eq(issued.campId, camps.id))
    .where(and(...where))
    .orderBy(asc(camps.squareId), asc(camps.id));

  // every square, filtered or not: the square filter's choices, and the plan around the chosen one
  const squareRows = await db
    .select({ id: squares.id, name: squares.name, nameEn: squares.nameEn, code: squares.code, geometry: squareGeometries.geometry })
    .from(squares)
    .leftJoin(squareGeometries, eq(squareGeometries.squareId, squares.id))
    .orderBy(asc(squares.code), asc(squares.id));

  // the company filter's choices, which also name the camps' companies: every company that received a camp (a company, itself)
  const receivers = db
    .selectDistinct({ companyId: assignCamps.receiver_company_id })
    .from(assignCamps)
    .where(own === null ? undefined : eq(assignCamps.receiver_company_id, own))
    .as('receivers');
  const companyRows = await db
    .select({ id: users.id, name: sql<string>`${companyNameOf(users)}` })
    .from(receivers)
    .innerJoin(users, eq(users.id, receivers.companyId))
    .orderBy(companyNameOf(users), asc(users.id));

  const campsOut: CampDto[] = campRows.map((r) => ({
    id: r.id,
    name: r.name,
    name_en: r.nameEn,
    square_id: r.squareId,
    capacity: r.capacity,
    geometry: r.geometry ?? null,
    status: r.status,
    assignment_id: r.assignmentId ?? null,
    assignment_status: r.assignmentStatus ?? null,
    company_id: r.companyId ?? null,
    licence_id: r.licenceId ?? null,
    licence_status: r.licenceStatus ?? null,
    violations: r.violations,
  }));

  const perSquare = new Map<number, number>();
  for (const c of campsOut) perSquare.set(c.square_id, (perSquare.get(c.square_id) ?? 0) + 1);

  const measures = SITE_MAP_MEASURES.map((key) => {
    const { label, classes } = measureClasses[key];
    const counts = new Map<string, number>();
    for (const c of campsOut) {
      const k = classOf(c, key);
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    const known = classes.map((k) => ({ key: k.key, label: k.label[lang], count: counts.get(k.key) ?? 0 }));
    // a status no machine names any more still shows, under its own key, rather than vanish from the legend
    const strays = [...counts.keys()].filter((k) => !classes.some((c) => c.key === k)).map((k) => ({ key: k, label: k, count: counts.get(k)! }));
    return { key, label: label[lang], classes: [...known, ...strays] };
  });

  return {
    squares: squareRows.map((s) => ({ id: s.id, name: s.name, name_en: s.nameEn, code: s.code, geometry: s.geometry ?? null, camps: perSquare.get(s.id) ?? 0 })),
    camps: campsOut,
    measures,
    companies: companyRows.map((c) => ({ id: c.id, name: c.name })),
  };
}

export function siteMapHandlers(ctx: AppContext) {
  const { db } = ctx;
  return defineHandlers({
    siteMap: async (req) => {
      const caller = callerOf(req);
      const filters = { square_id: req.query.square_id, company_id: req.query.company_id };
      const data = await readSiteMap(db, caller, filters);
      const own = ownCompany(caller);
      return {
        message: req.t('siteMap.ok'),
        data,
        filters: {
          ...(filters.square_id !== undefined ? { square_id: filters.square_id } : {}),
          ...(own !== null ? { company_id: own } : filters.company_id !== undefined ? { company_id: filters.company_id } : {}),
        },
      };
    },
  });
}
