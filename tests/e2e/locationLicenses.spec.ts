/** Location licences: an administrator adds, finds, opens and deletes one, in Arabic and English. */
import { expect, test } from './fixtures';
import { login, useLanguage } from './helpers';

for (const lang of ['ar', 'en'] as const) {
  test(`location licences: add, find, open and delete (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await login(page, 'admin@mashaer.test');
    const stamp = `${lang}-${Date.now()}`;
    await page.goto('/location-licenses');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('button', { name: lang === 'ar' ? 'إضافة رخصة موقع' : 'Add location licence' }).click();
    await expect(page).toHaveURL(/\/location-licenses\/create$/);
    await page.locator('#location-licenses-name').fill(`تجربة ${stamp}`);
    await page.locator('#location-licenses-validity-days').fill('12');

    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(/\/location-licenses$/);
    await expect(page.getByRole('link', { name: `تجربة ${stamp}` })).toBeVisible();

    await page.getByRole('link', { name: `تجربة ${stamp}` }).click();
    await expect(page.locator('.record-view')).toBeVisible();
    await page.goBack();

    await page.getByRole('button', { name: new RegExp(`${lang === 'ar' ? 'حذف' : 'Delete'}: تجربة ${stamp}`) }).click();
    await page.getByRole('dialog').getByRole('button').last().click();
    await expect(page.getByRole('link', { name: `تجربة ${stamp}` })).toHaveCount(0);
  });
}
