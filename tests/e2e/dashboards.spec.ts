/**
 * The analysts' boards and SLA clocks in Chromium through the real server (issue 16): the administrator's
 * /dashboard lists what waits for them and opens it; a board (violations) shows its figures and charts, a chart's
 * numbers as a table, and narrows to one square in the address; /sla lists the records past their target and an
 * administrator sets a status's target. In one language (helpers' flowLanguages).
 */
import { expect, test } from './fixtures';
import { flowLanguages, signIn, useLanguage } from './helpers';

for (const lang of flowLanguages(import.meta.url)) {
  test(`dashboards: the queue, a board with its numbers and a filter, and the SLA clocks (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const T = (ar: string, en: string) => (lang === 'ar' ? ar : en);
    await useLanguage(page, lang);
    await signIn(page, 'admin@mashaer.test');

    // the queue: registration requests wait for the administrator, and open their list
    await page.goto('/dashboard');
    const queue = page.locator('.queue-list');
    // the queue is many counts: on a loaded CI machine they take a while
    await expect(queue).toBeVisible({ timeout: 30_000 });
    await queue.getByRole('link', { name: T('تفعيل — طلب تسجيل', 'Activate — Registration request') }).click();
    await expect(page).toHaveURL(/\/users\/request$/);

    // a board: figures, a chart with its numbers a press away
    await page.goto('/dashboard-report-violations');
    const total = page.locator('.figure-card').first().locator('.figure-value');
    await expect(total).toHaveText(/^\d+$/, { timeout: 30_000 });
    const all = Number(await total.textContent());
    const bySquare = page.getByRole('region', { name: T('المخالفات في كل مربع', 'Violations per square') });
    await expect(bySquare.getByRole('img')).toBeVisible();
    await bySquare.getByRole('button', { name: T('عرض الأرقام', 'Show the numbers') }).click();
    const firstSquare = bySquare.getByRole('rowheader').first();
    const squareName = (await firstSquare.textContent())!.trim();
    const cells = await bySquare.getByRole('row').nth(1).getByRole('cell').allTextContents();
    const inSquare = cells.reduce((a, c) => a + Number(c), 0);
    // narrowed to that square (kept in the address), the total is that square's
    await page.getByRole('combobox', { name: T('كل المربعات', 'All squares') }).selectOption({ label: squareName });
    await expect(page).toHaveURL(/square_id=\d+/);
    await expect(total).toHaveText(String(inSquare));
    expect(inSquare).toBeLessThanOrEqual(all);

    // the SLA clocks: overdue records open their record; a target is set
    await page.goto('/sla');
    await expect(page.getByRole('heading', { name: T('السجلات المتأخرة عن المدة المستهدفة', 'Records past their target') })).toBeVisible();
    const target = page.locator('#sla-carLicenceOrder-pending');
    await target.fill('4');
    await target.press('Tab');
    await page
      .getByRole('table', { name: T('طلب ترخيص مركبة', 'Car licence request') })
      .getByRole('button', { name: T('حفظ', 'Save') })
      .click();
    await expect(page.getByText(T('حُفظت المدة المستهدفة', 'The target of'), { exact: false }).first()).toBeVisible();
  });
}
