import type { FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
export const menu: FeatureMenuItem[] = [
  { group: 'dashboard', order: 45, path: '/sla', label: { ar: 'المدد المستهدفة والمتأخرات', en: 'SLA clocks' }, icon: 'pi pi-stopwatch', permission: 'workflow-index' },
];
