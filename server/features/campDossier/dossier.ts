/**
 * A camp's dossier (issue 16): the camp, who holds it now, each group's records and steps, and a page of the
 * timeline — every stored step (workflow_history, written only by server/lifecycle/) of the records ./records.ts
 * ties to the camp. Three queries whatever the camp holds: the camp with its holder, the groups' counts, the page
 * (its total from the same join); the history rows are reached by their (workflow, record_id) index.
 */
import { sql } from 'drizzle-orm';
import type { AnyStateMachine } from 'xstate';
import { rowsOf, type DbOrTx } from '../../db/client';
import { ApiError } from '../../http/errors';
import { pageOf, pageRequest } from '../../http/paging';
import { machineById } from '../../../machines';
import { describeLifecycle } from '../../../machines/core/describe';
import { COMPANY_GROUPS, DOSSIER_GROUPS, dossierGroups, type DossierGroup } from '../../../shared/campDossier';
import { pick, type Lang } from '../../../shared/label';
import { sources } from '../../analytics/sources';
import { historyStep, stateLabel } from '../../analytics/historyLabels';
import { recordsOf } from './records';
import type { components } from '../../../openapi/schema';

type Dossier = components['schemas']['CampDossier'];
type Entry = components['schemas']['CampDossierEntry'];

export interface DossierQuery {
  group?: DossierGroup | undefined;
  direction?: 'asc' | 'desc' | undefined;
  page?: number | undefined;
  paginate?: number | undefined;
}

const machineOf = (workflow: string): AnyStateMachine => machineById(workflow)!;
const groupOf = new Map(DOSSIER_GROUPS.flatMap((g) => dossierGroups[g].workflows.map((w) => [w, g] as const)));
const allWorkflows = DOSSIER_GROUPS.flatMap((g) => dossierGroups[g].workflows);

/** A record's page in the portal: the analysts' sources name most; the rest are here. */
const ownLinks: Record<string, (id: number) => string> = {
  camp: (id) => `/camps/${id}`,
  sadadOrder: (id) => `/sadad/details/${id}`,
  invoice: (id) => `/invoices/details/${id}`,
  clearance: () => '/clearance',
};
const linkOf = (workflow: string, id: number): string | null => {
  const source = (sources as Record<string, { link: (id: number) => string } | undefined>)[workflow];
  return source ? source.link(id) : (ownLinks[workflow]?.(id) ?? null);
};

export async function campDossier(db: DbOrTx, campId: number, q: DossierQuery, lang: Lang): Promise<Dossier> {
  const [camp] = rowsOf<{ id: number; name: string; name_en: string; status: string; capacity: number; square_name: string | null; square_name_en: string | null }>(
    await db.execute(sql`select c.id, c.name, c.name_en, c.status, c.capacity, s.name as square_name, s.name_en as square_name_en
      from camps c left join squares s on s.id = c.square_id where c.id = ${campId}`),
  );
  if (!camp) throw ApiError.notFound('camps.missing');
  // the live assignment (one per camp: assign_camps_live_camp_idx), else none
  const [holder] = rowsOf<{ company_id: number; company_name: string; assignment_id: number; status: string }>(
    await db.execute(sql`select a.receiver_company_id as company_id, coalesce(nullif(u.company_name, ''), u.name) as company_name, a.id as assignment_id, a.status
      from assign_camps a join users u on u.id = a.receiver_company_id where a.camp_id = ${campId} and a.status <> 'returned' order by a.id desc limit 1`),
  );

  const counts = rowsOf<{ workflow: string; records: number; steps: number }>(
    await db.execute(sql`select r.workflow, count(distinct r.id)::int as records, count(h.id)::int as steps
      from (${recordsOf(allWorkflows, campId)}) r left join workflow_history h on h.workflow = r.workflow and h.record_id = r.id
      group by r.workflow`),
  );
  const groups = DOSSIER_GROUPS.map((g) => {
    const mine = counts.filter((c) => groupOf.get(c.workflow) === g);
    return { group: g, label: pick(dossierGroups[g].label, lang), records: mine.reduce((n, c) => n + Number(c.records), 0), steps: mine.reduce((n, c) => n + Number(c.steps), 0) };
  });

  const shown = q.group ? dossierGroups[q.group].workflows : allWorkflows;
  const total = q.group ? groups.find((g) => g.group === q.group)!.steps : groups.reduce((n, g) => n + g.steps, 0);
  const req = pageRequest(q.page, q.paginate);
  const order = q.direction === 'asc' ? sql`h.at asc, h.id asc` : sql`h.at desc, h.id desc`;
  const page = total
    ? rowsOf<{
        id: number;
        at: string | Date;
        workflow: string;
        record_id: number;
        event: string;
        from_status: string | null;
        to_status: string;
        actor_id: number | null;
        actor_name: string | null;
        record_status: string;
        company_name: string | null;
      }>(
        await db.execute(sql`select h.id, h.at, h.workflow, h.record_id, h.event, h.from_status, h.to_status, h.actor_id, a.name as actor_name,
            r.status as record_status, coalesce(nullif(c.company_name, ''), c.name) as company_name
          from (${recordsOf(shown, campId)}) r
          join workflow_history h on h.workflow = r.workflow and h.record_id = r.id
          left join users a on a.id = h.actor_id
          left join users c on c.id = r.company_id
          order by ${order} limit ${req.perPage} offset ${req.offset}`),
      )
    : [];

  const entries: Entry[] = page.map((s) => {
    const machine = machineOf(s.workflow);
    const group = groupOf.get(s.workflow)!;
    const id = Number(s.record_id);
    return {
      ...historyStep(machine, s, lang),
      id: Number(s.id),
      group,
      workflow: s.workflow,
      kind: pick(describeLifecycle(machine).meta.label, lang),
      record_id: id,
      record_status: s.record_status,
      record_status_label: stateLabel(machine, s.record_status, lang),
      link: linkOf(s.workflow, id),
      of_company: COMPANY_GROUPS.includes(group),
      company_name: s.company_name,
    };
  });

  const assignment = machineOf('assignment');
  return {
    camp: {
      id: Number(camp.id),
      name: camp.name,
      name_en: camp.name_en,
      square_name: camp.square_name,
      square_name_en: camp.square_name_en,
      status: camp.status,
      status_label: stateLabel(machineOf('camp'), camp.status, lang),
      capacity: Number(camp.capacity),
    },
    holder: holder
      ? {
          company_id: Number(holder.company_id),
          company_name: holder.company_name,
          assignment_id: Number(holder.assignment_id),
          status: holder.status,
          status_label: stateLabel(assignment, holder.status, lang),
        }
      : null,
    groups,
    timeline: pageOf(entries, total, req),
  };
}
