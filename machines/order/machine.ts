/**
 * The order (general/orders) and, built by the same function, the location order
 * (general/location-orders). Spec 001 §3 "Order: the same fields as a location
 * order, plus garbage_id …"; §7 "The same set exists under general/orders, with
 * additional achive_reports and electricity_delivery calls". One builder, two
 * machines, so the families cannot drift apart; each has its own id and
 * permission prefix (§6 "locationorder-* equivalents"), and only `order` takes the
 * electricity and garbage-company events.
 *
 * The spec names the actions but not the order of statuses (§4 "the allowed order of
 * statuses is not shown"). Ours follows the order's parties one after another, so every
 * list shows whose turn it is (issue 12: the provider creates → the design office
 * approves → the contractor and the consultant accept → the sharers sign → tsleem
 * approves → the licence):
 *
 * - `draft` — the receiving company (`owner`: receiver_id) prepares the order: camp,
 *   design office, services and their specialties, pledges (uploaded as attachments,
 *   their own `attachment` lifecycle). SUBMIT is refused, in this order, with "The
 *   order is not complete yet" (no service), "There are services without specified
 *   specialties", "There are pledges not uploaded or not processed" and "There are
 *   rejected attachments not corrected" (§8; §5 "Pledge and attachment uploads must
 *   be complete before an order is sent"). These are facts of other records, so the
 *   runtime counts them and passes them as `facts` when it restores the order (see
 *   `orderContext`); restored without them, SUBMIT is refused rather than let through.
 * - `design_review` — the order's design office (`designOffice`: design_office_id; §1
 *   "contractor and design_office as order actors") reviews the design and APPROVEs
 *   it, or DISAPPROVEs it with a reason (`returned`). A change of specialty asked by
 *   the owner (CHANGE_SPECIALIST, add-specialist/{id}) waits in `specialist_change`
 *   for the design office to approve or reject (approve-add-specialist/{id}; §4
 *   "change specialist (with design-office approval or rejection)").
 * - `returned` — the owner corrects and SUBMITs again (same rules); the corrected
 *   order is reviewed from the start.
 * - `contracting`, `awaiting_contractor`, `awaiting_consultant` — "choose or change
 *   contractor or consultant": the owner chooses both (updateContracter,
 *   updateConsulting, updateBoth; updateContractorsList lists the candidates, never a
 *   blacklisted company); each chosen party accepts or declines (POST contracting /
 *   consulting = decline). The three statuses are the product of the two
 *   acceptances, so no guard has to remember who accepted. A decline keeps the status
 *   and clears that party; the owner chooses another.
 * - `signing` — the camp's sharers sign the order (their own `sharerSignature`
 *   lifecycle: location_order_sign/sign/{id}, unsign/{id}); the owner then SENDs it to
 *   the tsleem authority, refused with "The order is not complete yet" while a sharer
 *   has not signed. Signatures may change only in this status.
 * - `tsleem_processing` — the tsleem (handover) authority (/orders/processing/{id},
 *   *-processing-tsleem) APPROVEs it, which issues the licence until the date it sets
 *   (the end of the season when it sets none; /orders/license/{id}), DISAPPROVEs it with a reason (`returned`) or REJECTs it
 *   ("reject by the tsleem authority", final).
 * - `licensed` — the works under way: achievement reports (their own
 *   `achievementReport` lifecycle), the electric meter, electricity delivery and the
 *   garbage company (orders only), the GIS image; the licence is extended
 *   (extend_license/{id}); an accepted contractor or consultant is replaced only
 *   through an approved cancel request (canceled_requests/update_contractor,
 *   update_consultant → CHANGE_CONTRACTOR / CHANGE_CONSULTANT).
 * - `cancelled` (final) — after an approved cancel request (CANCEL: "cancelling an
 *   order goes through a request", BRIEF §4), from any status after sending, or by the
 *   tsleem authority with a reason (CANCEL_BY_TSLEEM: cancel-by-tsleem/{id}).
 * - `rejected` (final) — refused by the tsleem authority.
 *
 * Which machine takes each action of §4 "Actions on location orders and orders":
 * cancel with a reason → `cancelRequest` (the request) then CANCEL here, or
 * CANCEL_BY_TSLEEM; reject by tsleem → REJECT; approve and disapprove → APPROVE /
 * DISAPPROVE (design office, then tsleem); change specialist →
 * CHANGE_SPECIALIST, APPROVE_/REJECT_SPECIALIST_CHANGE; choose or change contractor
 * or consultant → CHOOSE_*, *_ACCEPT, *_DECLINE, CHANGE_*; change a cancel-request
 * status → `cancelRequest`; renew (extend) the licence → EXTEND_LICENCE; sharer
 * sign and unsign → `sharerSignature`; upload a GIS image → UPLOAD_GIS_IMAGE;
 * electrical meter and electricity delivery → SET_ELECTRIC_METER,
 * ARRANGE_ELECTRICITY_DELIVERY (orders). Deleting a draft (destroy/{id}) removes the
 * record and is not a status change.
 */
import { setup } from 'xstate';
import { command, lifecycle, lifecycleActions, type CommandInput, type Step } from '../core/lifecycle';
import { allOf, conflict, fieldRefusal, rule } from '../core/rule';
import type { LifecycleContext, LifecycleMeta, StateMeta, Who } from '../core/types';
import { AUTHORITY_TYPES } from '../core/who';
import type { Label } from '../../shared/label';
import { fieldOf, hasFile, hasText, isId } from '../core/fields';
import { isCalendarDate, isIdOrIds } from './rules';
import { CONSULTANT_TYPES, CONTRACTOR_TYPES, ORDER_FAMILIES, RECEIVER_CHANGER_TYPES, type OrderFamily } from './constants';

export interface OrderRecord {
  id: number;
  status: string;
  receiver_id?: number | null;
  specialist?: unknown;
  contracter_id?: number | null;
  consulting_id?: number | null;
  design_office_id?: number | null;
  garbage_id?: number | null;
  [key: string]: unknown;
}

/**
 * What the database knows about an order's other records, counted by the runtime
 * when it restores the order (spec 001 §3 "Counters kept: required pledge count,
 * service count, and attachment count per specialty").
 */
export interface OrderFacts {
  /** services on the order; none means the order is not complete */
  serviceCount: number;
  /** sharers of the order who have not signed it (checked when it is sent to tsleem) */
  unsignedSharers: number;
  /** services whose specialty is not specified */
  servicesWithoutSpecialty: number;
  /** required pledges with no upload, or whose upload is not processed (approved) yet */
  pledgesOutstanding: number;
  /** attachments rejected and not replaced */
  rejectedAttachments: number;
}

/**
 * The facts of an order nothing is missing from. A machine started without input
 * (a graph traversal, a story) assumes them; the runtimes always pass the real ones.
 */
export const COMPLETE_ORDER_FACTS: OrderFacts = { serviceCount: 1, unsignedSharers: 0, servicesWithoutSpecialty: 0, pledgesOutstanding: 0, rejectedAttachments: 0 };

export interface OrderContext extends LifecycleContext<OrderRecord> {
  /** missing when a runtime restored the order without counting: SUBMIT is then refused */
  facts?: OrderFacts;
}

/** The context a runtime restores an order with: `restore(machine, record.status, orderContext(record, facts))`. */
export function orderContext(record: OrderRecord, facts: OrderFacts): { record: OrderRecord; facts: OrderFacts } {
  return { record, facts };
}

type WithReason = { rejection_reason: string };
export type OrderEvent =
  | { type: 'UPDATE'; [field: string]: unknown }
  | { type: 'CHANGE_RECEIVER'; receiver_id: number }
  | { type: 'SUBMIT' }
  | { type: 'SEND_TO_TSLEEM' }
  | { type: 'APPROVE'; license_end_date?: string }
  | ({ type: 'DISAPPROVE' } & WithReason)
  | ({ type: 'REJECT' } & WithReason)
  | { type: 'CHOOSE_CONTRACTOR'; contracter_id: number }
  | { type: 'CHOOSE_CONSULTANT'; consulting_id: number }
  | { type: 'CONTRACTOR_ACCEPT' }
  | ({ type: 'CONTRACTOR_DECLINE' } & WithReason)
  | { type: 'CONSULTANT_ACCEPT' }
  | ({ type: 'CONSULTANT_DECLINE' } & WithReason)
  | { type: 'CHANGE_SPECIALIST'; specialist: number | number[] }
  | { type: 'APPROVE_SPECIALIST_CHANGE' }
  | ({ type: 'REJECT_SPECIALIST_CHANGE' } & WithReason)
  | { type: 'CHANGE_CONTRACTOR'; contracter_id: number; canceled_request_id: number }
  | { type: 'CHANGE_CONSULTANT'; consulting_id: number; canceled_request_id: number }
  | { type: 'EXTEND_LICENCE'; license_end_date: string }
  | { type: 'UPLOAD_GIS_IMAGE'; gis_img: unknown }
  | {
      type: 'SET_ELECTRIC_METER';
      subscription_number: string;
      metric_capacity?: string | number;
      closest_cabin?: string;
      metric_status?: string;
      payment_status?: string;
      last_read?: string | number;
      shared?: 0 | 1;
    }
  | { type: 'ARRANGE_ELECTRICITY_DELIVERY'; delivery_date: string }
  | { type: 'CHOOSE_GARBAGE_COMPANY'; garbage_id: number }
  | { type: 'CANCEL'; canceled_request_id: number }
  | { type: 'CANCEL_BY_TSLEEM'; cancel_reason: string };

/** What each runtime actor receives: the order as last seen and the event. */
export type OrderInput = CommandInput<OrderRecord, OrderEvent>;

type Args = { context: OrderContext; event: OrderEvent };

const required = (name: string) => fieldRefusal(name, 'validation.required');

/** The rules of the order lifecycles, by guard name. */
export const orderGuards = {
  /** §8 "The order is not complete yet": at least one service. */
  orderComplete: rule<Args>(conflict('order.incomplete'), ({ context }) => !!context.facts && context.facts.serviceCount > 0),
  /** §8 "The order is not complete yet": sent to tsleem only when every sharer has signed. */
  sharersSigned: rule<Args>(conflict('order.incomplete'), ({ context }) => !!context.facts && context.facts.unsignedSharers === 0),
  /** §8 "There are services without specified specialties" */
  specialtiesSpecified: rule<Args>(conflict('order.servicesWithoutSpecialty'), ({ context }) => !!context.facts && context.facts.servicesWithoutSpecialty === 0),
  /** §8 "There are pledges not uploaded or not processed"; §5 "Pledge and attachment uploads must be complete before an order is sent" */
  pledgesProcessed: rule<Args>(conflict('order.pledgesOutstanding'), ({ context }) => !!context.facts && context.facts.pledgesOutstanding === 0),
  /** §8 "There are rejected attachments not corrected" */
  attachmentsCorrected: rule<Args>(conflict('order.rejectedAttachments'), ({ context }) => !!context.facts && context.facts.rejectedAttachments === 0),
  reasonGiven: rule<Args>(fieldRefusal('rejection_reason', 'validation.rejectCause'), ({ event }) => hasText(fieldOf(event, 'rejection_reason'))),
  cancelReasonGiven: rule<Args>(fieldRefusal('cancel_reason', 'order.cancelReason'), ({ event }) => hasText(fieldOf(event, 'cancel_reason'))),
  cancelRequestGiven: rule<Args>(conflict('order.cancelRequestMissing'), ({ event }) => isId(fieldOf(event, 'canceled_request_id'))),
  receiverGiven: rule<Args>(required('receiver_id'), ({ event }) => isId(fieldOf(event, 'receiver_id'))),
  contractorGiven: rule<Args>(required('contracter_id'), ({ event }) => isId(fieldOf(event, 'contracter_id'))),
  consultantGiven: rule<Args>(required('consulting_id'), ({ event }) => isId(fieldOf(event, 'consulting_id'))),
  specialistGiven: rule<Args>(required('specialist'), ({ event }) => isIdOrIds(fieldOf(event, 'specialist'))),
  licenceEndDateGiven: rule<Args>(fieldRefusal('license_end_date', 'validation.date'), ({ event }) => isCalendarDate(fieldOf(event, 'license_end_date'))),
  /** tsleem's approval may name the licence's last day; without one it runs to the end of the season (the runtime's rule) */
  licenceEndDateValid: rule<Args>(fieldRefusal('license_end_date', 'validation.date'), ({ event }) => {
    const value = fieldOf(event, 'license_end_date');
    return value === undefined || value === '' || isCalendarDate(value);
  }),
  gisImageGiven: rule<Args>(required('gis_img'), ({ event }) => hasFile(fieldOf(event, 'gis_img'))),
  meterGiven: rule<Args>(required('subscription_number'), ({ event }) => {
    const value = fieldOf(event, 'subscription_number');
    return typeof value === 'number' ? Number.isFinite(value) : hasText(value);
  }),
  deliveryDateGiven: rule<Args>(fieldRefusal('delivery_date', 'validation.date'), ({ event }) => isCalendarDate(fieldOf(event, 'delivery_date'))),
  garbageCompanyGiven: rule<Args>(required('garbage_id'), ({ event }) => isId(fieldOf(event, 'garbage_id'))),
};

/** SUBMIT's rules, checked in this order; the first that fails is reported. */
const submitReady = allOf(orderGuards.orderComplete, orderGuards.specialtiesSpecified, orderGuards.pledgesProcessed, orderGuards.attachmentsCorrected);

const REASON = { rejection_reason: 'سبب واضح / A clear reason' };

/** Build the lifecycle of one order family. */
export function buildOrderMachine(family: OrderFamily) {
  const p = ORDER_FAMILIES[family].permissionPrefix;
  const isOrder = family === 'order';
  const { stable, final } = lifecycle(family);

  const OWNER: Who = { permissions: [`${p}-update`], party: 'owner' };
  const RECEIVER_CHANGER: Who = { permissions: [`${p}-update`], accountTypes: RECEIVER_CHANGER_TYPES };
  // the service centres (raft offices) process orders for tsleem beside the authority
  const TSLEEM: Who = { permissions: [`${p}-processing-tsleem`], accountTypes: [...AUTHORITY_TYPES, 'raft_office'] };
  const CONSULTANT: Who = { permissions: [`${p}-consulting-index`], accountTypes: CONSULTANT_TYPES, party: 'consultant' };
  const DESIGN_OFFICE: Who = { permissions: [`${p}-details`], accountTypes: ['design_office'], party: 'designOffice' };
  const CONTRACTOR: Who = { permissions: [`${p}-details`], accountTypes: CONTRACTOR_TYPES, party: 'contractor' };
  const CANCEL_DESK: Who = { permissions: [`${p}-cancel-request-index`], accountTypes: AUTHORITY_TYPES };
  const LICENSING: Who = { permissions: [`${p}-license`], accountTypes: AUTHORITY_TYPES };
  const PREPARATION: Who = { permissions: ['order-prepare'], accountTypes: AUTHORITY_TYPES };
  const api = ORDER_FAMILIES[family].apiPrefix;

  const step = (target: string, actor: string, label: Label, who: Who, spec: string[], extra: { guard?: string; example?: Record<string, unknown>; confirm?: Label } = {}): Step => {
    const { guard, ...meta } = extra;
    return guard ? { target, actor, guard, meta: { label, who, spec, ...meta } } : { target, actor, meta: { label, who, spec, ...meta } };
  };

  // Transitions that several statuses share.
  const update = (target: string) => step(target, 'update', { ar: 'تعديل الطلب', en: 'Update order' }, OWNER, [`001 §7 ${api}: POST update/{id}`]);
  const changeReceiver = (target: string) =>
    step(
      target,
      'changeReceiver',
      { ar: 'تغيير الجهة المستلمة', en: 'Change receiving company' },
      RECEIVER_CHANGER,
      [`001 §7 ${api}: POST update-receiver/{id}`, '001 §5 receiver_id forced for service_provider and gov'],
      {
        guard: 'receiverGiven',
        example: { receiver_id: 12 },
      },
    );
  const submit = step(
    'design_review',
    'submit',
    { ar: 'إرسال الطلب', en: 'Submit order' },
    OWNER,
    [
      '001 §8 The order is not complete yet; pledges not uploaded or not processed; services without specified specialties; rejected attachments not corrected',
      '001 §5 Pledge and attachment uploads must be complete before an order is sent',
    ],
    {
      guard: 'submitReady',
      example: {},
      confirm: { ar: 'هل تريد إرسال الطلب إلى المكتب الهندسي؟ لن تتمكن من تعديله أثناء المراجعة.', en: 'Send the order to the design office? You cannot edit it while it is reviewed.' },
    },
  );
  const cancel = step(
    'cancelled',
    'cancel',
    { ar: 'إلغاء الطلب (طلب إلغاء معتمد)', en: 'Cancel order (approved cancel request)' },
    CANCEL_DESK,
    ['001 §4 cancel an order with a reason', '001 §4 change a cancel-request status', `001 §7 ${api}: POST canceled_requests/change_request_status`],
    {
      guard: 'cancelRequestGiven',
      example: { canceled_request_id: 3 },
    },
  );
  const cancelByTsleem = step(
    'cancelled',
    'cancelByTsleem',
    { ar: 'إلغاء من التسليم', en: 'Cancel by tsleem' },
    TSLEEM,
    ['001 §4 cancel an order with a reason', `001 §7 ${api}: POST cancel-by-tsleem/{id}`],
    {
      guard: 'cancelReasonGiven',
      example: { cancel_reason: 'تعذر التنفيذ / Cannot be carried out' },
      confirm: { ar: 'هل أنت متأكد من إلغاء الطلب؟ لا يمكن التراجع عن ذلك.', en: 'Cancel this order? This cannot be undone.' },
    },
  );
  const gisImage = (target: string) =>
    step(
      target,
      'uploadGisImage',
      { ar: 'رفع صورة الموقع الجغرافي (GIS)', en: 'Upload GIS image' },
      TSLEEM,
      ['001 §4 upload a GIS image', `001 §7 ${api}: POST add-gis-img/{id}`, '001 §3 full_gis_path'],
      {
        guard: 'gisImageGiven',
        example: { gis_img: 'gis.png' },
      },
    );
  const chooseContractor = (target: string) =>
    step(
      target,
      'chooseContractor',
      { ar: 'اختيار المقاول', en: 'Choose contractor' },
      OWNER,
      ['001 §4 choose or change contractor or consultant', `001 §7 ${api}: POST updateContracter, updateBoth, updateContractorsList`],
      {
        guard: 'contractorGiven',
        example: { contracter_id: 21 },
      },
    );
  const chooseConsultant = (target: string) =>
    step(
      target,
      'chooseConsultant',
      { ar: 'اختيار الاستشاري', en: 'Choose consultant' },
      OWNER,
      ['001 §4 choose or change contractor or consultant', `001 §7 ${api}: POST updateConsulting, updateBoth`],
      {
        guard: 'consultantGiven',
        example: { consulting_id: 31 },
      },
    );
  const contractorAccept = (target: string) =>
    step(target, 'contractorAccept', { ar: 'قبول المقاول', en: 'Accept as contractor' }, CONTRACTOR, [
      '001 §4 choose or change contractor or consultant (the contractor accepts)',
      '001 §3 contracter_id, contracter.company.name',
    ]);
  const contractorDecline = (target: string) =>
    step(target, 'contractorDecline', { ar: 'اعتذار المقاول', en: 'Decline as contractor' }, CONTRACTOR, [`001 §7 ${api}: POST contracting (disapprove)`], { guard: 'reasonGiven', example: REASON });
  const consultantAccept = (target: string) =>
    step(target, 'consultantAccept', { ar: 'قبول الاستشاري', en: 'Accept as consultant' }, CONSULTANT, [
      '001 §4 choose or change contractor or consultant (the consultant accepts)',
      '001 §3 consulting_id, consultor.company.name',
    ]);
  const consultantDecline = (target: string) =>
    step(target, 'consultantDecline', { ar: 'اعتذار الاستشاري', en: 'Decline as consultant' }, CONSULTANT, [`001 §7 ${api}: POST consulting (disapprove)`], { guard: 'reasonGiven', example: REASON });
  const changeContractor = (target: string) =>
    step(
      target,
      'changeContractor',
      { ar: 'استبدال المقاول (طلب معتمد)', en: 'Replace contractor (approved request)' },
      CANCEL_DESK,
      ['001 §4 choose or change contractor or consultant', `001 §7 ${api}: POST canceled_requests/update_contractor`],
      {
        guard: 'contractorGiven',
        example: { contracter_id: 22, canceled_request_id: 4 },
      },
    );
  const changeConsultant = (target: string) =>
    step(
      target,
      'changeConsultant',
      { ar: 'استبدال الاستشاري (طلب معتمد)', en: 'Replace consultant (approved request)' },
      CANCEL_DESK,
      ['001 §4 choose or change contractor or consultant', `001 §7 ${api}: POST canceled_requests/update_consultant`],
      {
        guard: 'consultantGiven',
        example: { consulting_id: 32, canceled_request_id: 5 },
      },
    );
  // Orders only (§7 "with additional … electricity_delivery calls"; §3 Order garbage_id).
  const orderOnly = (target: string): Record<string, Step> =>
    isOrder
      ? {
          SET_ELECTRIC_METER: step(
            target,
            'setElectricMeter',
            { ar: 'إدخال بيانات العداد الكهربائي', en: 'Enter electric meter' },
            PREPARATION,
            ['001 §4 enter or update an electrical meter', '001 §3 Electrical meter', '001 §2 /orders/elect-meter/{id}'],
            {
              guard: 'meterGiven',
              example: { subscription_number: '300123456', metric_capacity: 200, shared: 0 },
            },
          ),
          ARRANGE_ELECTRICITY_DELIVERY: step(
            target,
            'arrangeElectricityDelivery',
            { ar: 'ترتيب توصيل الكهرباء', en: 'Arrange electricity delivery' },
            PREPARATION,
            ['001 §4 arrange electricity delivery', '001 §7 general/orders electricity_delivery'],
            {
              guard: 'deliveryDateGiven',
              example: { delivery_date: '2026-05-20' },
            },
          ),
        }
      : {};
  const garbage = (target: string): Record<string, Step> =>
    isOrder
      ? {
          CHOOSE_GARBAGE_COMPANY: step(target, 'chooseGarbageCompany', { ar: 'اختيار شركة النظافة', en: 'Choose garbage company' }, OWNER, ['001 §3 Order: garbage_id, garbage (company.name)'], {
            guard: 'garbageCompanyGiven',
            example: { garbage_id: 41 },
          }),
        }
      : {};

  const state = (label: Label, tone: StateMeta['tone'], description: Label): StateMeta => ({ label, tone, description });

  return setup({
    types: {
      context: {} as OrderContext,
      events: {} as OrderEvent,
      input: {} as { record?: OrderRecord; facts?: Partial<OrderFacts> } | undefined,
    },
    guards: { ...orderGuards, submitReady },
    actors: {
      update: command<OrderRecord, OrderInput>(),
      changeReceiver: command<OrderRecord, OrderInput>(),
      submit: command<OrderRecord, OrderInput>(),
      approveProcessing: command<OrderRecord, OrderInput>(),
      disapproveProcessing: command<OrderRecord, OrderInput>(),
      reject: command<OrderRecord, OrderInput>(),
      chooseContractor: command<OrderRecord, OrderInput>(),
      chooseConsultant: command<OrderRecord, OrderInput>(),
      contractorAccept: command<OrderRecord, OrderInput>(),
      contractorDecline: command<OrderRecord, OrderInput>(),
      consultantAccept: command<OrderRecord, OrderInput>(),
      consultantDecline: command<OrderRecord, OrderInput>(),
      approveDesign: command<OrderRecord, OrderInput>(),
      disapproveDesign: command<OrderRecord, OrderInput>(),
      changeSpecialist: command<OrderRecord, OrderInput>(),
      approveSpecialistChange: command<OrderRecord, OrderInput>(),
      rejectSpecialistChange: command<OrderRecord, OrderInput>(),
      changeContractor: command<OrderRecord, OrderInput>(),
      changeConsultant: command<OrderRecord, OrderInput>(),
      sendToTsleem: command<OrderRecord, OrderInput>(),
      extendLicence: command<OrderRecord, OrderInput>(),
      uploadGisImage: command<OrderRecord, OrderInput>(),
      setElectricMeter: command<OrderRecord, OrderInput>(),
      arrangeElectricityDelivery: command<OrderRecord, OrderInput>(),
      chooseGarbageCompany: command<OrderRecord, OrderInput>(),
      cancel: command<OrderRecord, OrderInput>(),
      cancelByTsleem: command<OrderRecord, OrderInput>(),
    },
    actions: lifecycleActions,
  }).createMachine({
    id: family,
    context: ({ input }) => ({ ...(input?.record ? { record: input.record } : {}), facts: { ...COMPLETE_ORDER_FACTS, ...input?.facts } }),
    initial: 'draft',
    meta: {
      label: isOrder ? { ar: 'الطلب', en: 'Order' } : { ar: 'طلب الموقع', en: 'Location order' },
      spec: [
        `001 §3 ${isOrder ? 'Order' : 'Location order'}`,
        '001 §4 Actions on location orders and orders',
        '001 §5 Pledge and attachment uploads must be complete before an order is sent; receiver_id forced for service_provider and gov',
        '001 §8 The order is not complete yet; pledges not uploaded or not processed; services without specified specialties; rejected attachments not corrected',
        `001 §7 ${api}`,
        `001 §6 ${p}-*`,
      ],
      statuses:
        'draft, design_review, specialist_change, returned, contracting, awaiting_contractor, awaiting_consultant, signing, tsleem_processing, licensed, cancelled, rejected (ours; the spec does not show order statuses)',
      parties: {
        owner: { ar: 'الجهة المستلمة صاحبة الطلب (receiver_id)', en: 'The receiving company that owns the order (receiver_id)' },
        designOffice: { ar: 'المكتب الهندسي الذي يراجع تصميم الطلب (design_office_id)', en: "The design office reviewing the order's design (design_office_id)" },
        contractor: { ar: 'المقاول المختار للطلب (contracter_id)', en: 'The contractor chosen for the order (contracter_id)' },
        consultant: { ar: 'الاستشاري المشرف المختار للطلب (consulting_id)', en: 'The supervising consultant chosen for the order (consulting_id)' },
      },
    } satisfies LifecycleMeta,
    states: {
      draft: stable(state({ ar: 'مسودة', en: 'Draft' }, 'info', { ar: 'تعدّه الجهة المستلمة ولم يُرسل بعد', en: 'Being prepared by the receiving company; not sent yet' }), {
        UPDATE: update('draft'),
        CHANGE_RECEIVER: changeReceiver('draft'),
        SUBMIT: submit,
      }),
      design_review: stable(
        state({ ar: 'مراجعة التصميم', en: 'Design review' }, 'info', { ar: 'يراجع المكتب الهندسي التصميم والتخصصات', en: 'The design office reviews the design and the specialties' }),
        {
          APPROVE: step('contracting', 'approveDesign', { ar: 'اعتماد التصميم', en: 'Approve design' }, DESIGN_OFFICE, [
            '001 §4 approve and disapprove',
            `001 §7 ${api}: POST approve`,
            '001 §1 design_office as order actor',
          ]),
          DISAPPROVE: step(
            'returned',
            'disapproveDesign',
            { ar: 'عدم اعتماد التصميم والإعادة للتعديل', en: 'Disapprove design (return for correction)' },
            DESIGN_OFFICE,
            ['001 §4 approve and disapprove', `001 §7 ${api}: POST disapprove`],
            { guard: 'reasonGiven', example: REASON },
          ),
          CHANGE_SPECIALIST: step(
            'specialist_change',
            'changeSpecialist',
            { ar: 'طلب تغيير التخصص', en: 'Request specialty change' },
            OWNER,
            ['001 §4 change specialist (with design-office approval or rejection)', `001 §7 ${api}: POST add-specialist/{id}`],
            {
              guard: 'specialistGiven',
              example: { specialist: [3] },
            },
          ),
          UPLOAD_GIS_IMAGE: gisImage('design_review'),
          CANCEL: cancel,
          CANCEL_BY_TSLEEM: cancelByTsleem,
        },
      ),
      specialist_change: stable(
        state({ ar: 'بانتظار اعتماد تغيير التخصص', en: 'Specialty change awaiting approval' }, 'warning', {
          ar: 'طلبت الجهة المستلمة تغيير التخصص وينتظر موافقة المكتب الهندسي',
          en: 'The owner asked to change the specialty; the design office is to approve or reject',
        }),
        {
          APPROVE_SPECIALIST_CHANGE: step('design_review', 'approveSpecialistChange', { ar: 'الموافقة على تغيير التخصص', en: 'Approve specialty change' }, DESIGN_OFFICE, [
            '001 §4 change specialist (with design-office approval)',
            `001 §7 ${api}: POST approve-add-specialist/{id}`,
          ]),
          REJECT_SPECIALIST_CHANGE: step(
            'design_review',
            'rejectSpecialistChange',
            { ar: 'رفض تغيير التخصص', en: 'Reject specialty change' },
            DESIGN_OFFICE,
            ['001 §4 change specialist (with design-office rejection)', `001 §7 ${api}: POST approve-add-specialist/{id}`],
            {
              guard: 'reasonGiven',
              example: REASON,
            },
          ),
          CANCEL: cancel,
          CANCEL_BY_TSLEEM: cancelByTsleem,
        },
      ),
      returned: stable(state({ ar: 'معاد للتعديل', en: 'Returned for correction' }, 'warning', { ar: 'أُعيد للجهة المستلمة لتصحيحه', en: 'Sent back to the receiving company to correct' }), {
        UPDATE: update('returned'),
        CHANGE_RECEIVER: changeReceiver('returned'),
        SUBMIT: submit,
        CANCEL: cancel,
      }),
      contracting: stable(
        state({ ar: 'اختيار المقاول والاستشاري', en: 'Choosing contractor and consultant' }, 'info', {
          ar: 'بانتظار اختيار المقاول والاستشاري وقبولهما',
          en: 'The contractor and the consultant are to be chosen and to accept',
        }),
        {
          CHOOSE_CONTRACTOR: chooseContractor('contracting'),
          CHOOSE_CONSULTANT: chooseConsultant('contracting'),
          CONTRACTOR_ACCEPT: contractorAccept('awaiting_consultant'),
          CONTRACTOR_DECLINE: contractorDecline('contracting'),
          CONSULTANT_ACCEPT: consultantAccept('awaiting_contractor'),
          CONSULTANT_DECLINE: consultantDecline('contracting'),
          UPLOAD_GIS_IMAGE: gisImage('contracting'),
          CANCEL: cancel,
          CANCEL_BY_TSLEEM: cancelByTsleem,
        },
      ),
      awaiting_contractor: stable(
        state({ ar: 'بانتظار قبول المقاول', en: 'Awaiting the contractor' }, 'warning', { ar: 'قبل الاستشاري؛ بانتظار قبول المقاول', en: 'The consultant accepted; the contractor has yet to' }),
        {
          CHOOSE_CONTRACTOR: chooseContractor('awaiting_contractor'),
          CONTRACTOR_ACCEPT: contractorAccept('signing'),
          CONTRACTOR_DECLINE: contractorDecline('awaiting_contractor'),
          UPLOAD_GIS_IMAGE: gisImage('awaiting_contractor'),
          CANCEL: cancel,
          CANCEL_BY_TSLEEM: cancelByTsleem,
        },
      ),
      awaiting_consultant: stable(
        state({ ar: 'بانتظار قبول الاستشاري', en: 'Awaiting the consultant' }, 'warning', { ar: 'قبل المقاول؛ بانتظار قبول الاستشاري', en: 'The contractor accepted; the consultant has yet to' }),
        {
          CHOOSE_CONSULTANT: chooseConsultant('awaiting_consultant'),
          CONSULTANT_ACCEPT: consultantAccept('signing'),
          CONSULTANT_DECLINE: consultantDecline('awaiting_consultant'),
          UPLOAD_GIS_IMAGE: gisImage('awaiting_consultant'),
          CANCEL: cancel,
          CANCEL_BY_TSLEEM: cancelByTsleem,
        },
      ),
      signing: stable(
        state({ ar: 'توقيع الشركاء', en: "Sharers' signatures" }, 'warning', {
          ar: 'يوقّع الشركاء على الطلب ثم ترسله الجهة المستلمة إلى التسليم',
          en: 'The sharers sign the order; then the owner sends it to tsleem',
        }),
        {
          SEND_TO_TSLEEM: step(
            'tsleem_processing',
            'sendToTsleem',
            { ar: 'إرسال إلى التسليم', en: 'Send to tsleem' },
            OWNER,
            ['001 §8 The order is not complete yet', '001 §4 sharer sign and unsign'],
            {
              guard: 'sharersSigned',
              example: {},
              confirm: { ar: 'هل تريد إرسال الطلب إلى جهة التسليم لإصدار الرخصة؟', en: 'Send the order to the tsleem authority for its licence?' },
            },
          ),
          UPLOAD_GIS_IMAGE: gisImage('signing'),
          CANCEL: cancel,
          CANCEL_BY_TSLEEM: cancelByTsleem,
        },
      ),
      tsleem_processing: stable(
        state({ ar: 'قيد المعالجة لدى التسليم', en: 'With tsleem for processing' }, 'info', { ar: 'ينتظر معالجة جهة التسليم وإصدار الرخصة', en: 'Awaiting the tsleem authority and its licence' }),
        {
          APPROVE: step(
            'licensed',
            'approveProcessing',
            { ar: 'اعتماد الطلب وإصدار الرخصة', en: 'Approve and issue the licence' },
            TSLEEM,
            ['001 §4 approve and disapprove', `001 §7 ${api}: POST approve`, '001 §2 /orders/processing/{id}, /orders/license/{id}', '001 §3 licence dates'],
            { guard: 'licenceEndDateValid', example: { license_end_date: '2026-06-30' } },
          ),
          DISAPPROVE: step(
            'returned',
            'disapproveProcessing',
            { ar: 'عدم الاعتماد والإعادة للتعديل', en: 'Disapprove (return for correction)' },
            TSLEEM,
            ['001 §4 approve and disapprove', `001 §7 ${api}: POST disapprove`],
            { guard: 'reasonGiven', example: REASON },
          ),
          REJECT: step('rejected', 'reject', { ar: 'رفض الطلب', en: 'Reject order' }, TSLEEM, ['001 §4 reject by the tsleem authority'], {
            guard: 'reasonGiven',
            example: REASON,
            confirm: { ar: 'هل أنت متأكد من رفض الطلب نهائياً؟', en: 'Reject this order for good?' },
          }),
          UPLOAD_GIS_IMAGE: gisImage('tsleem_processing'),
          CANCEL: cancel,
          CANCEL_BY_TSLEEM: cancelByTsleem,
        },
      ),
      licensed: stable(state({ ar: 'مرخص', en: 'Licensed' }, 'success', { ar: 'صدرت الرخصة والأعمال جارية', en: 'The licence is issued; works under way' }), {
        EXTEND_LICENCE: step('licensed', 'extendLicence', { ar: 'تمديد الرخصة', en: 'Extend licence' }, LICENSING, ['001 §4 renew (extend) the licence', `001 §7 ${api}: POST extend_license/{id}`], {
          guard: 'licenceEndDateGiven',
          example: { license_end_date: '2026-07-31' },
        }),
        CHANGE_CONTRACTOR: changeContractor('licensed'),
        CHANGE_CONSULTANT: changeConsultant('licensed'),
        ...orderOnly('licensed'),
        ...garbage('licensed'),
        UPLOAD_GIS_IMAGE: gisImage('licensed'),
        CANCEL: cancel,
        CANCEL_BY_TSLEEM: cancelByTsleem,
      }),
      cancelled: final(state({ ar: 'ملغي', en: 'Cancelled' }, 'danger', { ar: 'أُلغي بطلب إلغاء معتمد أو من جهة التسليم', en: 'Cancelled by an approved request or by the tsleem authority' })),
      rejected: final(state({ ar: 'مرفوض', en: 'Rejected' }, 'danger', { ar: 'رفضته جهة التسليم', en: 'Rejected by the tsleem authority' })),
    },
  });
}

export type OrderMachine = ReturnType<typeof buildOrderMachine>;

export const orderMachine = buildOrderMachine('order');
