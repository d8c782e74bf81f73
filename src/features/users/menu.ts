import type { FeatureMenuItem } from '../../app/menu';

export const menu: FeatureMenuItem[] = [
  { group: 'users', order: 10, path: '/users', label: 'items.users', icon: 'pi pi-user', permission: 'user-index' },
  { group: 'users', order: 20, path: '/users/request', label: 'items.requests', icon: 'pi pi-user-plus', permission: 'user-request' },
  { group: 'users', order: 30, path: '/user-contacts', label: 'items.contacts', icon: 'pi pi-address-book', permission: 'user-contact-index' },
  {
    group: 'users',
    order: 50,
    path: '/employees',
    label: 'items.employees',
    icon: 'pi pi-id-card',
    permission: 'user-employee-index',
    visible: ({ typeCode, parentId }) => typeCode === 'admin' || !parentId,
  },
];
