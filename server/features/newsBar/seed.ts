/**
 * Demo news-bar items: three visible notices (one a portal path, one an outside address, one text alone) and one
 * hidden, as the staff would keep a notice ready before its day.
 */
import type { Tx } from '../../db/client';
import type { DemoSeedContext } from '../../seed/areas';
import { newsBar } from './table';

const MINUTE = 60_000;

export async function demo(tx: Tx, { now }: DemoSeedContext): Promise<void> {
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE);
  await tx.insert(newsBar).values([
    { value: 'آخر موعد لطلبات رخص الجاهزية 20 ذو القعدة 1448هـ', link: '/readiness-license', visible: true, createdAt: at(400), updatedAt: at(400) },
    { value: 'Camp handover appointments start on 1 Dhu al-Qadah — check yours in the portal', link: '/appointments', visible: true, createdAt: at(300), updatedAt: at(300) },
    { value: 'إرشادات الدفاع المدني للسلامة في المخيمات', link: 'https://998.gov.sa', visible: true, createdAt: at(200), updatedAt: at(200) },
    { value: 'فتح باب المخالصة بعد إعادة تسليم المخيمات', link: null, visible: false, createdAt: at(100), updatedAt: at(100) },
  ]);
}
