import type { FeatureMenuItem } from '../../app/menu';
import { BOARDS } from './boards';

// Labels in both languages here: the menu shows before the area's texts load. In the spec's order (000 §2): the
// site map (15) comes after the additions stage.
const ORDER = [11, 12, 13, 14, 16, 17, 18];
export const menu: FeatureMenuItem[] = BOARDS.map((b, i) => ({ group: 'dashboard', order: ORDER[i]!, path: b.route, label: b.label, icon: b.icon, permission: b.permission }));
