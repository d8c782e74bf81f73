/**
 * Orders for stories, typed from the contract (openapi/schema.d.ts): rows of the list, the details
 * of one order in each status of the order machine with the events the server would list for the
 * account looking, the form's option lists, a licence and its public check. Plus the sessions of
 * the order's parties (the shared `signInAs` knows the administrator and the provider only).
 */
import type { components } from '../../openapi/schema';
import { orderMachine } from '../../machines';
import { transitionsFrom } from '../../machines/core/runtime';
import { sessionStore, type SessionData } from '../../src/shared/auth/session';
import { allPermissions } from '../../shared/permissions';

export type Order = components['schemas']['Order'];
export type OrderDetails = components['schemas']['OrderDetails'];
type Facts = OrderDetails['facts'];

/** The demo's parties (ids as the demo seed numbers them). */
export const PARTIES = {
  provider: { id: 3, name: 'شركة الضيافة', company_name: 'شركة الضيافة لخدمات الحجاج' },
  design: { id: 6, name: 'مكتب الإتقان', company_name: 'مكتب الإتقان للاستشارات الهندسية' },
  contractor: { id: 9, name: 'مؤسسة البناء المتين', company_name: 'مؤسسة البناء المتين للمقاولات' },
  consultant: { id: 10, name: 'دار الإشراف', company_name: 'دار الإشراف الهندسي' },
  sharer: { id: 8, name: 'شركة الرفادة', company_name: 'شركة الرفادة المشاركة' },
};

const label = (status: string, lang: 'ar' | 'en' = 'ar') => (orderMachine.root.states[status]?.meta as { label?: { ar: string; en: string } } | undefined)?.label?.[lang] ?? status;

export function orderRow(over: Partial<Order> & { id: number }): Order {
  const status = over.status ?? 'draft';
  return {
    family: 'order',
    title: `تركيب خيام مكيفة ${over.id}`,
    camp_id: 74,
    square_id: 12,
    number_of_hijaj: 800,
    tent_count: 20,
    count_day: 10,
    planed_achive_date: '2027-05-01',
    notes: 'يرجى التنسيق مع إدارة المخيم قبل بدء الأعمال',
    get_camp: { id: 74, name: 'مخيم 12-4', name_en: 'Camp 12-4' },
    status,
    status_text: label(status),
    company_id: 3,
    receiver_id: 3,
    receiver: PARTIES.provider,
    design_office_id: 6,
    design_office: PARTIES.design,
    contracter_id: null,
    contracter: null,
    consulting_id: null,
    consultor: null,
    garbage_id: null,
    garbage: null,
    requested_specialist: null,
    rejection_reason: null,
    cancel_reason: null,
    license_start_date: null,
    license_end_date: null,
    full_gis_path: null,
    electric_meter: null,
    electricity_delivery_date: null,
    services_count: 2,
    version: 1,
    created_at: '2026-11-01T08:00:00Z',
    updated_at: '2026-11-20T09:30:00Z',
    ...over,
  };
}

export const orderRows: Order[] = [
  orderRow({ id: 1, title: 'تركيب خيام مكيفة وممرات مظللة' }),
  orderRow({ id: 11, title: 'توسعة منطقة الاستقبال', status: 'returned', rejection_reason: 'المخطط لا يوضح مخارج الطوارئ' }),
  orderRow({ id: 21, title: 'تركيب لوحات إرشادية', status: 'signing', contracter_id: 9, contracter: PARTIES.contractor, consulting_id: 10, consultor: PARTIES.consultant }),
  orderRow({ id: 25, title: 'تركيب خزانات مياه علوية', status: 'tsleem_processing', contracter_id: 9, contracter: PARTIES.contractor, consulting_id: 10, consultor: PARTIES.consultant }),
  orderRow({
    id: 30,
    title: 'تمديد شبكة صرف ودورات مياه',
    status: 'licensed',
    contracter_id: 9,
    contracter: PARTIES.contractor,
    consulting_id: 10,
    consultor: PARTIES.consultant,
    license_start_date: '2026-11-28',
    license_end_date: '2027-02-09',
    services_count: 3,
  }),
];

const COMPLETE: Facts = { serviceCount: 2, servicesWithoutSpecialty: 0, pledgesOutstanding: 0, rejectedAttachments: 0, unsignedSharers: 0 };
const file = (id: number, name: string) => ({ id, name, size: 48_213, mime: 'application/pdf', url: `/api/files/${id}` });

/** The events of a status as the server lists them: every event the status takes, allowed or not for this caller. */
export function eventsOf(status: string, allowed: Record<string, 0 | 1 | string>, lang: 'ar' | 'en' = 'ar'): OrderDetails['events'] {
  const events = [...new Set(transitionsFrom(orderMachine, status).map((t) => t.event))];
  return events.map((event) => {
    const a = allowed[event];
    const meta = transitionsFrom(orderMachine, status, event)[0]!.meta;
    if (a === 1) return { event, allowed: 1, label: meta.label[lang], reason: null };
    return { event, allowed: 0, label: meta.label[lang], reason: typeof a === 'string' ? a : lang === 'ar' ? 'ليس لديك صلاحية' : 'You do not have permission to do this' };
  });
}

export function details(over: Partial<OrderDetails> & { id: number }): OrderDetails {
  const base = orderRow(over);
  return {
    ...base,
    services: [
      { id: 1, service_id: 3, specialist_id: 4, quantity: 20, service: { id: 3, name: 'تركيب الخيام', name_en: 'Tent installation', count_day: 3 }, specialist: { id: 4, name: 'مهندس إنشائي' } },
      { id: 2, service_id: 5, specialist_id: 6, quantity: 6, service: { id: 5, name: 'تمديدات كهربائية', name_en: 'Electrical wiring', count_day: 4 }, specialist: { id: 6, name: 'مهندس كهرباء' } },
    ],
    pledges: [
      {
        pledge_id: 1,
        title: 'تعهد السلامة من الحريق',
        title_en: 'Fire safety pledge',
        is_required: 1,
        is_fire: 1,
        template: file(90, 'fire-pledge.pdf'),
        uploads: [{ id: 41, pledge_id: 1, status: 'approved', status_text: 'مقبول', rejection_reason: null, file: file(41, 'fire-signed.pdf'), version: 2, created_at: '2026-11-10T09:00:00Z' }],
      },
      {
        pledge_id: 4,
        title: 'تعهد السلامة الكهربائية',
        title_en: 'Electrical safety pledge',
        is_required: 1,
        is_fire: 0,
        template: null,
        uploads: [
          { id: 42, pledge_id: 4, status: 'pending', status_text: 'قيد المراجعة', rejection_reason: null, file: file(42, 'electric-signed.pdf'), version: 1, created_at: '2026-11-11T09:00:00Z' },
        ],
      },
      { pledge_id: 8, title: 'تعهد الالتزام بالأدلة الهندسية', title_en: 'Engineering guides compliance pledge', is_required: 0, is_fire: 0, template: null, uploads: [] },
    ],
    signatures: [],
    history: [{ event: 'CREATE', from: null, to: 'draft', at: '2026-11-01T08:00:00Z', by: 'شركة الضيافة', reason: null }],
    events: [],
    parties: [],
    facts: COMPLETE,
    ...over,
  } as OrderDetails;
}

const HISTORY_TO_SIGNING: OrderDetails['history'] = [
  { event: 'CREATE', from: null, to: 'draft', at: '2026-11-01T08:00:00Z', by: 'شركة الضيافة', reason: null },
  { event: 'SUBMIT', from: 'draft', to: 'design_review', at: '2026-11-03T10:00:00Z', by: 'شركة الضيافة', reason: null },
  { event: 'APPROVE', from: 'design_review', to: 'contracting', at: '2026-11-05T11:00:00Z', by: 'مكتب الإتقان', reason: null },
  { event: 'CHOOSE_CONTRACTOR', from: 'contracting', to: 'contracting', at: '2026-11-06T09:00:00Z', by: 'شركة الضيافة', reason: null },
  { event: 'CHOOSE_CONSULTANT', from: 'contracting', to: 'contracting', at: '2026-11-06T09:05:00Z', by: 'شركة الضيافة', reason: null },
  { event: 'CONTRACTOR_ACCEPT', from: 'contracting', to: 'awaiting_consultant', at: '2026-11-07T09:00:00Z', by: 'مؤسسة البناء المتين', reason: null },
  { event: 'CONSULTANT_ACCEPT', from: 'awaiting_consultant', to: 'signing', at: '2026-11-08T09:00:00Z', by: 'دار الإشراف', reason: null },
];

const chosen = { contracter_id: 9, contracter: PARTIES.contractor, consulting_id: 10, consultor: PARTIES.consultant };

/** A draft the provider still has to complete: a service without specialty, pledges missing. */
export const draftNotReady = details({
  id: 1,
  title: 'تركيب خيام مكيفة وممرات مظللة',
  parties: ['owner'],
  facts: { ...COMPLETE, servicesWithoutSpecialty: 1, pledgesOutstanding: 3 },
  events: eventsOf('draft', { UPDATE: 1, SUBMIT: 'توجد تعهدات لم يتم رفعها أو معالجتها' }),
  pledges: [
    { pledge_id: 1, title: 'تعهد السلامة من الحريق', title_en: 'Fire safety pledge', is_required: 1, is_fire: 1, template: file(90, 'fire-pledge.pdf'), uploads: [] },
    {
      pledge_id: 4,
      title: 'تعهد السلامة الكهربائية',
      title_en: 'Electrical safety pledge',
      is_required: 1,
      is_fire: 0,
      template: null,
      uploads: [
        { id: 43, pledge_id: 4, status: 'rejected', status_text: 'مرفوض', rejection_reason: 'التوقيع غير واضح', file: file(43, 'electric-v2.pdf'), version: 2, created_at: '2026-11-12T09:00:00Z' },
        { id: 42, pledge_id: 4, status: 'replaced', status_text: 'مستبدل', rejection_reason: null, file: file(42, 'electric-v1.pdf'), version: 2, created_at: '2026-11-11T09:00:00Z' },
      ],
    },
    { pledge_id: 8, title: 'تعهد الالتزام بالأدلة الهندسية', title_en: 'Engineering guides compliance pledge', is_required: 0, is_fire: 0, template: null, uploads: [] },
  ],
  services: [
    { id: 1, service_id: 3, specialist_id: null, quantity: 20, service: { id: 3, name: 'تركيب الخيام', name_en: 'Tent installation', count_day: 3 }, specialist: null },
    { id: 2, service_id: 5, specialist_id: 6, quantity: 6, service: { id: 5, name: 'تمديدات كهربائية', name_en: 'Electrical wiring', count_day: 4 }, specialist: { id: 6, name: 'مهندس كهرباء' } },
  ],
});

/** A draft ready to send. */
export const draftReady = details({ id: 2, title: 'تمديدات كهربائية وإنارة للمخيم', parties: ['owner'], events: eventsOf('draft', { UPDATE: 1, SUBMIT: 1 }) });

export const designReview = details({
  id: 6,
  status: 'design_review',
  version: 2,
  parties: ['designOffice'],
  events: eventsOf('design_review', { APPROVE: 1, DISAPPROVE: 1 }),
  history: HISTORY_TO_SIGNING.slice(0, 2),
});

export const returned = details({
  id: 11,
  status: 'returned',
  version: 3,
  title: 'توسعة منطقة الاستقبال',
  rejection_reason: 'المخطط لا يوضح مخارج الطوارئ',
  parties: ['owner'],
  events: eventsOf('returned', { UPDATE: 1, SUBMIT: 1 }),
  history: [...HISTORY_TO_SIGNING.slice(0, 2), { event: 'DISAPPROVE', from: 'design_review', to: 'returned', at: '2026-11-04T12:00:00Z', by: 'مكتب الإتقان', reason: 'المخطط لا يوضح مخارج الطوارئ' }],
});

export const contracting = details({
  id: 15,
  status: 'contracting',
  version: 3,
  parties: ['owner'],
  events: eventsOf('contracting', { CHOOSE_CONTRACTOR: 1, CHOOSE_CONSULTANT: 1 }),
  history: HISTORY_TO_SIGNING.slice(0, 3),
});

export const contractorAsked = details({
  id: 16,
  status: 'contracting',
  version: 5,
  ...chosen,
  parties: ['contractor'],
  events: eventsOf('contracting', { CONTRACTOR_ACCEPT: 1, CONTRACTOR_DECLINE: 1 }),
  history: HISTORY_TO_SIGNING.slice(0, 5),
});

const signatures = (status: 'signed' | 'unsigned'): OrderDetails['signatures'] => [
  {
    id: 7,
    sharer_id: 8,
    sharer: PARTIES.sharer,
    status,
    status_text: status === 'signed' ? 'موقع' : 'غير موقع',
    signed_at: status === 'signed' ? '2026-11-09T08:00:00Z' : null,
    version: status === 'signed' ? 2 : 1,
  },
];

export const signingUnsigned = details({
  id: 21,
  status: 'signing',
  version: 7,
  ...chosen,
  parties: [],
  signatures: signatures('unsigned'),
  facts: { ...COMPLETE, unsignedSharers: 1 },
  events: eventsOf('signing', { SEND_TO_TSLEEM: 'الطلب غير مكتمل بعد' }),
  history: HISTORY_TO_SIGNING,
});

export const signingSigned = details({
  id: 22,
  status: 'signing',
  version: 7,
  ...chosen,
  parties: ['owner'],
  signatures: signatures('signed'),
  events: eventsOf('signing', { SEND_TO_TSLEEM: 1 }),
  history: HISTORY_TO_SIGNING,
});

export const processing = details({
  id: 25,
  status: 'tsleem_processing',
  version: 8,
  ...chosen,
  signatures: signatures('signed'),
  events: eventsOf('tsleem_processing', { APPROVE: 1, DISAPPROVE: 1, REJECT: 1, UPLOAD_GIS_IMAGE: 1, CANCEL: 1, CANCEL_BY_TSLEEM: 1 }),
  history: [...HISTORY_TO_SIGNING, { event: 'SEND_TO_TSLEEM', from: 'signing', to: 'tsleem_processing', at: '2026-11-10T09:00:00Z', by: 'شركة الضيافة', reason: null }],
});

export const licensed = details({
  id: 30,
  status: 'licensed',
  version: 9,
  ...chosen,
  signatures: signatures('signed'),
  license_start_date: '2026-11-28',
  license_end_date: '2027-02-09',
  electricity_delivery_date: '2026-12-20',
  electric_meter: { subscription_number: '300123456', metric_capacity: 200, closest_cabin: 'كابينة 12-ب', metric_status: 'يعمل', payment_status: 'مسدد', last_read: 1520, shared: 0 },
  parties: ['owner'],
  events: eventsOf('licensed', {}),
  history: [
    ...HISTORY_TO_SIGNING,
    { event: 'SEND_TO_TSLEEM', from: 'signing', to: 'tsleem_processing', at: '2026-11-10T09:00:00Z', by: 'شركة الضيافة', reason: null },
    { event: 'APPROVE', from: 'tsleem_processing', to: 'licensed', at: '2026-11-28T09:00:00Z', by: 'موظف كدانة', reason: null },
  ],
});

// ---- the form's lists ----

const assignment = (id: number, camp: { id: number; name: string; name_en: string }, square: { id: number; name: string; name_en: string }, status = 'deliverd') => ({
  id,
  camp_id: camp.id,
  square_id: square.id,
  country_id: 7,
  receiver_company_id: 3,
  receiver_cr: '4030012345',
  get_kroky: null,
  get_assign_file: null,
  get_camp: camp,
  get_square: square,
  get_country: { id: 7, name: 'مصر', name_en: 'Egypt' },
  get_receiver_company: { id: 3, name: 'شركة الضيافة', company_name: 'شركة الضيافة لخدمات الحجاج', cr: null },
  status,
  status_text: status,
  contract_status: 'signed',
  version: 1,
  created_at: '2026-11-01T08:00:00Z',
  updated_at: '2026-11-01T08:00:00Z',
});
export const assignments = [
  assignment(127, { id: 74, name: 'مخيم 12-4', name_en: 'Camp 12-4' }, { id: 12, name: 'مربع 12', name_en: 'Square 12' }),
  assignment(130, { id: 114, name: 'مخيم 3-6', name_en: 'Camp 3-6' }, { id: 3, name: 'مربع 3', name_en: 'Square 3' }, 'pending'),
  assignment(131, { id: 120, name: 'مخيم 5-1', name_en: 'Camp 5-1' }, { id: 5, name: 'مربع 5', name_en: 'Square 5' }, 'returned'),
];

const service = (id: number, name: string, name_en: string, specialist: { id: number; name: string }) => ({
  id,
  name,
  name_en,
  specialist_id: specialist.id,
  count_day: 3,
  description: null,
  get_specialist: specialist,
  version: 1,
  created_at: '2026-11-01T08:00:00Z',
  updated_at: '2026-11-01T08:00:00Z',
});
export const services = [
  service(3, 'تركيب الخيام', 'Tent installation', { id: 4, name: 'مهندس إنشائي' }),
  service(5, 'تمديدات كهربائية', 'Electrical wiring', { id: 6, name: 'مهندس كهرباء' }),
  service(14, 'الرفع المساحي لحدود المخيم', 'Camp boundary survey', { id: 15, name: 'مساح' }),
];
export const specialists = [
  { id: 4, name: 'مهندس إنشائي', note: null, cat_id: null, version: 1, created_at: '2026-11-01T08:00:00Z', updated_at: '2026-11-01T08:00:00Z' },
  { id: 6, name: 'مهندس كهرباء', note: null, cat_id: null, version: 1, created_at: '2026-11-01T08:00:00Z', updated_at: '2026-11-01T08:00:00Z' },
  { id: 15, name: 'مساح', note: null, cat_id: null, version: 1, created_at: '2026-11-01T08:00:00Z', updated_at: '2026-11-01T08:00:00Z' },
];
export const candidates = {
  design_office: [{ id: 6, name: 'مكتب الإتقان', company_name: 'مكتب الإتقان للاستشارات الهندسية', type: 'design_office' }],
  contractor: [{ id: 9, name: 'مؤسسة البناء المتين', company_name: 'مؤسسة البناء المتين للمقاولات', type: 'contractor' }],
  consultant: [{ id: 10, name: 'دار الإشراف', company_name: 'دار الإشراف الهندسي', type: 'consultant' }],
};

// ---- the licence and its public check ----

export const licence: components['schemas']['OrderLicence'] = {
  order_id: 30,
  number: 'ORD-2026-00030',
  valid: 1,
  issued_at: '2026-11-28',
  valid_until: '2027-02-09',
  company: { name: 'شركة الضيافة لخدمات الحجاج', name_en: 'Al-Diyafa Pilgrim Services', cr: '4030012345' },
  camp: { name: 'مخيم 9-9', name_en: 'Camp 9-9' },
  square: 'مربع 9',
  parties: [
    { role: { ar: 'المكتب الهندسي', en: 'Design office' }, name: 'مكتب الإتقان للاستشارات الهندسية' },
    { role: { ar: 'المقاول', en: 'Contractor' }, name: 'مؤسسة البناء المتين للمقاولات' },
    { role: { ar: 'الاستشاري', en: 'Consultant' }, name: 'دار الإشراف الهندسي' },
    { role: { ar: 'شريك موقّع', en: 'Signing sharer' }, name: 'شركة الرفادة المشاركة' },
  ],
  services: [
    { name: 'تمديد شبكة الصرف', specialty: 'مهندس صحي' },
    { name: 'دورات مياه متنقلة', specialty: null },
  ],
  verify_path: '/orders/qr/lz6_pP1nZMURTImzLj6rUnLI3ARFo72P',
};

// ---- the parties' sessions ----

const TYPES = {
  service_provider: { id: 2, code: 'service_provider', name: 'مقدم خدمة' },
  design_office: { id: 6, code: 'design_office', name: 'مكتب تصميم' },
  kdana: { id: 7, code: 'kdana', name: 'كدانة' },
  sharer: { id: 8, code: 'sharer', name: 'شريك' },
  contractor: { id: 9, code: 'contractor', name: 'مقاول' },
  admin: { id: 1, code: 'admin', name: 'مدير النظام' },
  gov: { id: 3, code: 'gov', name: 'جهة حكومية' },
} as const;

export const PERMISSIONS = {
  gov: ['vehicle-entry-index', 'vehicle-entry-details', 'violationorder-index', 'violationorder-view'],
  service_provider: ['order-index', 'order-create', 'order-update', 'order-details', 'order-tracking', 'delivery-assign-index', 'order-service', 'order-specialists-index'],
  design_office: ['order-index', 'order-details', 'order-consulting-index', 'order-specialists-index'],
  kdana: [
    'order-index',
    'order-details',
    'order-processing-tsleem',
    'order-prepare',
    'order-tracking',
    'order-license',
    'order-pledge',
    'order-specialists-index',
    'delivery-camp-index',
    'delivery-square-index',
    'delivery-assign-index',
  ],
  sharer: ['order-index', 'order-details'],
  contractor: ['order-index', 'order-details', 'order-tracking'],
  admin: allPermissions,
};

/** Sign in as an account of `type` (its company's own id), for a story's decorator. */
export function signInAsType(type: keyof typeof TYPES, userId: number, permissions: readonly string[] = PERMISSIONS[type]): SessionData {
  const t = TYPES[type];
  const session: SessionData = {
    token: 'story-token',
    scope: 'portal',
    user: {
      id: userId,
      name: Object.values(PARTIES).find((p) => p.id === userId)?.name ?? 'حساب',
      email: `${type}@mashaer.test`,
      type_id: t.id,
      type: t,
      roles: [{ id: 1, name: t.name }],
      status: 'active',
      status_text: 'نشط',
      mozdalefa_status: 'active',
      is_entity: 0,
      is_government: 0,
      is_government_for_location_order: 0,
      is_acknowledged: 1,
      version: 1,
      parent_id: null,
    },
    type: t,
    roles: [{ id: 1, name: t.name }],
    permissions: [...permissions],
    is_belong_to_alliacne: 0,
    is_alliance_leader: 0,
  };
  sessionStore.set(session);
  return session;
}
