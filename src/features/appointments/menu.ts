import type { FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
export const menu: FeatureMenuItem[] = [
  {
    group: 'assignCamp',
    order: 50,
    path: '/create-appointments',
    label: { ar: 'إنشاء المواعيد', en: 'Book appointments' },
    icon: 'pi pi-calendar-plus',
    permission: 'delivery-appointment-creat-index',
  },
  { group: 'assignCamp', order: 51, path: '/appointments', label: { ar: 'المواعيد', en: 'Appointments' }, icon: 'pi pi-calendar', permission: 'delivery-appointment-index' },
  { group: 'assignCamp', order: 52, path: '/absence-history', label: { ar: 'سجل الغياب', en: 'Absence history' }, icon: 'pi pi-user-minus', permission: 'absence-history' },
];
