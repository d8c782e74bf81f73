import type { FeatureMenuItem } from '../../app/menu';

// spec 000 §2: /testing-api is admin-only (the admin guard)
export const menu: FeatureMenuItem[] = [{ group: 'dashboard', order: 60, path: '/testing-api', label: 'items.testingApi', icon: 'pi pi-code', visible: ({ typeCode }) => typeCode === 'admin' }];
