import type { FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load. The tickets group is src/features/tickets/menu.ts's.
export const menu: FeatureMenuItem[] = [
  { group: 'tickets', order: 20, path: '/ticket-subject', label: { ar: 'مواضيع التذاكر', en: 'Ticket subjects' }, icon: 'pi pi-tags', permission: 'ticket-subject-index' },
];
