/**
 * Season archive (issue 16): an administrator adds a season, activates it after confirming, and sees it the active
 * season and the one that was active no longer so, then makes that one active again (one language: helpers'
 * flowLanguages).
 */
import { expect, test } from './fixtures';
import { flowLanguages, login, useLanguage } from './helpers';

for (const lang of flowLanguages(import.meta.url)) {
  test(`season archive: add a season, activate it, the previous one no longer active (${lang})`, async ({ page }) => {
    const en = lang === 'en';
    await useLanguage(page, lang);
    await login(page, 'admin@mashaer.test');
    await page.goto('/db-archive');
    await expect(page.locator('html')).toHaveAttribute('dir', en ? 'ltr' : 'rtl');
    // the season active now, as the banner names it
    const banner = page.getByRole('region', { name: en ? 'The active season' : 'الموسم النشط' });
    const previous = (await banner.getByRole('link').textContent())!.trim();

    // a season of its own Hijri year, far from the demo's dates
    const n = Date.now() % 90;
    const name = { ar: `موسم تجريبي ${n}`, en: `Sample season ${n}` };
    await page.getByRole('button', { name: en ? 'Add season' : 'إضافة موسم' }).click();
    await expect(page).toHaveURL(/\/db-archive\/create$/);
    await page.locator('#db-archives-name').fill(name.ar);
    await page.locator('#db-archives-name-en').fill(name.en);
    await page.locator('#db-archives-hijri-year').fill(String(1505 + n));
    await page.locator('#db-archives-starts-on').fill(`${2500 + n}-01-10`);
    await page.locator('#db-archives-ends-on').fill(`${2500 + n}-12-20`);
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(/\/db-archive$/);

    await page.getByRole('link', { name: name[lang], exact: true }).click();
    await expect(page.locator('.record-view [data-status]')).toHaveAttribute('data-status', 'created');
    // activating asks first, with the machine's question
    await page.getByRole('button', { name: en ? 'Activate' : 'تفعيل', exact: true }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(confirm).toContainText(en ? 'Activating this season deactivates the current one.' : 'تفعيل هذا الموسم يلغي تفعيل الموسم الحالي.');
    await confirm.getByRole('button', { name: en ? 'Activate' : 'تفعيل' }).click();
    await expect(page.locator('.record-view [data-status]')).toHaveAttribute('data-status', 'active');
    await expect(page.locator('[data-event="ACTIVATE"]')).toHaveCount(0);

    await page.goto('/db-archive');
    await expect(banner.getByRole('link')).toHaveText(name[lang]);
    const row = (label: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name: label, exact: true }) });
    await expect(row(name[lang]).locator('[data-status]')).toHaveAttribute('data-status', 'active');
    await expect(row(previous).locator('[data-status]')).toHaveAttribute('data-status', 'created');

    // the previous season active again: the other flows scope their figures by the active season
    await row(previous).getByRole('link', { name: previous, exact: true }).click();
    await page.getByRole('button', { name: en ? 'Activate' : 'تفعيل', exact: true }).click();
    await confirm.getByRole('button', { name: en ? 'Activate' : 'تفعيل' }).click();
    await expect(page.locator('.record-view [data-status]')).toHaveAttribute('data-status', 'active');
    await page.goto('/db-archive');
    await expect(banner.getByRole('link')).toHaveText(previous);
  });
}
