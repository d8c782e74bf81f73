/** The clearance area's API messages, in Arabic and English (the machine's refusals are machines/clearance/messages.ts). */
import type { Label } from '../../../shared/label';

export const clearanceAreaMessages: Record<string, Label> = {
  'clearance.list': { ar: 'تم جلب المخالصات', en: 'Clearances retrieved' },
  'clearance.voted': { ar: 'تم تسجيل التصويت على المخالصة', en: 'Your clearance vote is recorded' },
  'clearance.initiated': { ar: 'تم بدء مخالصة الشركة', en: 'The company’s clearance is started' },
  'clearance.missing': { ar: 'لا توجد مخالصة تصوّت عليها لهذه الشركة', en: 'No clearance of this company for you to vote on' },
  'clearance.voteMissing': { ar: 'التصويت غير موجود', en: 'No such clearance vote' },
  'clearance.unknownCompany': { ar: 'الشركة المختارة غير موجودة', en: 'The selected company does not exist' },
  'clearance.notCompany': { ar: 'يجب اختيار حساب شركة نشط', en: 'Choose an active company account' },
  'clearance.votersRequired': { ar: 'يرجى اختيار مصوّت واحد على الأقل', en: 'Choose at least one voter' },
  'clearance.badVoter': { ar: 'أحد المصوّتين المختارين غير موجود أو غير نشط', en: 'A chosen voter does not exist or is not active' },
  'clearance.selfVoter': { ar: 'لا يمكن أن تصوّت الشركة على مخالصتها', en: 'A company cannot vote on its own clearance' },
  'clearance.status.pending': { ar: 'قيد التصويت', en: 'In progress' },
  'clearance.status.accept': { ar: 'تمت المخالصة', en: 'Cleared' },
  'clearance.status.reject': { ar: 'مرفوضة', en: 'Rejected' },
};
