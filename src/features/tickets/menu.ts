import type { FeatureMenuGroup, FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load. The group holds the subjects' and
// the admin groups' items too (their menu.ts).
export const menuGroups: FeatureMenuGroup[] = [{ key: 'tickets', label: { ar: 'التذاكر', en: 'Tickets' }, icon: 'pi pi-ticket', order: 60 }];

export const menu: FeatureMenuItem[] = [{ group: 'tickets', order: 10, path: '/tickets', label: { ar: 'التذاكر', en: 'Tickets' }, icon: 'pi pi-ticket', permission: 'ticket-index' }];
