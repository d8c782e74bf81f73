import type { FeatureMenuGroup, FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load. The group holds the news and the
// news bar (src/features/newsBar/menu.ts): what every signed-in user reads on the dashboard, written by staff.
export const menuGroups: FeatureMenuGroup[] = [{ key: 'news', label: { ar: 'الأخبار', en: 'News' }, icon: 'pi pi-megaphone', order: 88 }];

export const menu: FeatureMenuItem[] = [{ group: 'news', order: 10, path: '/news', label: { ar: 'الأخبار', en: 'News' }, icon: 'pi pi-megaphone', permission: 'news-index' }];
