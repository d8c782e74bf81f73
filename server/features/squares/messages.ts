/** The squares area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';
import { squareRuleMessages } from '../../../shared/rules/squares';

export const squaresMessages: Record<string, Label> = {
  ...squareRuleMessages,
  'squares.list': { ar: 'تم جلب المربعات', en: 'Squares retrieved' },
  'squares.created': { ar: 'تمت إضافة المربع بنجاح', en: 'Square created' },
  'squares.updated': { ar: 'تم تعديل المربع بنجاح', en: 'Square updated' },
  'squares.deleted': { ar: 'تم حذف المربع بنجاح', en: 'Square deleted' },
  'squares.missing': { ar: 'المربع غير موجود', en: 'No such square' },
};
