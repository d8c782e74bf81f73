import type { FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load. The group is the news area's
// (src/features/news/menu.ts).
export const menu: FeatureMenuItem[] = [{ group: 'news', order: 20, path: '/news-bar', label: { ar: 'شريط الأخبار', en: 'News bar' }, icon: 'pi pi-align-justify', permission: 'news-bar-index' }];
