/** Location pledges: an administrator adds a fire pledge, finds it with the fire filter, opens it and deletes it, in Arabic and English. */
import { expect, test } from './fixtures';
import { flowLanguages, signIn, useLanguage } from './helpers';

for (const lang of flowLanguages(import.meta.url)) {
  test(`location pledges: add, find, open and delete (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await signIn(page, 'admin@mashaer.test');
    const stamp = `${lang}-${Date.now()}`;
    await page.goto('/location-pledges');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('button', { name: lang === 'ar' ? 'إضافة تعهد موقع' : 'Add location pledge' }).click();
    await expect(page).toHaveURL(/\/location-pledges\/create$/);
    await page.locator('#location-pledges-title').fill(`تجربة ${stamp}`);
    await page.locator('#location-pledges-is-fire').click();

    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(/\/location-pledges$/);
    // the server's message
    await expect(page.getByText(lang === 'ar' ? 'تمت إضافة تعهد الموقع بنجاح' : 'Location pledge created')).toBeVisible();
    await expect(page.getByRole('link', { name: `تجربة ${stamp}` })).toBeVisible();

    // the fire filter keeps it; the other side of the filter does not
    await page.goto('/location-pledges?is_fire=1');
    await expect(page.getByRole('link', { name: `تجربة ${stamp}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'تعهد السلامة من الحريق في الموقع' })).toBeVisible();
    await page.goto('/location-pledges?is_fire=0');
    await expect(page.getByRole('link', { name: 'تعهد عدم التعدي على الطرق والمشاة' })).toBeVisible();
    await expect(page.getByRole('link', { name: `تجربة ${stamp}` })).toHaveCount(0);
    await page.goto('/location-pledges');

    await page.getByRole('link', { name: `تجربة ${stamp}` }).click();
    await expect(page.locator('.record-view')).toBeVisible();
    await page.goBack();

    await page.getByRole('button', { name: new RegExp(`${lang === 'ar' ? 'حذف' : 'Delete'}: تجربة ${stamp}`) }).click();
    await page.getByRole('dialog').getByRole('button').last().click();
    await expect(page.getByRole('link', { name: `تجربة ${stamp}` })).toHaveCount(0);
  });
}
