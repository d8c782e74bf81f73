/**
 * Countries (/countries, "list only"): an administrator adds a country in the dialog over the list,
 * finds it, changes it and deletes it, in Arabic and English; Kidana staff add and change but have
 * no delete. axe runs on every page (./fixtures).
 */
import { expect, test } from './fixtures';
import { expectAccessible, flowLanguages, signIn, useLanguage } from './helpers';

for (const lang of flowLanguages(import.meta.url)) {
  test(`countries: add, find, change and delete in the dialog (${lang})`, async ({ page }) => {
    const ar = lang === 'ar';
    await useLanguage(page, lang);
    await signIn(page, 'admin@mashaer.test');
    const stamp = `${lang}${Date.now()}`;
    await page.goto('/countries');
    await expect(page.locator('html')).toHaveAttribute('dir', ar ? 'rtl' : 'ltr');
    // the seeded pilgrims' countries
    await expect(page.getByRole('cell', { name: ar ? 'أفغانستان' : 'Afghanistan', exact: true })).toBeVisible();

    await page.getByRole('button', { name: ar ? 'إضافة دولة' : 'Add country' }).click();
    await expect(page).toHaveURL(/\/countries\?create=1$/);
    const dialog = page.getByRole('dialog');
    await dialog.locator('#countries-name').fill(`دولة ${stamp}`);
    await dialog.locator('#countries-name-en').fill(`Country ${stamp}`);
    await dialog.getByRole('button', { name: ar ? 'حفظ' : 'Save' }).click();
    await expect(page.getByText(ar ? `تمت إضافة الدولة «دولة ${stamp}»` : `Country “دولة ${stamp}” added`)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/countries$/);

    await page.getByRole('textbox', { name: ar ? 'بحث' : 'Search' }).fill(stamp);
    await page.getByRole('textbox', { name: ar ? 'بحث' : 'Search' }).press('Enter');
    await expect(page.getByRole('cell', { name: `دولة ${stamp}`, exact: true })).toBeVisible();

    await page.getByRole('button', { name: `${ar ? 'تعديل' : 'Edit'}: دولة ${stamp}` }).click();
    await expect(page).toHaveURL(/edit=\d+/);
    await expect(dialog.locator('#countries-name')).toHaveValue(`دولة ${stamp}`);
    await dialog.locator('#countries-name-en').fill(`Renamed ${stamp}`);
    await dialog.getByRole('button', { name: ar ? 'حفظ' : 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('cell', { name: `Renamed ${stamp}`, exact: true })).toBeVisible();
    // the search stayed in the address through the dialog
    await expect(page).toHaveURL(new RegExp(`search=${stamp}`));

    await page.getByRole('button', { name: `${ar ? 'حذف' : 'Delete'}: دولة ${stamp}` }).click();
    await page.getByRole('dialog').getByRole('button').last().click();
    await expect(page.getByRole('cell', { name: `دولة ${stamp}`, exact: true })).toHaveCount(0);
  });
}

test('countries: Kidana staff change a country but have no delete', async ({ page }) => {
  await useLanguage(page, 'ar');
  await signIn(page, 'kdana@mashaer.test');
  await page.goto('/countries?search=Pakistan');
  await expect(page.getByRole('button', { name: 'تعديل: باكستان' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^حذف/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'تعديل: باكستان' }).click();
  await expect(page.getByRole('dialog').locator('#countries-iso-code')).toHaveValue('PK');
  await page.getByRole('dialog').getByRole('button', { name: 'إلغاء' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/countries\?search=Pakistan$/);
});

/** A phone's width: the list and its form pass axe and nothing scrolls sideways. */
for (const lang of flowLanguages(import.meta.url)) {
  test(`countries at 390 px (${lang})`, async ({ page }) => {
    const ar = lang === 'ar';
    await page.setViewportSize({ width: 390, height: 844 });
    await useLanguage(page, lang);
    await signIn(page, 'admin@mashaer.test');
    const fits = async () => {
      const widths = await page.evaluate(() => ({ document: document.documentElement.scrollWidth, viewport: window.innerWidth }));
      expect(widths.document).toBeLessThanOrEqual(widths.viewport);
    };
    await page.goto('/countries');
    await expect(page.getByRole('button', { name: ar ? 'تعديل: أفغانستان' : 'Edit: أفغانستان' })).toBeVisible();
    await expectAccessible(page, `${lang} /countries (390 px)`);
    await fits();
    await page.goto('/countries?create=1');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, `${lang} /countries?create=1 (390 px)`);
    await fits();
  });
}
