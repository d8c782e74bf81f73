/** News for stories, shaped as the contract's schemas: one item of each type, in Arabic and English. */
import type { components } from '../../openapi/schema';

type Row = components['schemas']['NewsItem'];
type File = components['schemas']['StoredFile'];

const file = (id: number, name: string, mime = 'image/png', size = 4800): File => ({ id, name, mime, size, url: `/api/files/${id}` });

export function newsRecord(over: Partial<Row> & { id: number }): Row {
  return {
    news_title: 'خبر',
    news_description: 'نص الخبر',
    news_type: 'news',
    main_news_image: null,
    other_news_image: [],
    news_video: null,
    version: 1,
    created_at: '2026-11-20T08:00:00Z',
    updated_at: '2026-11-20T08:00:00Z',
    ...over,
  };
}

export const imagesNews = newsRecord({
  id: 1,
  news_title: 'بدء تسليم المخيمات في مزدلفة لموسم حج 1448هـ',
  news_description: 'تعلن الهيئة بدء تسليم المخيمات للشركات المستفيدة اعتباراً من يوم الأحد 1 ذو القعدة 1448هـ وفق جدول المواعيد المعتمد في البوابة.\n\nعلى كل شركة التأكد من موعدها في صفحة المواعيد.',
  news_type: 'images',
  main_news_image: file(11, 'news-1.png'),
  other_news_image: [file(12, 'news-1-1.png'), file(13, 'news-1-2.png'), file(14, 'news-1-3.png')],
  created_at: '2026-11-28T09:00:00Z',
});

export const plainNews = newsRecord({
  id: 2,
  news_title: 'Readiness licence applications close on 20 Dhu al-Qadah',
  news_description: 'Companies must submit their readiness licence applications, with the signed pledge and the answers to the readiness form, no later than 20 Dhu al-Qadah 1448 AH.',
  news_type: 'news',
  created_at: '2026-11-27T09:00:00Z',
});

export const videoNews = newsRecord({
  id: 3,
  news_title: 'حملة السلامة الوقائية في المخيمات بالتعاون مع الدفاع المدني',
  news_description: 'تنطلق حملة السلامة الوقائية بالتعاون مع المديرية العامة للدفاع المدني.\n\nيعرض الفيديو المرفق أبرز اشتراطات السلامة المطلوبة قبل تشغيل المخيم.',
  news_type: 'video',
  news_video: file(15, 'season-briefing.webm', 'video/webm', 22128),
  created_at: '2026-11-26T09:00:00Z',
});

export const newsRows: Row[] = [imagesNews, plainNews, videoNews];
