/** The dbArchives area's API messages, in Arabic and English (dates and names inside Arabic text are bidi isolates). */
import type { Label } from '../../../shared/label';

export const dbArchivesMessages: Record<string, Label> = {
  'dbArchives.list': { ar: 'تم جلب أرشيف المواسم', en: 'Season archive retrieved' },
  'dbArchives.seasons': { ar: 'تم جلب المواسم', en: 'Seasons retrieved' },
  'dbArchives.records': { ar: 'تم جلب طلبات الموسم ورخصه', en: 'The season’s orders and licences retrieved' },
  'dbArchives.created': { ar: 'تمت إضافة الموسم بنجاح', en: 'Season created' },
  'dbArchives.updated': { ar: 'تم تعديل الموسم بنجاح', en: 'Season updated' },
  'dbArchives.activated': { ar: 'تم تفعيل الموسم بنجاح', en: 'Season activated' },
  'dbArchives.missing': { ar: 'الموسم غير موجود', en: 'No such season' },
  'dbArchives.hijriTaken': { ar: 'يوجد موسم آخر لهذه السنة الهجرية', en: 'Another season already has this Hijri year' },
  'dbArchives.overlaps': { ar: 'يتداخل مع موسم «\u2068{name}\u2069» (\u2066{starts} – {ends}\u2069)', en: 'Overlaps the season “{name}” ({starts} – {ends})' },
};
