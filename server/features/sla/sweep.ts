/**
 * Which records are past their status's target (./table.ts), counted in working days (shared/workingDays.ts) from
 * when they entered the status (their latest history row; the record's creation when it has none), and the sweep
 * the job queue runs: each new breach is stored once per visit and the record's company is told on its bell.
 */
import { sql } from 'drizzle-orm';
import type { Lang } from '../../../shared/label';
import { dueAt, workingDaysSince } from '../../../shared/workingDays';
import { type DbOrTx, rowsOf } from '../../db/client';
import { closedStates, fromOf, sources, statesOf, type Source } from '../../analytics/sources';
import { notify } from '../notifications/texts';

/** The lifecycles that take targets: the record kinds the analysts follow, one source per workflow. */
export const slaSources: ReadonlyMap<string, Source> = new Map(Object.values(sources).map((s) => [s.workflow, s as Source]));

export interface Overdue {
  workflow: string;
  recordId: number;
  status: string;
  enteredAt: Date;
  dueAt: Date;
  elapsed: number;
  target: number;
  companyId: number | null;
  company: string | null;
  link: string;
}

export async function overdueRecords(db: DbOrTx, now = new Date(), filter: { workflow?: string; companyId?: number } = {}): Promise<Overdue[]> {
  const targets = rowsOf<{ workflow: string; status: string; target_days: number }>(await db.execute(sql`select workflow, status, target_days from sla_targets order by workflow, status`));
  const cache = new Map<number, boolean>();
  const out: Overdue[] = [];
  for (const t of targets) {
    if (filter.workflow && t.workflow !== filter.workflow) continue;
    const src = slaSources.get(t.workflow);
    if (!src) continue;
    const company = filter.companyId !== undefined ? sql`and ${sql.raw(src.company)} = ${filter.companyId}` : sql``;
    const rows = rowsOf<{ id: number; company_id: number | null; company: string | null; entered_at: string | Date }>(
      await db.execute(sql`select r.id, ${sql.raw(src.company)} as company_id,
          (select coalesce(nullif(u.company_name, ''), u.name) from users u where u.id = ${sql.raw(src.company)}) as company,
          coalesce((select max(h.at) from workflow_history h where h.workflow = ${t.workflow} and h.record_id = r.id), r.created_at) as entered_at
        from ${fromOf(src)} where ${sql.raw(src.where ?? 'true')} and r.status = ${t.status} ${company}`),
    );
    for (const r of rows) {
      const entered = new Date(r.entered_at);
      const elapsed = workingDaysSince(entered, now, cache);
      const target = Number(t.target_days);
      if (elapsed <= target) continue;
      out.push({
        workflow: t.workflow,
        recordId: Number(r.id),
        status: t.status,
        enteredAt: entered,
        dueAt: dueAt(entered, target, cache),
        elapsed,
        target,
        companyId: r.company_id === null ? null : Number(r.company_id),
        company: r.company,
        link: src.link(Number(r.id)),
      });
    }
  }
  return out.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime() || a.recordId - b.recordId);
}

/** Store the breaches not yet stored and tell each record's company; answers how many were new. */
export async function sweep(db: DbOrTx, now = new Date()): Promise<number> {
  const found = await overdueRecords(db, now);
  let fresh = 0;
  for (const o of found) {
    const src = slaSources.get(o.workflow)!;
    const [row] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into sla_breaches (workflow, record_id, status, entered_at, due_at, found_at)
        values (${o.workflow}, ${o.recordId}, ${o.status}, ${o.enteredAt.toISOString()}::timestamptz, ${o.dueAt.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
        on conflict (workflow, record_id, status, entered_at) do nothing returning id`),
    );
    if (!row) continue;
    fresh++;
    if (src.notifyOwner === false || o.companyId === null) continue;
    const label = (lang: Lang) => statesOf(src.workflow as never, lang).find((s) => s.key === o.status)?.label ?? o.status;
    await notify(db, [o.companyId], 'sla.overdue', { kind: src.kind.ar, kindEn: src.kind.en, id: o.recordId, status: label('ar'), statusEn: label('en'), days: o.elapsed }, o.link);
    await db.execute(sql`update sla_breaches set notified_at = ${now.toISOString()}::timestamptz where id = ${row.id}`);
  }
  return fresh;
}

/** The statuses a workflow's records may wait in (a closed status takes no target). */
export const openStatuses = (workflow: string) => {
  const closed = closedStates(workflow as never);
  return statesOf(workflow as never, 'ar')
    .filter((s) => !closed.includes(s.key))
    .map((s) => s.key);
};
