/** The news area's API messages, in Arabic and English. */
import type { Label } from '../../../shared/label';

export const newsMessages: Record<string, Label> = {
  'news.list': { ar: 'تم جلب الأخبار', en: 'News retrieved' },
  'news.created': { ar: 'تمت إضافة الخبر بنجاح', en: 'News item created' },
  'news.updated': { ar: 'تم تعديل الخبر بنجاح', en: 'News item updated' },
  'news.deleted': { ar: 'تم حذف الخبر بنجاح', en: 'News item deleted' },
  'news.missing': { ar: 'الخبر غير موجود', en: 'No such news item' },
  // the type's rules on the files (shared/rules/news.ts `newsFilesProblem`)
  'news.mainRequired': { ar: 'الصورة الرئيسية مطلوبة', en: 'The main image is required' },
  'news.imagesRequired': { ar: 'خبر الصور يحتاج إلى صورة أخرى واحدة على الأقل', en: 'An images news item needs at least one other image' },
  'news.videoRequired': { ar: 'خبر الفيديو يحتاج إلى فيديو', en: 'A video news item needs a video' },
  'news.videoNotThisType': { ar: 'الفيديو لخبر من نوع «فيديو» فقط', en: 'A video belongs to a news item of type “video” only' },
  'news.imagesOnly': { ar: 'يجب أن يكون الملف صورة (PNG أو JPEG أو WebP)', en: 'The file must be an image (PNG, JPEG or WebP)' },
  'news.videoOnly': { ar: 'يجب أن يكون الملف فيديو (WebM أو MP4)', en: 'The file must be a video (WebM or MP4)' },
};
