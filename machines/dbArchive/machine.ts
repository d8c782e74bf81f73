/**
 * A season's database archive (spec 000 §3 Database archive: status, status_text;
 * 000 §4 "Database archive can be created and then activated"; 000 §7 POST
 * db_archive/store, POST db_archive/activate/{id}; 000 §2 /db-archive; 000 §6
 * archive-index; 001 §1 "season archive").
 *
 * - `created` (initial): stored (db_archive/store), not the active season.
 * - `active`: ACTIVATE (db_archive/activate/{id}) makes it the season the portal shows.
 *   One season is active at a time (MAX_ACTIVE_ARCHIVES): activating one sends
 *   DEACTIVATE to the archive that was active, in the same transaction, which takes it
 *   back to `created`. DEACTIVATE is that consequence, not a button: the spec has no
 *   deactivate call, so the screens offer only ACTIVATE.
 * Activating again is refused as "already active" (code 104, as the spec's warning for
 * users).
 */
import { setup } from 'xstate';
import { command, lifecycle, lifecycleActions, type CommandInput } from '../core/lifecycle';
import { conflict } from '../core/rule';
import type { LifecycleContext, LifecycleMeta } from '../core/types';
import type { Who } from '../core/types';

export interface DbArchiveRecord {
  id: number;
  status: string;
  [key: string]: unknown;
}

export type DbArchiveEvent = { type: 'ACTIVATE' } | { type: 'DEACTIVATE' };
export type DbArchiveInput = CommandInput<DbArchiveRecord, DbArchiveEvent>;

/** Archives are an administrator's matter (/db-archive, archive-index). */
const ARCHIVIST: Who = { permissions: ['archive-index'], accountTypes: ['admin' as const] };

const { stable } = lifecycle('dbArchive');

export const dbArchiveMachine = setup({
  types: {
    context: {} as LifecycleContext<DbArchiveRecord>,
    events: {} as DbArchiveEvent,
    input: {} as { record?: DbArchiveRecord } | undefined,
  },
  actors: {
    activate: command<DbArchiveRecord, DbArchiveInput>(),
    deactivate: command<DbArchiveRecord, DbArchiveInput>(),
  },
  actions: lifecycleActions,
}).createMachine({
  id: 'dbArchive',
  context: ({ input }) => (input?.record ? { record: input.record } : {}),
  initial: 'created',
  meta: {
    label: { ar: 'أرشيف الموسم', en: 'Season archive' },
    spec: [
      '000 §3 Database archive: status, status_text',
      '000 §4 Database archive can be created and then activated',
      '000 §7 POST db_archive/store; POST db_archive/activate/{id}',
      '000 §2 /db-archive; 000 §6 archive-index',
    ],
    statuses: 'created, active',
  } satisfies LifecycleMeta,
  states: {
    created: stable(
      {
        label: { ar: 'منشأ', en: 'Created' },
        tone: 'info',
        description: { ar: 'أرشيف محفوظ وليس الموسم النشط', en: 'Stored; not the active season' },
        refusals: { DEACTIVATE: conflict('dbArchive.notActive') },
      },
      {
        ACTIVATE: {
          target: 'active',
          actor: 'activate',
          meta: {
            label: { ar: 'تفعيل', en: 'Activate' },
            who: ARCHIVIST,
            spec: ['000 §4 Database archive can be created and then activated', '000 §7 POST db_archive/activate/{id}'],
            confirm: { ar: 'تفعيل هذا الموسم يلغي تفعيل الموسم الحالي. هل تريد المتابعة؟', en: 'Activating this season deactivates the current one. Continue?' },
          },
        },
      },
    ),
    active: stable(
      {
        label: { ar: 'نشط', en: 'Active' },
        tone: 'success',
        description: { ar: 'الموسم الذي تعرضه البوابة', en: 'The season the portal shows' },
        refusals: { ACTIVATE: conflict('dbArchive.alreadyActive', '104') },
      },
      {
        DEACTIVATE: {
          target: 'created',
          actor: 'deactivate',
          meta: {
            label: { ar: 'إلغاء التفعيل (عند تفعيل موسم آخر)', en: 'Deactivate (another season activated)' },
            who: ARCHIVIST,
            spec: ['BRIEF §4 dbArchive: one active season'],
          },
        },
      },
    ),
  },
});
