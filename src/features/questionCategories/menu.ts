import type { FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
export const menu: FeatureMenuItem[] = [
  { group: 'templates', order: 20, path: '/question-category', label: { ar: 'تصنيفات الأسئلة', en: 'Question categories' }, icon: 'pi pi-tags', permission: 'question-category-index' },
];
