/** The site map for stories, shaped as the contract's SiteMap: two drawn squares and one not drawn, camps in every measure's classes. */
import type { components } from '../../openapi/schema';
import { classOf, polygon, type SiteMapMeasure } from '../../shared/siteMap';

type SiteMap = components['schemas']['SiteMap'];
type Camp = components['schemas']['SiteMapCamp'];

const block = (west: number, north: number) =>
  polygon([
    [west, north],
    [west + 0.0074, north],
    [west + 0.0074, north - 0.0033],
    [west, north - 0.0033],
  ]);
const plot = (west: number, north: number) =>
  polygon([
    [west, north],
    [west + 0.0016, north],
    [west + 0.0016, north - 0.0011],
    [west, north - 0.0011],
  ]);

const labels = {
  assignment: { none: 'غير مخصص', pending: 'بانتظار الموعد', appointment: 'لم يتم الاستلام', answered: 'جاري التسليم', deliverd: 'تم الاستلام', returned: 'مرتجع' },
  readiness: { notready: 'غير جاهز', ready: 'جاهز' },
  licence: { none: 'لا توجد رخصة', pending: 'قيد الانتظار', disapproved: 'غير معتمد', approved: 'معتمد', rejected: 'مرفوض', cancelled: 'ملغي' },
} as const;

function camp(over: Partial<Camp> & Pick<Camp, 'id' | 'name' | 'name_en' | 'square_id'>): Camp {
  const assignment = over.assignment_status ?? null;
  const licence = over.licence_status ?? null;
  return {
    capacity: 1200,
    geometry: null,
    status: 'ready',
    assignment_id: assignment ? over.id + 100 : null,
    assignment_status: assignment,
    company_id: assignment ? 7 : null,
    licence_id: licence ? over.id + 200 : null,
    licence_status: licence,
    violations: 0,
    ...over,
  };
}

export const camps: Camp[] = [
  camp({ id: 1, name: 'مخيم 1-1', name_en: 'Camp 1-1', square_id: 1, geometry: plot(39.9043, 21.3928), assignment_status: 'deliverd', licence_status: 'approved', violations: 2 }),
  camp({ id: 2, name: 'مخيم 1-2', name_en: 'Camp 1-2', square_id: 1, geometry: plot(39.9062, 21.3928), assignment_status: 'pending', status: 'notready' }),
  camp({ id: 3, name: 'مخيم 1-3', name_en: 'Camp 1-3', square_id: 1, geometry: plot(39.9081, 21.3928), assignment_status: 'appointment', licence_status: 'pending', violations: 4 }),
  camp({ id: 4, name: 'مخيم 1-4', name_en: 'Camp 1-4', square_id: 1, geometry: null, status: 'notready' }),
  camp({ id: 5, name: 'مخيم 2-1', name_en: 'Camp 2-1', square_id: 2, geometry: plot(39.9123, 21.3928), assignment_status: 'returned', violations: 1 }),
  camp({ id: 6, name: 'مخيم 2-2', name_en: 'Camp 2-2', square_id: 2, geometry: plot(39.9142, 21.3928) }),
];

const count = (key: SiteMapMeasure, list: Camp[]) => (cls: string) => list.filter((c) => classOf(c, key) === cls).length;

export function siteMap(list: Camp[] = camps, squares: SiteMap['squares'] | null = null): SiteMap {
  const classes = (key: 'assignment' | 'readiness' | 'licence', names: Record<string, string>) => Object.entries(names).map(([k, label]) => ({ key: k, label, count: count(key, list)(k) }));
  return {
    squares: squares ?? [
      { id: 1, name: 'مربع 1', name_en: 'Square 1', code: 'MZ-01', geometry: block(39.904, 21.394), camps: list.filter((c) => c.square_id === 1).length },
      { id: 2, name: 'مربع 2', name_en: 'Square 2', code: 'MZ-02', geometry: block(39.912, 21.394), camps: list.filter((c) => c.square_id === 2).length },
      { id: 3, name: 'مربع 3', name_en: 'Square 3', code: 'MZ-03', geometry: null, camps: 0 },
    ],
    camps: list,
    measures: [
      { key: 'assignment', label: 'تخصيص المخيم', classes: classes('assignment', labels.assignment) },
      { key: 'readiness', label: 'جاهزية المخيم', classes: classes('readiness', labels.readiness) },
      { key: 'licence', label: 'رخصة الجاهزية', classes: classes('licence', labels.licence) },
      {
        key: 'violations',
        label: 'المخالفات الصادرة',
        classes: [
          { key: '0', label: 'لا توجد مخالفات', count: count('violations', list)('0') },
          { key: '1', label: 'مخالفة واحدة', count: count('violations', list)('1') },
          { key: '2', label: 'مخالفتان', count: count('violations', list)('2') },
          { key: '3+', label: 'ثلاث مخالفات فأكثر', count: count('violations', list)('3+') },
        ],
      },
    ],
    companies: [
      { id: 7, name: 'شركة الضيافة لخدمات الحجاج' },
      { id: 9, name: 'شركة الهدى لخدمات الحجاج' },
    ],
  };
}
