/**
 * The side menu (spec 000 §2, spec 001 §2): groups in the spec's order; an item
 * shows only when the user's permissions hold its permission. Areas are added
 * here as their screens are built.
 */
export interface MenuItem {
  path: string;
  /** i18n key in the `menu` namespace */
  label: string;
  icon: string;
  permission?: string;
  /** extra rule beyond the permission (e.g. employees: admins or users without a parent) */
  visible?: (ctx: { typeCode: string; parentId: number | null | undefined }) => boolean;
}

export interface MenuGroup {
  key: string;
  label: string;
  icon: string;
  items: MenuItem[];
}

export const menu: MenuGroup[] = [
  { key: 'dashboard', label: 'groups.dashboard', icon: 'pi pi-home', items: [{ path: '/dashboard', label: 'items.dashboard', icon: 'pi pi-chart-bar' }] },
  {
    key: 'users',
    label: 'groups.users',
    icon: 'pi pi-users',
    items: [
      { path: '/users', label: 'items.users', icon: 'pi pi-user', permission: 'user-index' },
      { path: '/users/request', label: 'items.requests', icon: 'pi pi-user-plus', permission: 'user-request' },
      { path: '/user-contacts', label: 'items.contacts', icon: 'pi pi-address-book', permission: 'user-contact-index' },
      { path: '/roles', label: 'items.roles', icon: 'pi pi-shield', permission: 'user-role-index' },
      {
        path: '/employees',
        label: 'items.employees',
        icon: 'pi pi-id-card',
        permission: 'user-employee-index',
        visible: ({ typeCode, parentId }) => typeCode === 'admin' || !parentId,
      },
      { path: '/alliances', label: 'items.alliances', icon: 'pi pi-sitemap' },
      { path: '/outbox', label: 'items.outbox', icon: 'pi pi-envelope', permission: 'outbox-index' },
    ],
  },
  {
    key: 'notifications',
    label: 'groups.notifications',
    icon: 'pi pi-bell',
    items: [
      { path: '/notifications', label: 'items.notifications', icon: 'pi pi-bell', permission: 'notification-index' },
      { path: '/notifications/create', label: 'items.notificationCreate', icon: 'pi pi-send', permission: 'notification-create' },
    ],
  },
];
