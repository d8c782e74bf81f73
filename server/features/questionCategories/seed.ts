/**
 * Demo question categories: the handover's subjects, each for the account types that deal with it,
 * and one naming its users one by one (the all-users option).
 */
import type { Tx } from '../../db/client';
import type { DemoSeedContext } from '../../seed/areas';
import { questionCategories, questionCategoryTypes, questionCategoryUsers } from './table';

/** [Arabic, English, account type ids (admin 1, service_provider 2, raft_office 4, kdana 7, contractor 9, consultant 10)] */
export const demoCategories: ReadonlyArray<readonly [string, string, number[]]> = [
  ['السلامة', 'Safety', [2, 7]],
  ['الكهرباء', 'Electrical', [2, 7, 9]],
  ['المرافق', 'Facilities', [2, 7]],
  ['الخيام', 'Tents', [2, 7, 10]],
  ['النظافة والإعاشة', 'Hygiene and catering', [2, 4, 7]],
];

export async function demo(tx: Tx, { idByEmail }: DemoSeedContext): Promise<void> {
  const rows = await tx
    .insert(questionCategories)
    .values([...demoCategories.map(([name, nameEn]) => ({ name, nameEn, allUsers: false })), { name: 'متابعة كدانة الميدانية', nameEn: 'Kidana field follow-up', allUsers: true }])
    .returning({ id: questionCategories.id, nameEn: questionCategories.nameEn });
  const byName = new Map(rows.map((r) => [r.nameEn, r.id]));
  await tx.insert(questionCategoryTypes).values(demoCategories.flatMap(([, en, types]) => types.map((typeId) => ({ categoryId: byName.get(en)!, typeId }))));
  const named = ['kdana@mashaer.test', 'admin@mashaer.test'].map((e) => idByEmail.get(e)).filter((id): id is number => id !== undefined);
  if (named.length) await tx.insert(questionCategoryUsers).values(named.map((userId) => ({ categoryId: byName.get('Kidana field follow-up')!, userId })));
}
