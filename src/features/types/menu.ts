import type { FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
export const menu: FeatureMenuItem[] = [{ group: 'templates', order: 50, path: '/type', label: { ar: 'أنواع المستخدمين', en: 'User types' }, icon: 'pi pi-user-edit', permission: 'user-type-index' }];
