import type { FeatureMenuItem } from '../../app/menu';
import { isStaffType } from '../../../shared/accountTypes';

// Labels in both languages here: the menu shows before the area's texts load. The group is src/app/menu.ts's 'clearance'.
export const menu: FeatureMenuItem[] = [
  { group: 'clearance', order: 30, path: '/clearance', label: { ar: 'المخالصة', en: 'Clearance' }, icon: 'pi pi-verified', permission: 're-assign-clearance' },
  // a company sees its own clearance (read only)
  {
    group: 'clearance',
    order: 31,
    path: '/clearance',
    label: { ar: 'مخالصة الشركة', en: 'Company clearance' },
    icon: 'pi pi-verified',
    permission: 'clearance-sadad-index',
    visible: ({ typeCode }) => !isStaffType(typeCode),
  },
  { group: 'clearance', order: 40, path: '/clearance-kidana', label: { ar: 'مخالصة كدانة', en: 'Kidana clearance' }, icon: 'pi pi-check-square', permission: 'clearance-kidana-index' },
];
