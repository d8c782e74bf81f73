import type { Label } from './label';

/**
 * Account types by code (spec 000 §1, spec 001 §1). The id is the `type_id` the
 * spec refers to: type 1 is the administrator (spec 000 §5, "type_id is not 1").
 */
export const accountTypes = [
  { id: 1, code: 'admin', label: { ar: 'مدير النظام', en: 'Administrator' } },
  { id: 2, code: 'service_provider', label: { ar: 'مقدم خدمة', en: 'Service provider' } },
  { id: 3, code: 'gov', label: { ar: 'جهة حكومية', en: 'Government entity' } },
  { id: 4, code: 'raft_office', label: { ar: 'مكتب رافة (مركز خدمة)', en: 'Raft office (service centre)' } },
  { id: 5, code: 'raft_company', label: { ar: 'شركة رافة', en: 'Raft company' } },
  { id: 6, code: 'design_office', label: { ar: 'مكتب تصميم', en: 'Design office' } },
  { id: 7, code: 'kdana', label: { ar: 'كدانة', en: 'Kidana' } },
  { id: 8, code: 'sharer', label: { ar: 'شريك', en: 'Sharer' } },
  { id: 9, code: 'contractor', label: { ar: 'مقاول', en: 'Contractor' } },
  { id: 10, code: 'consultant', label: { ar: 'استشاري', en: 'Consultant' } },
] as const satisfies ReadonlyArray<{ id: number; code: string; label: Label }>;

export type AccountTypeCode = (typeof accountTypes)[number]['code'];

export const accountTypeCodes = accountTypes.map((t) => t.code) as AccountTypeCode[];

export const ADMIN_TYPE_ID = 1;

/** Types that may register themselves from /register (staff accounts are created by an admin). */
export const selfRegisteringTypes: AccountTypeCode[] = ['service_provider', 'raft_company', 'design_office', 'sharer', 'contractor', 'consultant'];

/** Types whose users see the notification bell (spec 000 §2: "only for certain user types"). */
export const notificationBellTypes: AccountTypeCode[] = ['admin', 'kdana', 'service_provider', 'gov', 'raft_office', 'raft_company', 'design_office', 'sharer', 'contractor', 'consultant'];

/**
 * Staff account types: the authority's own people. Only roles for these types may
 * hold administration permissions (shared/permissions.ts `adminPermissions`).
 */
export const staffTypes: readonly AccountTypeCode[] = ['admin', 'kdana'];

export const isStaffType = (code: string): boolean => (staffTypes as readonly string[]).includes(code);

export const isAccountTypeCode = (code: string): code is AccountTypeCode => (accountTypeCodes as string[]).includes(code);
