/**
 * SLA clocks (openapi/areas/sla.yaml): the targets per status, set by administrators; the records past them; and
 * "check now", which moves the job queue's next sweep to now.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AnyStateMachine } from 'xstate';
import { defineHandlers } from '../../http/types';
import { ApiError } from '../../http/errors';
import { callerOf } from '../../http/request';
import { pageOf, pageRequest } from '../../http/paging';
import { registerMessages } from '../../i18n';
import { enqueue } from '../../jobs/queue';
import { statesOf } from '../../analytics/sources';
import { workflows } from '../../../machines';
import type { LifecycleMeta } from '../../../machines/core/types';
import type { AppContext } from '../context';
import { audit } from '../audit';
import { slaMessages } from './messages';
import { slaTargets } from './table';
import { openStatuses, overdueRecords, slaSources } from './sweep';
import { SLA_SWEEP } from './jobs';

registerMessages(slaMessages);

const workflowLabel = (workflow: string, lang: 'ar' | 'en') => ((workflows as Record<string, AnyStateMachine>)[workflow]?.config.meta as LifecycleMeta | undefined)?.label[lang] ?? workflow;

export function slaHandlers(ctx: AppContext) {
  const { db } = ctx;
  return defineHandlers({
    listSlaTargets: async (req) => {
      const lang = req.lang;
      const rows = await db.select().from(slaTargets);
      const data = [...slaSources.keys()].map((workflow) => {
        const open = openStatuses(workflow);
        return {
          workflow,
          label: workflowLabel(workflow, lang),
          states: statesOf(workflow as never, lang)
            .filter((s) => open.includes(s.key))
            .map((s) => ({ status: s.key, label: s.label, target_days: rows.find((r) => r.workflow === workflow && r.status === s.key)?.targetDays ?? null })),
        };
      });
      return { message: req.t('sla.targets'), data };
    },

    storeSlaTarget: async (req) => {
      const { workflow, status, target_days } = req.body;
      if (!slaSources.has(workflow)) throw ApiError.field('workflow', 'sla.workflow');
      const all = statesOf(workflow as never, 'ar').map((s) => s.key);
      if (!all.includes(status)) throw ApiError.field('status', 'sla.status');
      if (!openStatuses(workflow).includes(status)) throw ApiError.field('status', 'sla.closed');
      const caller = callerOf(req);
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(slaTargets)
          .where(and(eq(slaTargets.workflow, workflow), eq(slaTargets.status, status)));
        if (target_days === undefined) {
          await tx.delete(slaTargets).where(and(eq(slaTargets.workflow, workflow), eq(slaTargets.status, status)));
        } else {
          await tx
            .insert(slaTargets)
            .values({ workflow, status, targetDays: target_days, updatedBy: caller.userId, updatedAt: new Date() })
            .onConflictDoUpdate({ target: [slaTargets.workflow, slaTargets.status], set: { targetDays: target_days, updatedBy: caller.userId, updatedAt: new Date() } });
        }
        // a target has no id of its own: its workflow and status are in the values
        await audit(tx, req, {
          entity: 'sla_targets',
          entityId: 0,
          event: target_days === undefined ? 'delete' : 'update',
          oldValue: before ? { ...before } : null,
          newValue: target_days === undefined ? null : { workflow, status, target_days },
        });
      });
      return { message: req.t(target_days === undefined ? 'sla.removed' : 'sla.saved') };
    },

    listSlaOverdue: async (req) => {
      const f = req.body ?? {};
      const lang = req.lang;
      if (f.workflow !== undefined && !slaSources.has(f.workflow)) throw ApiError.field('workflow', 'sla.workflow');
      const all = await overdueRecords(db, new Date(), { workflow: f.workflow, companyId: f.company_id });
      const page = pageRequest(req.query.page, f.paginate);
      const slice = all.slice(page.offset, page.offset + page.perPage);
      // when each shown visit's company was told (the sweep's breaches)
      type Told = { workflow: string; record_id: number; entered_at: string | Date; notified_at: string | Date | null };
      const told = slice.length
        ? (
            (await db.execute(
              sql`select workflow, record_id, entered_at, notified_at from sla_breaches where (workflow, record_id) in (${sql.join(
                slice.map((o) => sql`(${o.workflow}, ${o.recordId})`),
                sql`, `,
              )})`,
            )) as unknown as { rows: Told[] }
          ).rows
        : [];
      const items = slice.map((o) => {
        const src = slaSources.get(o.workflow)!;
        const b = told.find((t) => t.workflow === o.workflow && Number(t.record_id) === o.recordId && new Date(t.entered_at).getTime() === o.enteredAt.getTime());
        return {
          key: `${o.workflow}:${o.recordId}`,
          workflow: o.workflow,
          workflow_text: workflowLabel(o.workflow, lang),
          kind: src.kind[lang],
          record_id: o.recordId,
          status: o.status,
          status_text: statesOf(o.workflow as never, lang).find((s) => s.key === o.status)?.label ?? o.status,
          company_id: o.companyId,
          company: o.company,
          entered_at: o.enteredAt.toISOString(),
          due_at: o.dueAt.toISOString(),
          elapsed_days: o.elapsed,
          target_days: o.target,
          notified_at: b?.notified_at ? new Date(b.notified_at).toISOString() : null,
          link: o.link,
        };
      });
      return { message: req.t('common.list'), data: pageOf(items, all.length, page) };
    },

    runSlaSweep: async (req, reply) => {
      // the waiting hourly run moves to now; with none waiting (the worker not started yet), one is added
      const moved = await db.execute(sql`update jobs set run_at = now() where key = ${SLA_SWEEP} and done_at is null and locked_at is null returning id`);
      if (!(moved as unknown as { rows: unknown[] }).rows.length) await enqueue(db, SLA_SWEEP, {}, { key: SLA_SWEEP });
      reply.code(202);
      return { message: req.t('sla.sweepQueued') };
    },
  });
}
