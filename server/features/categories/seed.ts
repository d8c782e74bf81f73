/**
 * Demo categories: the specialties of the engineers and technicians who inspect and hand over
 * the camps, in both languages, in one insert. Two are switched off (Fire alarm folded into
 * Safety, Catering handed to another authority) so the list's active filter has something to
 * show. Demo data only: a real database starts with none and the administrator adds them.
 */
import type { Tx } from '../../db/client';
import type { DemoSeedContext } from '../../seed/areas';
import { categories } from './table';

const DEMO: Array<[ar: string, en: string, active?: false]> = [
  ['كهرباء', 'Electrical'],
  ['سباكة', 'Plumbing'],
  ['إنشائي', 'Structural'],
  ['سلامة', 'Safety'],
  ['تكييف وتهوية', 'HVAC'],
  ['اتصالات', 'Telecom'],
  ['معماري', 'Architectural'],
  ['مساحة', 'Surveying'],
  ['دفاع مدني', 'Civil defence'],
  ['صحة عامة وإصحاح بيئي', 'Public health and sanitation'],
  ['طرق ومرور', 'Roads and traffic'],
  ['إنذار الحريق', 'Fire alarm', false],
  ['الإعاشة', 'Catering', false],
];

export async function demo(tx: Tx, { now }: DemoSeedContext): Promise<void> {
  // a day apart, oldest first, so the list's newest-first order is the table's order reversed
  const day = 24 * 60 * 60 * 1000;
  await tx.insert(categories).values(
    DEMO.map(([name, nameEn, active], i) => {
      const at = new Date(now.getTime() - (DEMO.length - i) * day);
      return { name, nameEn, isActive: active ?? true, createdAt: at, updatedAt: at };
    }),
  );
}
