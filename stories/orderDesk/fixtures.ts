/** The order desk's records for stories, shaped as the contract's schemas (openapi/areas/orders.yaml). */
import type { components } from '../../openapi/schema';

type CancelRequest = components['schemas']['CancelRequest'];
type Report = components['schemas']['Report'];
type BlacklistEntry = components['schemas']['BlacklistEntry'];
type Candidate = components['schemas']['OrderCandidatesResponse']['data'][number];

export function cancelRequest(over: Partial<CancelRequest> & { id: number }): CancelRequest {
  return {
    canceled_request_id: over.id,
    order_id: 29,
    order_title: 'تركيب خيام وأرضيات ومكيفات',
    type: 'order',
    reason: 'تم تغيير خطة تجهيز المخيم لهذا الموسم ولم نعد بحاجة إلى هذه الأعمال',
    replacement_id: null,
    replacement: null,
    status: 'pending',
    status_text: 'قيد الانتظار',
    rejection_reason: null,
    company_id: 3,
    version: 1,
    created_at: '2026-11-18T09:15:00.000Z',
    ...over,
  };
}

export const cancelRequestRows: CancelRequest[] = [
  cancelRequest({ id: 1 }),
  cancelRequest({
    id: 2,
    order_id: 30,
    order_title: 'تمديد شبكة صرف ودورات مياه',
    type: 'contractor',
    reason: 'تأخر المقاول في توريد الخيام',
    replacement_id: 18,
    replacement: { id: 18, name: 'مؤسسة الأمانة', company_name: 'مؤسسة الأمانة للمقاولات' },
    status: 'rejected',
    status_text: 'مرفوض',
    rejection_reason: 'المقاول الحالي أنجز أكثر من نصف الأعمال؛ يُستكمل العقد',
    version: 2,
    created_at: '2026-11-17T10:00:00.000Z',
  }),
  cancelRequest({
    id: 3,
    order_id: 31,
    order_title: 'تركيب مظلات ومراوح رذاذ',
    type: 'consultant',
    reason: 'Consultant unavailable for site visits',
    replacement_id: 22,
    replacement: { id: 22, name: 'دار الخبرة', company_name: null },
    status: 'approved',
    status_text: 'مقبول',
    version: 2,
    created_at: '2026-11-10T08:00:00.000Z',
  }),
];

export function report(over: Partial<Report> & { id: number }): Report {
  return {
    achive_report_id: over.id,
    order_id: 35,
    order_title: 'تركيب منظومة سلامة وإطفاء',
    company_id: 10,
    consultant: { id: 10, name: 'دار الإشراف', company_name: 'دار الإشراف الهندسي' },
    progress: 75,
    achive_date: '2026-12-04',
    notes: 'اكتمل الفرش وجارٍ تركيب المكيفات',
    file: { id: 234, name: 'report-35-75.pdf', size: 652, mime: 'application/pdf', url: '/api/files/234' },
    status: 'pending',
    status_text: 'قيد المراجعة',
    rejection_reason: null,
    version: 1,
    created_at: '2026-12-04T09:00:00.000Z',
    ...over,
  };
}

export const reportRows: Report[] = [
  report({ id: 13 }),
  report({ id: 8, order_id: 36, order_title: 'تمديدات كهربائية وإنارة', progress: 40, achive_date: '2026-12-03', status: 'approve', status_text: 'معتمد', version: 2 }),
  report({
    id: 18,
    order_id: 36,
    order_title: 'تمديدات كهربائية وإنارة',
    progress: 70,
    notes: null,
    status: 'old',
    status_text: 'قديم',
    rejection_reason: 'الصور المرفقة لا توضح نسبة الإنجاز المذكورة',
    version: 3,
  }),
];

export const blacklistRows: BlacklistEntry[] = [
  {
    id: 1,
    company_id: 53,
    company: { id: 53, name: 'مؤسسة الريادة', company_name: 'Al-Riyada Contracting' },
    reason: 'تأخر متكرر في تسليم الأعمال وعدم الالتزام بالأدلة الهندسية في موسم سابق',
    created_at: '2026-10-29T08:00:00.000Z',
  },
];

export const candidates: Candidate[] = [
  { id: 11, name: 'مؤسسة البناء المتين', company_name: 'مؤسسة البناء المتين للمقاولات', type: 'contractor' },
  { id: 18, name: 'مؤسسة الأمانة', company_name: 'مؤسسة الأمانة للمقاولات', type: 'contractor' },
];
