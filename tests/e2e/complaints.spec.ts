/**
 * A complaint from filing to resolution, in Chromium through the real server: the demo provider files one, picking
 * its point on the site plan with a click (the inputs follow) and the arrow keys; the complaints desk (Kidana) finds
 * it in its bell, starts the review and resolves it with a note (asked first, required); the provider's bell says it
 * was resolved and the complaint shows what was done. In one language (helpers' flowLanguages).
 */
import { expect, test } from './fixtures';
import { flowLanguages, logout, signIn, useLanguage } from './helpers';

for (const lang of flowLanguages(import.meta.url)) {
  test(`complaint: filed on the site plan, reviewed and resolved by the desk, the filer told (${lang})`, async ({ page }) => {
    // three people in turn, each signing in: more than one page's time
    test.setTimeout(150_000);
    const T = (ar: string, en: string) => (lang === 'ar' ? ar : en);
    const title = `${T('تسرب مياه عند البوابة', 'Water leak at the gate')} ${Date.now() % 100000}`;
    await useLanguage(page, lang);

    // the company files it, picking the point on the plan
    await signIn(page, 'provider@mashaer.test');
    await page.goto('/complaints');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('button', { name: T('تقديم شكوى', 'File a complaint') }).click();
    await expect(page).toHaveURL(/\/complaints\/create$/);
    await page.locator('#complaints-title').fill(title);
    await page.locator('#complaints-type').selectOption('services');
    await page.locator('#complaints-priority').selectOption('high');
    await page.locator('#complaints-source').selectOption('external');
    const plan = page.locator('#complaints-point-plan');
    // the plan is not mirrored in Arabic: west is on the left; a click a quarter in from the left is west of the middle
    const box = (await plan.boundingBox())!;
    await plan.click({ position: { x: box.width * 0.3, y: box.height * 0.3 } });
    await expect(page.locator('.site-plan-marker')).toBeVisible();
    const lon = Number(await page.locator('#complaints-point-longitude').inputValue());
    const lat = Number(await page.locator('#complaints-point-latitude').inputValue());
    expect(lon).toBeGreaterThan(39.88);
    expect(lon).toBeLessThan(39.9);
    expect(lat).toBeGreaterThan(21.41);
    await plan.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('#complaints-point-longitude')).toHaveValue(String(Number((lon + 0.001).toFixed(5))));
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(/\/complaints\/\d+$/);
    const id = Number(page.url().split('/').pop());
    await expect(page.locator('.record-view [data-status]')).toHaveAttribute('data-status', 'filed');
    await logout(page);

    // the desk hears of it in the bell, takes it up and resolves it
    await signIn(page, 'kdana@mashaer.test');
    await page.goto('/complaints');
    await page.locator('.bell-button').click();
    const filed = page
      .locator('.bell-drawer')
      .getByText(new RegExp(T(`شكوى جديدة رقم \\W*${id}`, `New complaint #\\W*${id}`)))
      .first();
    await expect(filed).toBeVisible();
    await filed.click();
    await expect(page).toHaveURL(new RegExp(`/complaints/${id}$`));
    await page.locator('[data-event=START_REVIEW]').click();
    await expect(page.locator('.record-view [data-status]')).toHaveAttribute('data-status', 'in_review');
    await page.locator('[data-event=RESOLVE]').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: T('تمت المعالجة', 'Resolved'), exact: true }).click();
    await expect(dialog.getByText(T('هذا الحقل مطلوب', 'This field is required'))).toBeVisible();
    await dialog.locator('#complaint-resolve').fill(T('أُصلح الخط وجُففت المنطقة', 'The pipe was fixed and the area dried'));
    await dialog.getByRole('button', { name: T('تمت المعالجة', 'Resolved'), exact: true }).click();
    await expect(page.locator('.record-view [data-status]')).toHaveAttribute('data-status', 'resolved');
    await logout(page);

    // the filer's bell says so, and the complaint shows what was done
    await signIn(page, 'provider@mashaer.test');
    await page.goto('/complaints');
    await page.locator('.bell-button').click();
    const resolved = page
      .locator('.bell-drawer')
      .getByText(new RegExp(T(`تمت معالجة شكواك رقم \\W*${id}`, `Your complaint #\\W*${id}\\W* was resolved`)))
      .first();
    await expect(resolved).toBeVisible();
    await resolved.click();
    await expect(page).toHaveURL(new RegExp(`/complaints/${id}$`));
    await expect(page.getByTestId('complaint-resolution')).toHaveText(T('أُصلح الخط وجُففت المنطقة', 'The pipe was fixed and the area dried'));
  });
}
