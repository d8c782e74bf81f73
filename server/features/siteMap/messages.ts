/** The site map's API messages and its own labels (those no machine gives), in Arabic and English. */
import type { Label } from '../../../shared/label';
import type { ViolationClass } from '../../../shared/siteMap';

export const siteMapMessages: Record<string, Label> = {
  'siteMap.ok': { ar: 'تم جلب خريطة الموقع', en: 'Site map retrieved' },
  'siteMap.squareMissing': { ar: 'المربع: الخيار المحدد غير موجود', en: 'The selected square does not exist' },
  'siteMap.companyMissing': { ar: 'الشركة: الخيار المحدد غير موجود', en: 'The selected company does not exist' },
};

/** A camp never assigned, or whose assignment has no readiness licence: the measures' first class. */
export const notAssigned: Label = { ar: 'غير مخصص', en: 'Not assigned' };
export const noLicence: Label = { ar: 'لا توجد رخصة', en: 'No licence' };

/** The violations measure (no machine names it) and its classes. */
export const violationsLabel: Label = { ar: 'المخالفات الصادرة', en: 'Issued violations' };
export const violationClassLabels: Record<ViolationClass, Label> = {
  '0': { ar: 'لا توجد مخالفات', en: 'No violations' },
  '1': { ar: 'مخالفة واحدة', en: 'One violation' },
  '2': { ar: 'مخالفتان', en: 'Two violations' },
  '3+': { ar: 'ثلاث مخالفات فأكثر', en: 'Three or more' },
};
