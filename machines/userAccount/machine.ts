/**
 * The user account (spec 000 §3 User.mozdalefa_status, §4 "User account", spec 001 §4
 * "User: pending, disabled, review, rejected, active").
 *
 * - `pending`: registered through /register with the §3 registration fields; the
 *   applicant may keep editing the registration forms (UPDATE_FORMS, /register-forms)
 *   until an admin decides.
 * - `review`: a rejected applicant corrected the forms and resubmitted
 *   (/complete-register-forms); back in the admin's request list, marked as a resubmission.
 * - `active`: may use the portal. ACTIVATE is refused as "already active" with code 104
 *   (spec 000 §4: "Activating an already active user warns 'already active'",
 *   "Response code '104' is shown as a warning and the row stays").
 * - `rejected`: sees the reason and may RESUBMIT. REJECT is refused as "already rejected".
 * - `disabled`: the platform account switched off by an admin (000 §4 "switch platform
 *   account between active and disabled"); its sessions are revoked by the runtime.
 *
 * Pending and review accounts cannot log in to the portal (000 §4 "A pending account
 * cannot log in"); they reach only the registration-form routes.
 */
import { setup } from 'xstate';
import { command, lifecycle, lifecycleActions, type CommandInput } from '../core/lifecycle';
import { conflict, fieldRefusal, rule } from '../core/rule';
import type { LifecycleContext, LifecycleMeta } from '../core/types';
import type { Who } from '../core/types';

export interface UserAccountRecord {
  id: number;
  mozdalefa_status: string;
  [key: string]: unknown;
}

export type UserAccountEvent =
  { type: 'ACTIVATE'; roles: number[] } | { type: 'REJECT'; reject_reason: string } | { type: 'DISABLE' } | { type: 'ENABLE' } | { type: 'UPDATE_FORMS' } | { type: 'RESUBMIT' };

type Args = { event: UserAccountEvent };
/** What each runtime actor receives: the record as last seen and the event. */
export type UserAccountInput = CommandInput<UserAccountRecord, UserAccountEvent>;

/** Account types allowed to decide on applications and switch accounts. */
const ADMIN: Who = { permissions: ['user-request'], accountTypes: ['admin' as const] };
const PLATFORM: Who = { permissions: ['user-update'], accountTypes: ['admin' as const] };
const APPLICANT: Who = { party: 'self' };

const { stable } = lifecycle('userAccount');

export const userAccountMachine = setup({
  types: {
    context: {} as LifecycleContext<UserAccountRecord>,
    events: {} as UserAccountEvent,
    input: {} as { record?: UserAccountRecord } | undefined,
  },
  guards: {
    rolesChosen: rule<Args>(fieldRefusal('roles', 'validation.roles.min'), ({ event }) => event.type === 'ACTIVATE' && Array.isArray(event.roles) && event.roles.length > 0),
    reasonGiven: rule<Args>(
      fieldRefusal('reject_reason', 'validation.rejectCause'),
      ({ event }) => event.type === 'REJECT' && typeof event.reject_reason === 'string' && event.reject_reason.trim().length > 0,
    ),
  },
  actors: {
    activate: command<UserAccountRecord, UserAccountInput>(),
    reject: command<UserAccountRecord, UserAccountInput>(),
    disable: command<UserAccountRecord, UserAccountInput>(),
    enable: command<UserAccountRecord, UserAccountInput>(),
    updateForms: command<UserAccountRecord, UserAccountInput>(),
    resubmit: command<UserAccountRecord, UserAccountInput>(),
  },
  actions: lifecycleActions,
}).createMachine({
  id: 'userAccount',
  context: ({ input }) => (input?.record ? { record: input.record } : {}),
  initial: 'pending',
  meta: {
    label: { ar: 'حساب المستخدم', en: 'User account' },
    spec: ['000 §3 User (mozdalefa_status)', '000 §4 User account', '001 §4 User: pending, disabled, review, rejected, active'],
    statuses: 'pending, review, active, rejected, disabled',
    parties: { self: { ar: 'صاحب الحساب نفسه (المتقدم بطلب التسجيل)', en: 'The account holder (the applicant)' } },
  } satisfies LifecycleMeta,
  states: {
    pending: stable(
      { label: { ar: 'قيد الانتظار', en: 'Pending' }, tone: 'warning', description: { ar: 'طلب تسجيل بانتظار قرار المدير', en: 'Registration awaiting an administrator' } },
      {
        ACTIVATE: {
          target: 'active',
          guard: 'rolesChosen',
          actor: 'activate',
          meta: { label: { ar: 'تفعيل', en: 'Activate' }, who: ADMIN, spec: ['000 §4 Admin actions on a user: activate (roles must be chosen)'], example: { roles: [2] } },
        },
        REJECT: {
          target: 'rejected',
          guard: 'reasonGiven',
          actor: 'reject',
          meta: { label: { ar: 'رفض', en: 'Reject' }, who: ADMIN, spec: ['000 §4 Admin actions on a user: reject (reason required)'], example: { reject_reason: 'السجل التجاري منتهي' } },
        },
        UPDATE_FORMS: {
          target: 'pending',
          actor: 'updateForms',
          meta: { label: { ar: 'تحديث نماذج التسجيل', en: 'Update registration forms' }, who: APPLICANT, spec: ['000 §2 Registration forms /register-forms'] },
        },
      },
    ),
    review: stable(
      { label: { ar: 'قيد المراجعة', en: 'Under review' }, tone: 'info', description: { ar: 'أعاد المتقدم إرسال النماذج بعد الرفض', en: 'The applicant resubmitted after a rejection' } },
      {
        ACTIVATE: {
          target: 'active',
          guard: 'rolesChosen',
          actor: 'activate',
          meta: { label: { ar: 'تفعيل', en: 'Activate' }, who: ADMIN, spec: ['000 §4 Admin actions on a user: activate (roles must be chosen)'], example: { roles: [2] } },
        },
        REJECT: {
          target: 'rejected',
          guard: 'reasonGiven',
          actor: 'reject',
          meta: { label: { ar: 'رفض', en: 'Reject' }, who: ADMIN, spec: ['000 §4 Admin actions on a user: reject (reason required)'], example: { reject_reason: 'السجل التجاري منتهي' } },
        },
      },
    ),
    active: stable(
      {
        label: { ar: 'نشط', en: 'Active' },
        tone: 'success',
        description: { ar: 'يدخل إلى البوابة بأدواره', en: 'Signs in to the portal with its roles' },
        refusals: { ACTIVATE: conflict('userAccount.alreadyActive', '104') },
      },
      {
        DISABLE: {
          target: 'disabled',
          actor: 'disable',
          meta: { label: { ar: 'تعطيل الحساب', en: 'Disable account' }, who: PLATFORM, spec: ['000 §4 switch platform account between active and disabled'] },
        },
      },
    ),
    rejected: stable(
      {
        label: { ar: 'مرفوض', en: 'Rejected' },
        tone: 'danger',
        description: { ar: 'يرى صاحب الطلب سبب الرفض ويمكنه التصحيح وإعادة الإرسال', en: 'The applicant sees the reason and may correct and resubmit' },
        refusals: { REJECT: conflict('userAccount.alreadyRejected', '104') },
      },
      {
        RESUBMIT: {
          target: 'review',
          actor: 'resubmit',
          meta: { label: { ar: 'إعادة إرسال النماذج', en: 'Resubmit forms' }, who: APPLICANT, spec: ['000 §2 /complete-register-forms (rejected users)'] },
        },
        ACTIVATE: {
          target: 'active',
          guard: 'rolesChosen',
          actor: 'activate',
          meta: { label: { ar: 'تفعيل', en: 'Activate' }, who: ADMIN, spec: ['000 §4 Admin actions on a user: activate'], example: { roles: [2] } },
        },
      },
    ),
    disabled: stable(
      {
        label: { ar: 'معطل', en: 'Disabled' },
        tone: 'danger',
        description: { ar: 'أوقف المدير الحساب وأُنهيت جلساته', en: 'Switched off by an administrator; its sessions were ended' },
        refusals: { DISABLE: conflict('userAccount.alreadyDisabled', '104') },
      },
      {
        ENABLE: {
          target: 'active',
          actor: 'enable',
          meta: { label: { ar: 'تفعيل الحساب', en: 'Enable account' }, who: PLATFORM, spec: ['000 §4 switch platform account between active and disabled'] },
        },
      },
    ),
  },
});
