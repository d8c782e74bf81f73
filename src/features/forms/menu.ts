import type { FeatureMenuItem } from '../../app/menu';

// Labels in both languages here: the menu shows before the area's texts load.
export const menu: FeatureMenuItem[] = [
  { group: 'templates', order: 30, path: '/forms', label: { ar: 'النماذج', en: 'Forms' }, icon: 'pi pi-file-edit', permission: 'form-index' },
  { group: 'templates', order: 70, path: '/temp-licenses-forms', label: { ar: 'نماذج الرخص المؤقتة', en: 'Temporary licence forms' }, icon: 'pi pi-stopwatch', permission: 'temp-tamplate-form-index' },
];
