/**
 * /dashboard: what waits for the signed-in user (issue 16: "the user's own queue — what waits for them, e.g. an
 * administrator's pending registration requests"). Each line is one step of a machine: the records whose status
 * accepts that event, counted when the user may send it (the transition's own `who`, machines/core/runtime.ts
 * isAllowedBy). A step that belongs to a party of the record (owner, receiver) counts only the user's company's
 * records. The list is ours: the steps that are somebody's decision or turn, not the ones always open (cancel,
 * edit, return).
 */
import { sql } from 'drizzle-orm';
import type { AnyStateMachine } from 'xstate';
import { isAllowedBy, transitionsFrom, workflows } from '../../../machines';
import type { Lang } from '../../../shared/label';
import type { components } from '../../../openapi/schema';
import type { DbOrTx } from '../../db/client';
import type { Caller } from '../../lifecycle/caller';
import { fromOf, sources, statesOf, whereOf, type SourceKey } from '../../analytics/sources';

type QueueItem = components['schemas']['DashboardQueueItem'];

interface Step {
  source: SourceKey;
  event: string;
  /** the record's party that sends it: the count is then the caller's company's records */
  party?: 'owner' | 'receiver';
  /** where the list of those records is */
  link: string;
  /** only these of the statuses that accept the event (an account rejected long ago is not waiting) */
  in?: string[];
}

export const QUEUE: Step[] = [
  { source: 'userAccount', event: 'ACTIVATE', link: '/users/request', in: ['pending', 'review'] },
  { source: 'assignment', event: 'SCHEDULE_APPOINTMENT', link: '/assign' },
  { source: 'appointment', event: 'APPROVE', party: 'receiver', link: '/appointments' },
  { source: 'order', event: 'SUBMIT', party: 'owner', link: '/orders' },
  { source: 'order', event: 'APPROVE', link: '/orders' },
  { source: 'locationOrder', event: 'SUBMIT', party: 'owner', link: '/location-orders' },
  { source: 'locationOrder', event: 'APPROVE', link: '/location-orders' },
  { source: 'tempLicenceOrder', event: 'APPROVE', link: '/temp-licenses-order' },
  { source: 'readinessLicence', event: 'APPROVE', link: '/readiness-license' },
  { source: 'readinessLicence', event: 'UPDATE_ANSWERS', party: 'owner', link: '/readiness-license' },
  { source: 'carLicenceOrder', event: 'APPROVE', link: '/request-licenses' },
  { source: 'vehicleEntryPermit', event: 'APPROVE', link: '/vehicle-entry-permit-orders' },
  { source: 'violation', event: 'ISSUE', link: '/regulatory-violation-order' },
  { source: 'reassignOrder', event: 'APPROVE_CAMPS', link: '/re-assign-orders' },
  { source: 'reassignOrder', event: 'ACCEPT_PAYMENT', link: '/re-assign-orders' },
  { source: 'reassignOrder', event: 'PAY_PENALTIES', party: 'owner', link: '/re-assign-orders' },
  { source: 'lockOrder', event: 'APPROVE_CAMPS', link: '/lock-orders' },
  { source: 'lockOrder', event: 'ACCEPT_PAYMENT', link: '/lock-orders' },
  { source: 'lockOrder', event: 'PAY_PENALTIES', party: 'owner', link: '/lock-orders' },
];

type Sender = Parameters<typeof isAllowedBy>[1];

/** The statuses in which this sender may send the step's event (a status may name other senders for it), and its label. */
export function stepFor(step: Step, sender: Sender) {
  const src = sources[step.source];
  const machine = workflows[src.workflow] as AnyStateMachine;
  const statuses: string[] = [];
  let label: { ar: string; en: string } | undefined;
  for (const s of Object.keys(machine.root.states)) {
    if (step.in && !step.in.includes(s)) continue;
    const t = transitionsFrom(machine, s, step.event).find((x) => isAllowedBy(x.meta.who, sender));
    if (!t) continue;
    statuses.push(s);
    label ??= t.meta.label;
  }
  return { src, statuses, label };
}

export async function queueOf(db: DbOrTx, caller: Caller, lang: Lang): Promise<QueueItem[]> {
  const items: QueueItem[] = [];
  for (const step of QUEUE) {
    const sender = { permissions: caller.permissions, accountType: caller.accountType, parties: step.party ? [step.party] : [] };
    const { src, statuses, label } = stepFor(step, sender);
    if (!label) continue;
    // a party's step is the caller's company's records; a staff step is every record
    if (step.party && !caller.companyId) continue;
    const scope = { season: undefined, companyId: step.party ? caller.companyId! : undefined };
    const [row] = (
      (await db.execute(
        sql`select count(*)::int as n from ${fromOf(src)} where ${whereOf(src, scope, { season: false })} and r.status in (${sql.join(
          statuses.map((s) => sql`${s}`),
          sql`, `,
        )})`,
      )) as unknown as { rows: Array<{ n: number }> }
    ).rows;
    const n = Number(row?.n ?? 0);
    if (!n) continue;
    const states = statesOf(src.workflow, lang)
      .filter((s) => statuses.includes(s.key))
      .map((s) => s.label);
    items.push({ key: `${step.source}.${step.event}`, label: `${label[lang]} — ${src.kind[lang]} (${states.join(lang === 'ar' ? '، ' : ', ')})`, count: n, link: step.link });
  }
  return items;
}
