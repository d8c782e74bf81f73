/** Licences: an administrator adds, finds, opens and deletes one, in Arabic and English. */
import { expect, test } from './fixtures';
import { login, useLanguage } from './helpers';

for (const lang of ['ar', 'en'] as const) {
  test(`licences: add, find, open and delete (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await login(page, 'admin@mashaer.test');
    const stamp = `${lang}-${Date.now()}`;
    await page.goto('/licenses');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('button', { name: lang === 'ar' ? 'إضافة رخصة' : 'Add licence' }).click();
    await expect(page).toHaveURL(/\/licenses\/create$/);
    await page.locator('#licenses-name').fill(`تجربة ${stamp}`);
    await page.locator('#licenses-validity-days').fill('12');

    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(/\/licenses$/);
    await expect(page.getByRole('link', { name: `تجربة ${stamp}` })).toBeVisible();

    await page.getByRole('link', { name: `تجربة ${stamp}` }).click();
    await expect(page.locator('.record-view')).toBeVisible();
    await page.goBack();

    await page.getByRole('button', { name: new RegExp(`${lang === 'ar' ? 'حذف' : 'Delete'}: تجربة ${stamp}`) }).click();
    await page.getByRole('dialog').getByRole('button').last().click();
    await expect(page.getByRole('link', { name: `تجربة ${stamp}` })).toHaveCount(0);
  });
}
