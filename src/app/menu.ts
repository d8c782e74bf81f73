/**
 * The side menu (spec 000 §2, spec 001 §2): groups in the spec's order; an item
 * shows only when the user's permissions hold its permission. Areas are added
 * here as their screens are built: every item leads to a built screen (menu.test.ts).
 */
import { hasPermission, type SessionData } from '../shared/auth/session';

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
  {
    key: 'dashboard',
    label: 'groups.dashboard',
    icon: 'pi pi-home',
    items: [
      { path: '/dashboard', label: 'items.dashboard', icon: 'pi pi-chart-bar' },
      // spec 000 §2: /testing-api is admin-only (the admin guard)
      { path: '/testing-api', label: 'items.testingApi', icon: 'pi pi-code', visible: ({ typeCode }) => typeCode === 'admin' },
    ],
  },
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

/** The groups and items this account sees: the item's permission held and its extra rule met; empty groups dropped. */
export function visibleMenu(session: SessionData | null): MenuGroup[] {
  const typeCode = session?.type?.code ?? '';
  const parentId = session?.user.parent_id;
  return menu
    .map((g) => ({ ...g, items: g.items.filter((i) => hasPermission(session, i.permission) && (!i.visible || i.visible({ typeCode, parentId }))) }))
    .filter((g) => g.items.length > 0);
}
