/**
 * A regulatory violation report (spec 001 §2 /regulatory-violation-order,
 * /regulatory-violation-order/{id}, /regulatory-violation-order/ready/{id}; §3 Violation
 * form: header logo 1, header logo 2, footer logo, body, images; §5 "A violation needs
 * at least one image and a body. Its header and footer logos are required."; §6
 * violationorder-index, violationorder-view; §7 POST list and GET /{id}).
 *
 * Our order (the spec gives no statuses; BRIEF §4 draft, issued, ready):
 * - `draft` (initial): an inspector writes it (UPDATE: body, images).
 * - `issued`: ISSUE records it against the company, which now sees it. Needs a body and
 *   at least one image — the facts of the violation.
 * - `ready` (final): MAKE_READY produces the official printable document, the page
 *   /regulatory-violation-order/ready/{id} (as /orders/license-ready/{id} and
 *   /temp-licenses-order/ready/{id} are for licences). Needs the header and footer
 *   logos the document prints — a document matter, so it is checked here, not at issue.
 *
 * The checks read the event's fields first and the stored ones otherwise, so the fields
 * may come with the event or have been saved in the draft earlier. A server keeps its files
 * under other names than the form's, so it gives the stored values as `facts` (by the form's
 * names); without facts the record's own fields are read.
 *
 * Who: the authority's staff and government entities (civil defence inspects camps; the
 * demo government role holds the violation and violation-report permissions). The spec
 * names only index and view permissions: the list (violationorder-index) is where
 * violations are written and issued, the view (violationorder-view) where the document
 * is made ready.
 */
import { setup } from 'xstate';
import { command, lifecycle, lifecycleActions, type CommandInput } from '../core/lifecycle';
import { allOf, fieldRefusal, rule } from '../core/rule';
import type { LifecycleContext, LifecycleMeta } from '../core/types';
import { AUTHORITY_TYPES } from '../core/who';
import { hasFile, hasText } from '../core/fields';
import { VIOLATION_MIN_IMAGES } from './constants';
import type { Who } from '../core/types';

export interface ViolationRecord {
  id: number;
  status: string;
  body?: string | null;
  images?: unknown[] | null;
  header_logo_1?: unknown;
  header_logo_2?: unknown;
  footer_logo?: unknown;
  [key: string]: unknown;
}

type Fields = { body?: string; images?: unknown[]; header_logo_1?: unknown; header_logo_2?: unknown; footer_logo?: unknown };
/** The stored fields as the form names them (a server's files are ids under other column names). */
export type ViolationFacts = { body?: string | null; images?: unknown[]; header_logo_1?: unknown; header_logo_2?: unknown; footer_logo?: unknown };
type ViolationContext = LifecycleContext<ViolationRecord> & { facts?: ViolationFacts };
export type ViolationEvent = ({ type: 'UPDATE' } & Fields) | ({ type: 'ISSUE' } & Fields) | ({ type: 'MAKE_READY' } & Fields);
export type ViolationInput = CommandInput<ViolationRecord, ViolationEvent>;
type Args = { context: ViolationContext; event: ViolationEvent };

/** The value of a field as it will be: the event's when it carries one, else the stored one. */
function valueOf({ context, event }: Args, name: keyof Fields): unknown {
  const sent = (event as Record<string, unknown>)[name];
  if (sent !== undefined) return sent;
  return context.facts ? context.facts[name] : context.record?.[name];
}

/** Who writes and publishes violations and sees every company's: the authority's staff and government entities. */
export const VIOLATION_DESK_TYPES = [...AUTHORITY_TYPES, 'gov' as const];
/** Whether an account of this type sees every company's violations (a company sees only its own, once issued). */
export const seesAllViolations = (accountType: string): boolean => (VIOLATION_DESK_TYPES as readonly string[]).includes(accountType);
const WRITER: Who = { permissions: ['violationorder-index'], accountTypes: VIOLATION_DESK_TYPES };
const PUBLISHER: Who = { permissions: ['violationorder-view'], accountTypes: VIOLATION_DESK_TYPES };

const { stable, final } = lifecycle('violation');

export const violationMachine = setup({
  types: {
    context: {} as ViolationContext,
    events: {} as ViolationEvent,
    input: {} as { record?: ViolationRecord; facts?: ViolationFacts } | undefined,
  },
  guards: {
    factsGiven: allOf<Args>(
      rule(fieldRefusal('body', 'violation.bodyRequired'), (a) => hasText(valueOf(a, 'body'))),
      rule(fieldRefusal('images', 'violation.imagesRequired'), (a) => {
        // one image may arrive as itself rather than a list (form data, or a one-item list the validator unwrapped)
        const images = valueOf(a, 'images');
        return (Array.isArray(images) ? images : [images]).filter(hasFile).length >= VIOLATION_MIN_IMAGES;
      }),
    ),
    logosGiven: allOf<Args>(
      rule(fieldRefusal('header_logo_1', 'violation.headerLogoRequired'), (a) => hasFile(valueOf(a, 'header_logo_1'))),
      rule(fieldRefusal('header_logo_2', 'violation.headerLogoRequired'), (a) => hasFile(valueOf(a, 'header_logo_2'))),
      rule(fieldRefusal('footer_logo', 'violation.footerLogoRequired'), (a) => hasFile(valueOf(a, 'footer_logo'))),
    ),
  },
  actors: {
    update: command<ViolationRecord, ViolationInput>(),
    issue: command<ViolationRecord, ViolationInput>(),
    makeReady: command<ViolationRecord, ViolationInput>(),
  },
  actions: lifecycleActions,
}).createMachine({
  id: 'violation',
  context: ({ input }) => ({ ...(input?.record ? { record: input.record } : {}), ...(input?.facts ? { facts: input.facts } : {}) }),
  initial: 'draft',
  meta: {
    label: { ar: 'المخالفة النظامية', en: 'Regulatory violation' },
    spec: [
      '001 §2 /regulatory-violation-order, /regulatory-violation-order/{id}, /regulatory-violation-order/ready/{id}',
      '001 §3 Violation form: header logo 1, header logo 2, footer logo, body, images',
      '001 §5 A violation needs at least one image and a body. Its header and footer logos are required.',
      '001 §6 violationorder-index, violationorder-view',
    ],
    statuses: 'draft, issued, ready (BRIEF §4; the spec names none)',
  } satisfies LifecycleMeta,
  states: {
    draft: stable(
      { label: { ar: 'مسودة', en: 'Draft' }, tone: 'info', description: { ar: 'قيد الكتابة ولا تراها الشركة بعد', en: 'Being written; the company does not see it yet' } },
      {
        UPDATE: {
          target: 'draft',
          actor: 'update',
          meta: { label: { ar: 'تعديل المسودة', en: 'Update draft' }, who: WRITER, spec: ['001 §3 Violation form: body, images'] },
        },
        ISSUE: {
          target: 'issued',
          guard: 'factsGiven',
          actor: 'issue',
          meta: {
            label: { ar: 'إصدار المخالفة', en: 'Issue' },
            who: WRITER,
            spec: ['001 §5 A violation needs at least one image and a body'],
            example: { body: 'تمديدات كهربائية مكشوفة قرب الخيام', images: ['violation-1.jpg'] },
            confirm: { ar: 'إصدار المخالفة يجعلها ظاهرة للشركة. هل تريد المتابعة؟', en: 'Issuing shows the violation to the company. Continue?' },
          },
        },
      },
    ),
    issued: stable(
      { label: { ar: 'صادرة', en: 'Issued' }, tone: 'warning', description: { ar: 'سُجلت على الشركة وتظهر لها', en: 'Recorded against the company, which sees it' } },
      {
        MAKE_READY: {
          target: 'ready',
          guard: 'logosGiven',
          actor: 'makeReady',
          meta: {
            label: { ar: 'اعتماد نموذج المخالفة', en: 'Make the document ready' },
            who: PUBLISHER,
            spec: ['001 §2 /regulatory-violation-order/ready/{id}', '001 §5 Its header and footer logos are required'],
            example: { header_logo_1: 'logo-authority.png', header_logo_2: 'logo-ministry.png', footer_logo: 'footer.png' },
          },
        },
      },
    ),
    ready: final({ label: { ar: 'جاهزة', en: 'Ready' }, tone: 'success', description: { ar: 'نموذج المخالفة الرسمي جاهز للطباعة', en: 'The official violation document is ready to print' } }),
  },
});
