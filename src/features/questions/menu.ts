import type { FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
export const menu: FeatureMenuItem[] = [{ group: 'templates', order: 10, path: '/questions', label: { ar: 'الأسئلة', en: 'Questions' }, icon: 'pi pi-question-circle', permission: 'question-index' }];
