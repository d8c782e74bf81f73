/** Ticket admin groups: an administrator adds, finds, opens and deletes one (in one language: helpers' flowLanguages). */
import { expect, test } from './fixtures';
import { flowLanguages, login, useLanguage } from './helpers';

for (const lang of flowLanguages(import.meta.url)) {
  test(`ticket admin groups: add, find, open and delete (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await login(page, 'admin@mashaer.test');
    const stamp = `${lang}-${Date.now()}`;
    await page.goto('/ticket-admin-groups');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('button', { name: lang === 'ar' ? 'إضافة مجموعة مشرفين' : 'Add admin group' }).click();
    await expect(page).toHaveURL(/\/ticket-admin-groups\/create$/);
    await page.locator('#ticket-admin-groups-name').fill(`تجربة ${stamp}`);
    // at least one admin, a staff account found by typing
    await page.locator('#ticket-admin-groups-admins').fill('admin@');
    await page.locator('.p-autocomplete-panel [role=option]').first().click();
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(/\/ticket-admin-groups$/);
    await expect(page.getByRole('link', { name: `تجربة ${stamp}` })).toBeVisible();

    await page.getByRole('link', { name: `تجربة ${stamp}` }).click();
    await expect(page.locator('.record-view')).toBeVisible();
    await page.goBack();

    await page.getByRole('button', { name: new RegExp(`${lang === 'ar' ? 'حذف' : 'Delete'}: تجربة ${stamp}`) }).click();
    await page.getByRole('dialog').getByRole('button').last().click();
    await expect(page.getByRole('link', { name: `تجربة ${stamp}` })).toHaveCount(0);
  });
}
