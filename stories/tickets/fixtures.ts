/** Tickets for stories, shaped as the contract's schemas: one in each status of the ticket machine, with threads. */
import type { components } from '../../openapi/schema';
import { signInAsType } from '../orders/fixtures';

type Details = components['schemas']['TicketDetails'];

const techGroup = { id: 1, name: 'الدعم الفني للمنصة', name_en: 'Portal technical support' };
export const kidanaGroup = { id: 2, name: 'فريق تسليم المخيمات — كدانة', name_en: 'Kidana camp handover team' };
const provider = { id: 3, name: 'شركة الضيافة', company_name: 'شركة الضيافة لخدمات الحجاج' };
const admin = { id: 1, name: 'مدير المنصة', company_name: null };

export function ticket(over: Partial<Details> & { id: number }): Details {
  return {
    subject_id: 1,
    get_subject: { id: 1, subject: 'مشكلة تقنية في المنصة', note: 'أعطال الصفحات ورفع الملفات' },
    content: 'لا يمكن رفع ملف التعهد، تظهر رسالة خطأ عند الحفظ',
    importance_level: 'height',
    attachment: null,
    owner: provider,
    company_id: 3,
    group_id: 1,
    get_group: techGroup,
    status: 'open',
    status_text: 'مفتوحة',
    comments_count: 0,
    version: 1,
    created_at: '2026-11-20T08:00:00Z',
    updated_at: '2026-11-20T09:30:00Z',
    comments: [],
    parties: ['owner', 'participant'],
    ...over,
  };
}

const answer = { id: 1, kind: 'answer' as const, content: 'تم إصلاح العطل، نرجو المحاولة مجدداً', attachment: null, author: admin, group: null, created_at: '2026-11-20T10:00:00Z' };
export const openTicket = ticket({ id: 1 });
export const answeredTicket = ticket({ id: 2, status: 'answered', status_text: 'تم الرد', version: 2, comments_count: 1, comments: [answer] });
export const forwardedTicket = ticket({
  id: 3,
  content: 'The SADAD invoice amount differs from the approved quotation',
  importance_level: 'low',
  status: 'forwarded',
  status_text: 'محوّلة',
  group_id: 2,
  get_group: kidanaGroup,
  version: 2,
  comments: [{ id: 2, kind: 'forward', content: null, attachment: null, author: admin, group: kidanaGroup, created_at: '2026-11-21T10:00:00Z' }],
});
export const closedTicket = ticket({
  id: 4,
  status: 'closed',
  status_text: 'مغلقة',
  version: 3,
  comments_count: 1,
  comments: [answer, { id: 3, kind: 'close', content: null, attachment: null, author: provider, group: null, created_at: '2026-11-22T10:00:00Z' }],
});
export const ticketRows = [openTicket, answeredTicket, forwardedTicket, closedTicket];
export const groups = [techGroup, kidanaGroup, { id: 3, name: 'الشؤون المالية والسداد', name_en: 'Finance and SADAD' }];
export const subjectChoices = [
  { id: 1, subject: 'مشكلة تقنية في المنصة', note: null },
  { id: 2, subject: 'Login and account access', note: null },
];

/** The demo provider (the tickets' owner) and the admin of the group holding them (a handler). */
export const asCompany = () => signInAsType('service_provider', 3, ['ticket-index', 'ticket-create', 'ticket-details']);
export const asAdmin = () => signInAsType('admin', 1, ['ticket-index', 'ticket-create', 'ticket-details']);
export const asHandler = { parties: ['handler', 'participant'] };
