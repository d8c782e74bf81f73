/**
 * Location licences: an administrator adds a temporary licence kind (the switch, the validity rule first),
 * lands on /location-licenses with the server's message, finds it with the kind filter, opens, edits and
 * deletes it, in Arabic and English; the pages pass axe.
 */
import { expect, test } from './fixtures';
import { expectAccessible, expectToast, flowLanguages, signIn, useLanguage } from './helpers';

for (const lang of flowLanguages(import.meta.url)) {
  const ar = lang === 'ar';
  test(`location licences: add, filter, open, edit and delete (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await signIn(page, 'admin@mashaer.test');
    const name = `رخصة تجريبية ${lang}-${Date.now()}`;
    await page.goto('/location-licenses');
    await expect(page.locator('html')).toHaveAttribute('dir', ar ? 'rtl' : 'ltr');
    // the demo catalogue
    await expect(page.getByRole('link', { name: 'رخصة مكتب موقع مؤقت' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: ar ? 'إضافة رخصة موقع' : 'Add location licence' }).click();
    await expect(page).toHaveURL(/\/location-licenses\/create$/);
    await page.locator('#location-licenses-name').fill(name);
    await page.locator('#location-licenses-validity-days').fill('400');
    await page.locator('form button[type=submit]').click();
    await expect(page.getByText(ar ? 'مدة الصلاحية عدد صحيح من 1 إلى 365 يوماً' : 'The validity is a whole number of days from 1 to 365')).toBeVisible();
    await expectAccessible(page);
    await page.locator('#location-licenses-validity-days').fill('12');
    // leaving the field clears its error (the form moves up) before the switch is clicked
    await page.locator('#location-licenses-validity-days').press('Tab');
    await expect(page.locator('#location-licenses-validity-days-error')).toHaveCount(0);
    await page.locator('#location-licenses-is-temporary').check();
    await expectToast(page, ar ? `تمت إضافة رخصة الموقع «${name}» بنجاح` : `Location licence “${name}” added`, () => page.locator('form button[type=submit]').click());
    await expect(page).toHaveURL(/\/location-licenses$/);

    // temporary licences only: the new one is among them, the season ones are not
    await page.getByRole('combobox', { name: ar ? 'النوع' : 'Kind' }).selectOption('1');
    await expect(page).toHaveURL(/is_temporary=1/);
    await expect(page.getByRole('link', { name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'رخصة تهيئة وتسوية الموقع' })).toHaveCount(0);

    await page.getByRole('link', { name }).click();
    await expect(page.locator('.record-view')).toContainText(ar ? 'مؤقتة' : 'Temporary');
    await expect(page.locator('.record-view')).toContainText('12');
    await expectAccessible(page);
    await page.getByRole('link', { name: ar ? 'تعديل' : 'Edit' }).click();
    await expect(page).toHaveURL(/\/location-licenses\/update\/\d+$/);
    await expect(page.locator('#location-licenses-validity-days')).toHaveValue('12');
    await page.locator('#location-licenses-validity-days').fill('15');
    await expectToast(page, ar ? `تم حفظ رخصة الموقع «${name}» بنجاح` : `Location licence “${name}” saved`, () => page.locator('form button[type=submit]').click());
    await expect(page).toHaveURL(/\/location-licenses$/);

    await page.getByRole('button', { name: new RegExp(`${ar ? 'حذف' : 'Delete'}: ${name}`) }).click();
    await page.getByRole('dialog').getByRole('button').last().click();
    await expect(page.getByRole('link', { name })).toHaveCount(0);
  });
}
