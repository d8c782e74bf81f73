/**
 * An achievement (progress) report on a location order or an order (spec 001 §3
 * "Archive report: id, status, achive_report_id"; §4 "Report: pending, approve,
 * disapproved, old"; §7 achive_reports; §2 /reports, /reports/{id},
 * /location-order-reports; §6 order-report-index; the dictionaries' planed_achive_date,
 * achive_date). The status values are the spec's words, `approve` included.
 *
 * - `pending` (initial): filed by the order's consultant, who supervises the works.
 * - `approve` (final): accepted by the authority.
 * - `disapproved`: refused with a reason; the consultant files a corrected report.
 * - `old` (final): a newer report was filed for the order; the runtime sends
 *   SUPERSEDE to the order's earlier pending and disapproved reports in the same
 *   transaction as the new one, so only the latest is decided.
 */
import { setup } from 'xstate';
import { command, lifecycle, lifecycleActions, type CommandInput } from '../core/lifecycle';
import { conflict, fieldRefusal, rule } from '../core/rule';
import type { LifecycleContext, LifecycleMeta, Who } from '../core/types';
import { AUTHORITY_TYPES } from '../core/who';
import { fieldOf, hasText } from '../core/fields';
import { CONSULTANT_TYPES } from '../order/constants';

export interface AchievementReportRecord {
  id: number;
  status: string;
  order_id?: number;
  achive_report_id?: number;
  [key: string]: unknown;
}

export type AchievementReportEvent = { type: 'APPROVE' } | { type: 'DISAPPROVE'; rejection_reason: string } | { type: 'SUPERSEDE' };
export type AchievementReportInput = CommandInput<AchievementReportRecord, AchievementReportEvent>;

type Args = { event: AchievementReportEvent };

const REVIEWER: Who = { permissions: ['order-report-index', 'locationorder-report-index'], accountTypes: AUTHORITY_TYPES };
/** The consultant who files a newer report on the same order. */
const FILER: Who = { accountTypes: CONSULTANT_TYPES, party: 'consultant' };

const DECIDED = conflict('achievementReport.alreadyDecided', '104');
const OLD = conflict('achievementReport.old');

const { stable, final } = lifecycle('achievementReport');

const supersede = {
  target: 'old',
  actor: 'supersede',
  meta: {
    label: { ar: 'استبدال بتقرير أحدث', en: 'Supersede by a newer report' },
    who: FILER,
    spec: ['001 §4 Report: old', '001 §7 achive_reports'],
  },
};

export const achievementReportMachine = setup({
  types: {
    context: {} as LifecycleContext<AchievementReportRecord>,
    events: {} as AchievementReportEvent,
    input: {} as { record?: AchievementReportRecord } | undefined,
  },
  guards: {
    reasonGiven: rule<Args>(fieldRefusal('rejection_reason', 'validation.rejectCause'), ({ event }) => hasText(fieldOf(event, 'rejection_reason'))),
  },
  actors: {
    approve: command<AchievementReportRecord, AchievementReportInput>(),
    disapprove: command<AchievementReportRecord, AchievementReportInput>(),
    supersede: command<AchievementReportRecord, AchievementReportInput>(),
  },
  actions: lifecycleActions,
}).createMachine({
  id: 'achievementReport',
  context: ({ input }) => (input?.record ? { record: input.record } : {}),
  initial: 'pending',
  meta: {
    label: { ar: 'تقرير الإنجاز', en: 'Achievement report' },
    spec: ['001 §3 Archive report: id, status, achive_report_id', '001 §4 Report: pending, approve, disapproved, old', '001 §7 achive_reports', '001 §6 order-report-index'],
    statuses: 'pending, approve, disapproved, old',
    parties: { consultant: { ar: 'استشاري الطلب الذي يرفع تقاريره', en: "The order's consultant, who files its reports" } },
  } satisfies LifecycleMeta,
  states: {
    pending: stable(
      { label: { ar: 'قيد المراجعة', en: 'Pending' }, tone: 'warning', description: { ar: 'بانتظار اعتماد الجهة', en: 'Awaiting the authority' } },
      {
        APPROVE: { target: 'approve', actor: 'approve', meta: { label: { ar: 'اعتماد التقرير', en: 'Approve report' }, who: REVIEWER, spec: ['001 §4 Report: approve'] } },
        DISAPPROVE: {
          target: 'disapproved',
          guard: 'reasonGiven',
          actor: 'disapprove',
          meta: {
            label: { ar: 'عدم اعتماد التقرير', en: 'Disapprove report' },
            who: REVIEWER,
            spec: ['001 §4 Report: disapproved', '001 §4 Approve or reject requests with a reason'],
            example: { rejection_reason: 'نسبة الإنجاز غير مطابقة / The progress does not match' },
          },
        },
        SUPERSEDE: supersede,
      },
    ),
    approve: final({
      label: { ar: 'معتمد', en: 'Approved' },
      tone: 'success',
      description: { ar: 'اعتُمد تقرير الإنجاز', en: 'The achievement report was approved' },
      refusals: { APPROVE: DECIDED, DISAPPROVE: DECIDED },
    }),
    disapproved: stable(
      {
        label: { ar: 'غير معتمد', en: 'Disapproved' },
        tone: 'danger',
        description: { ar: 'على الاستشاري رفع تقرير مصحح', en: 'The consultant is to file a corrected report' },
        refusals: { APPROVE: DECIDED, DISAPPROVE: DECIDED },
      },
      { SUPERSEDE: supersede },
    ),
    old: final({ label: { ar: 'قديم', en: 'Old' }, tone: 'info', description: { ar: 'حل محله تقرير أحدث', en: 'Replaced by a newer report' }, refusals: { APPROVE: OLD, DISAPPROVE: OLD } }),
  },
});
