/** Applicants, their sessions and their registration forms, shaped as the contract's schemas. */
import type { components } from '../../openapi/schema';
import { sessionStore, type SessionData } from '../../src/shared/auth/session';
import { user } from '../support/fixtures';

type Forms = components['schemas']['RegistrationForms'];
type User = components['schemas']['User'];

const statusText = { pending: 'قيد الانتظار', review: 'قيد المراجعة', rejected: 'مرفوض', active: 'نشط', disabled: 'معطل' } as const;

export function applicant(status: keyof typeof statusText, over: Partial<User> = {}): User {
  return user({
    id: 21,
    name: 'شركة الوفاء',
    username: 'wafa',
    email: 'wafa@example.sa',
    company_name: 'شركة الوفاء لخدمات الحجاج',
    status,
    mozdalefa_status: status,
    status_text: statusText[status],
    version: 3,
    ...over,
  });
}

/** A registration-only session, as sign-in gives a pending or rejected applicant. */
export function signInApplicant(u: User): SessionData {
  const session: SessionData = { token: 'story-registration', scope: 'registration', user: u, type: u.type, roles: [], permissions: [], is_belong_to_alliacne: 0, is_alliance_leader: 0 };
  sessionStore.set(session);
  return session;
}

const file = (id: number, name: string, mime: string, size = 48_213) => ({ id, name, mime, size, url: `/api/files/${id}` });

export function formsOf(u: User, over: Partial<Forms> = {}): Forms {
  return {
    user: u,
    profile: {
      role: 'owner',
      cr_number: '1010123456',
      cr_expiry: '2027-06-30',
      unified_number: '7001234567',
      vat_number: '300123456700003',
      owner_id: '1012345678',
      delegateid: null,
      business_expire: null,
      practice_expire: null,
      classification_expire: null,
      hajj_license_expire: '2027-03-15',
    },
    documents: [
      { field: 'cr_image', file: file(101, 'السجل التجاري.png', 'image/png'), expires_at: '2027-06-30' },
      { field: 'vat_file', file: file(102, 'شهادة الضريبة.pdf', 'application/pdf', 1_240_000), expires_at: null },
      { field: 'owner_id_photo', file: file(103, 'هوية المالك.jpg', 'image/jpeg'), expires_at: null },
      { field: 'hajj_license', file: file(104, 'ترخيص الحج.pdf', 'application/pdf', 2_310_000), expires_at: '2027-03-15' },
    ],
    required_documents: ['cr_image', 'vat_file', 'owner_id_photo', 'hajj_license'],
    ...over,
  };
}

export const REJECT_REASON = 'السجل التجاري منتهي الصلاحية؛ يرجى إرفاق سجل ساري المفعول';
