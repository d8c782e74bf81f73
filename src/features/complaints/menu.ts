import type { FeatureMenuGroup, FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
export const menuGroups: FeatureMenuGroup[] = [{ key: 'complaints', label: { ar: 'الشكاوى', en: 'Complaints' }, icon: 'pi pi-megaphone', order: 55 }];

export const menu: FeatureMenuItem[] = [{ group: 'complaints', order: 10, path: '/complaints', label: { ar: 'الشكاوى', en: 'Complaints' }, icon: 'pi pi-megaphone', permission: 'complaint-index' }];
