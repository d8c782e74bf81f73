/** Pledges: an administrator adds a fire pledge, finds it with the fire filter, opens it and deletes it, in Arabic and English. */
import { expect, test } from './fixtures';
import { flowLanguages, signIn, useLanguage } from './helpers';

for (const lang of flowLanguages(import.meta.url)) {
  test(`pledges: add, find, open and delete (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await signIn(page, 'admin@mashaer.test');
    const stamp = `${lang}-${Date.now()}`;
    await page.goto('/pledges');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('button', { name: lang === 'ar' ? 'إضافة تعهد' : 'Add pledge' }).click();
    await expect(page).toHaveURL(/\/pledges\/create$/);
    await page.locator('#pledges-title').fill(`تجربة ${stamp}`);
    await page.locator('#pledges-is-fire').click();

    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(/\/pledges$/);
    // the server's message
    await expect(page.getByText(lang === 'ar' ? 'تمت إضافة تعهد بنجاح' : 'Pledge created')).toBeVisible();
    await expect(page.getByRole('link', { name: `تجربة ${stamp}` })).toBeVisible();

    // the fire filter keeps it; the other side of the filter does not
    await page.goto('/pledges?is_fire=1');
    await expect(page.getByRole('link', { name: `تجربة ${stamp}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'تعهد السلامة من الحريق' })).toBeVisible();
    await page.goto('/pledges?is_fire=0');
    await expect(page.getByRole('link', { name: 'تعهد إبقاء الممرات خالية' })).toBeVisible();
    await expect(page.getByRole('link', { name: `تجربة ${stamp}` })).toHaveCount(0);
    await page.goto('/pledges');

    await page.getByRole('link', { name: `تجربة ${stamp}` }).click();
    await expect(page.locator('.record-view')).toBeVisible();
    await page.goBack();

    await page.getByRole('button', { name: new RegExp(`${lang === 'ar' ? 'حذف' : 'Delete'}: تجربة ${stamp}`) }).click();
    await page.getByRole('dialog').getByRole('button').last().click();
    await expect(page.getByRole('link', { name: `تجربة ${stamp}` })).toHaveCount(0);
  });
}
