import type { FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load. The tickets group is src/features/tickets/menu.ts's.
export const menu: FeatureMenuItem[] = [
  { group: 'tickets', order: 30, path: '/ticket-admin-groups', label: { ar: 'مجموعات مشرفي التذاكر', en: 'Ticket admin groups' }, icon: 'pi pi-users', permission: 'ticket-subject-index' },
];
