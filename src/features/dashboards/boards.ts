/**
 * The dashboards of spec 000 §2 and their permissions (§6): the route, the call that answers it (ours,
 * openapi/areas/dashboards.yaml) and the menu's label, declared once for the routes, the menu and the screen.
 */
import type { Permission } from '../../../shared/permission-names';
import type { Label } from '../../../shared/label';

export interface BoardDef {
  route: string;
  api: string;
  permission: Permission;
  label: Label;
  icon: string;
}

export const BOARDS = [
  { route: '/delivery-business', api: 'delivery-business', permission: 'dashboard-power-bi-1', label: { ar: 'أعمال التسليم', en: 'Delivery business' }, icon: 'pi pi-briefcase' },
  { route: '/civil-defense', api: 'civil-defense', permission: 'dashboard-civil-defense', label: { ar: 'الدفاع المدني', en: 'Civil defence' }, icon: 'pi pi-shield' },
  {
    route: '/camp-delivery-performance',
    api: 'camp-delivery-performance',
    permission: 'dashboard-delivred-camp',
    label: { ar: 'أداء تسليم المخيمات', en: 'Camp delivery performance' },
    icon: 'pi pi-chart-line',
  },
  { route: '/addition', api: 'addition', permission: 'dashboard-additions-stage', label: { ar: 'مرحلة الإضافات', en: 'Additions stage' }, icon: 'pi pi-plus-circle' },
  { route: '/orders-status', api: 'orders-status', permission: 'dashboard-order-status', label: { ar: 'حالة الطلبات', en: 'Orders status' }, icon: 'pi pi-list-check' },
  {
    route: '/dashboard-report-violations',
    api: 'report-violations',
    permission: 'dashboard-report-violations',
    label: { ar: 'تقرير المخالفات', en: 'Violations report' },
    icon: 'pi pi-exclamation-triangle',
  },
  { route: '/dashboard-reassign', api: 'reassign', permission: 'dashboard-reassign', label: { ar: 'إعادة التسليم والقفل', en: 'Re-delivery and lock' }, icon: 'pi pi-replay' },
] as const satisfies readonly BoardDef[];

export type BoardApi = (typeof BOARDS)[number]['api'];
