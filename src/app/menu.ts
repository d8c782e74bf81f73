/**
 * The side menu (spec 000 §2, spec 001 §2): groups in the spec's order; an item
 * shows only when the user's permissions hold its permission. Each area adds its own
 * items from `src/features/<area>/menu.ts` (found by convention, so adding an area edits
 * nothing here); every item leads to a built screen (menu.test.ts).
 */
import type { Permission } from '../../shared/permission-names';
import type { Label } from '../../shared/label';
import { hasPermission, type SessionData } from '../shared/auth/session';

export interface MenuItem {
  path: string;
  /** a key of the `menu` namespace, or the text itself in both languages (an area's own item: its texts load with its screens, the menu shows at once) */
  label: string | Label;
  icon: string;
  permission?: Permission;
  /** extra rule beyond the permission (e.g. employees: admins or users without a parent) */
  visible?: (ctx: { typeCode: string; parentId: number | null | undefined }) => boolean;
}

export interface MenuGroup {
  key: string;
  label: string | Label;
  icon: string;
  items: MenuItem[];
}

/** An item an area contributes from its `menu.ts`: the group it joins and its place there. */
export interface FeatureMenuItem extends MenuItem {
  group: string;
  /** position within the group (lower first) */
  order: number;
}

/** A group an area may add when none of these fits it. */
export interface FeatureMenuGroup {
  key: string;
  label: string | Label;
  icon: string;
  order: number;
}

/** The groups, in the spec's order; areas add their items (and, rarely, groups) from `menu.ts`. */
const groups: FeatureMenuGroup[] = [
  { key: 'dashboard', label: 'groups.dashboard', icon: 'pi pi-home', order: 10 },
  { key: 'users', label: 'groups.users', icon: 'pi pi-users', order: 20 },
  { key: 'terms', label: 'groups.terms', icon: 'pi pi-file-check', order: 30 },
  { key: 'templates', label: 'groups.templates', icon: 'pi pi-clone', order: 40 },
  { key: 'assignCamp', label: 'groups.assignCamp', icon: 'pi pi-map', order: 50 },
  { key: 'locationOrders', label: 'groups.locationOrders', icon: 'pi pi-map-marker', order: 70 },
  { key: 'orders', label: 'groups.orders', icon: 'pi pi-briefcase', order: 80 },
  { key: 'clearance', label: 'groups.clearance', icon: 'pi pi-verified', order: 85 },
  { key: 'notifications', label: 'groups.notifications', icon: 'pi pi-bell', order: 90 },
];

const modules = import.meta.glob<{ menu?: FeatureMenuItem[]; menuGroups?: FeatureMenuGroup[] }>('../features/*/menu.ts', { eager: true });

/** Build the menu from the groups and the areas' items; an item naming an unknown group is a mistake, said at once. */
export function buildMenu(sources: Array<{ menu?: FeatureMenuItem[]; menuGroups?: FeatureMenuGroup[] }>): MenuGroup[] {
  const allGroups = [...groups, ...sources.flatMap((m) => m.menuGroups ?? [])].sort((a, b) => a.order - b.order);
  const items = sources.flatMap((m) => m.menu ?? []);
  for (const item of items) if (!allGroups.some((g) => g.key === item.group)) throw new Error(`menu item ${item.path} names an unknown group "${item.group}"`);
  return allGroups
    .map((g) => ({
      key: g.key,
      label: g.label,
      icon: g.icon,
      items: items
        .filter((i) => i.group === g.key)
        .sort((a, b) => a.order - b.order)
        .map(({ group: _group, order: _order, ...item }) => item),
    }))
    .filter((g) => g.items.length > 0);
}

export const menu: MenuGroup[] = buildMenu(Object.values(modules));

/** A menu label in the reader's language. */
export function menuLabel(label: string | Label, t: (key: string) => string, lang: string): string {
  return typeof label === 'string' ? t(label.includes(':') ? label : `menu:${label}`) : label[lang === 'en' ? 'en' : 'ar'];
}

/** The groups and items this account sees: the item's permission held and its extra rule met; empty groups dropped. */
export function visibleMenu(session: SessionData | null): MenuGroup[] {
  const typeCode = session?.type?.code ?? '';
  const parentId = session?.user.parent_id;
  return menu.map((g) => ({ ...g, items: g.items.filter((i) => hasPermission(session, i.permission) && (!i.visible || i.visible({ typeCode, parentId }))) })).filter((g) => g.items.length > 0);
}
