import type { FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load. With the other
// administration screens (users, roles, outgoing mail): reading the log is administration.
export const menu: FeatureMenuItem[] = [{ group: 'users', order: 80, path: '/logs', label: { ar: 'سجل التدقيق', en: 'Audit log' }, icon: 'pi pi-history', permission: 'audit-log-index' }];
