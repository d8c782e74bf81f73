import type { Label } from '../../../shared/label';

/** Messages only the alliances API sends. */
export const allianceMessages = {
  'alliances.created': { ar: 'تم إنشاء التحالف', en: 'The alliance was created' },
  'alliances.renamed': { ar: 'تم تعديل اسم التحالف', en: 'The alliance was renamed' },
  'alliances.leaderChanged': { ar: 'تم تغيير قائد التحالف', en: 'The alliance leader was changed' },
  'alliances.memberAdded': { ar: 'تمت إضافة العضو إلى التحالف', en: 'The member was added to the alliance' },
  'alliances.memberRemoved': { ar: 'تمت إزالة العضو من التحالف', en: 'The member was removed from the alliance' },
  'alliances.deleted': { ar: 'تم حل التحالف', en: 'The alliance was dissolved' },
  'alliances.notFound': { ar: 'التحالف غير موجود', en: 'The alliance was not found' },
  'alliances.notCompany': {
    ar: 'يجب أن يكون العضو حساب شركة نشطاً (مقدم خدمة أو شركة رافة أو شريك أو مقاول)',
    en: 'A member must be an active company account (service provider, raft company, sharer or contractor)',
  },
  'alliances.inOtherAlliance': { ar: 'الشركة «{company}» تنتمي إلى التحالف «{alliance}»', en: '“{company}” already belongs to the alliance “{alliance}”' },
  'alliances.alreadyMember': { ar: 'الشركة «{company}» عضو في هذا التحالف مسبقاً', en: '“{company}” is already a member of this alliance' },
  'alliances.alreadyLeader': { ar: 'الشركة «{company}» هي قائد هذا التحالف مسبقاً', en: '“{company}” already leads this alliance' },
  'alliances.notMember': { ar: 'هذه الشركة ليست عضواً في هذا التحالف', en: 'This company is not a member of this alliance' },
  'alliances.cannotRemoveLeader': { ar: 'لا يمكن إزالة قائد التحالف؛ اختر قائداً آخر أولاً', en: 'The leader cannot be removed; choose another leader first' },
  'alliances.lastMember': {
    ar: 'يحتاج التحالف إلى قائده وعضو آخر على الأقل؛ قم بحل التحالف بدلاً من ذلك',
    en: 'An alliance needs its leader and at least one other member; dissolve the alliance instead',
  },
} as const satisfies Record<string, Label>;
