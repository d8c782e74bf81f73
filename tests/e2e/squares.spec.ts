/**
 * Squares: an administrator adds a square (the rules first), lands on the list with a success
 * message, finds it, changes it and deletes it, in Arabic and English; Kidana staff add and change
 * but have no delete. axe runs on every page (./fixtures).
 */
import { expect, test } from './fixtures';
import { expectAccessible, flowLanguages, login, signIn, useLanguage } from './helpers';

for (const lang of flowLanguages(import.meta.url)) {
  test(`squares: add, find, change and delete (${lang})`, async ({ page }) => {
    const ar = lang === 'ar';
    await useLanguage(page, lang);
    await login(page, 'admin@mashaer.test');
    const n = String(Date.now()).slice(-6);
    const code = `E2E-${lang.toUpperCase()}${n}`;
    // the demo squares, in the order of their codes (other tests' squares, E2E-…, are searched away)
    await page.goto('/squares?search=MZ-');
    await expect(page.locator('html')).toHaveAttribute('dir', ar ? 'rtl' : 'ltr');
    await expect(page.getByRole('row').nth(1)).toContainText('MZ-01');

    await page.getByRole('button', { name: ar ? 'إضافة مربع' : 'Add square' }).click();
    await expect(page).toHaveURL(/\/squares\/create$/);
    await page.locator('#squares-name').fill(`مربع ${n}`);
    await page.locator('#squares-name-en').fill(`Square ${n}`);
    await page.locator('#squares-code').fill('mz 99');
    await page.locator('form button[type=submit]').click();
    await expect(page.getByText(ar ? 'الرمز من الحروف اللاتينية والأرقام والشرطة، مثل MZ-01' : 'The code is Latin letters, digits and dashes, e.g. MZ-01')).toBeVisible();
    await page.locator('#squares-code').fill(code.toLowerCase());
    await page.locator('#squares-area-m2').fill('250000');
    await page.locator('#squares-notes').fill('قرب مخرج الطوارئ');
    await page.locator('form button[type=submit]').click();

    await expect(page).toHaveURL(/\/squares$/);
    await expect(page.getByText(ar ? `تمت إضافة المربع «مربع ${n}»` : `Square “مربع ${n}” added`)).toBeVisible();
    await page.getByRole('textbox', { name: ar ? 'بحث' : 'Search' }).fill(code);
    await page.getByRole('textbox', { name: ar ? 'بحث' : 'Search' }).press('Enter');
    const row = page.getByRole('row').filter({ hasText: code });
    await expect(row).toContainText('250,000');

    await page.getByRole('button', { name: `${ar ? 'تعديل' : 'Edit'}: مربع ${n}` }).click();
    await expect(page).toHaveURL(/\/squares\/update\/\d+$/);
    await expect(page.locator('#squares-code')).toHaveValue(code);
    await page.locator('#squares-name-en').fill(`Square ${n}A`);
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(/\/squares$/);
    await expect(page.getByText(ar ? `تم حفظ المربع «مربع ${n}»` : `Square “مربع ${n}” saved`)).toBeVisible();

    await page.goto(`/squares?search=${code}`);
    await expect(page.getByRole('row').filter({ hasText: `Square ${n}A` })).toBeVisible();
    await page.getByRole('button', { name: `${ar ? 'حذف' : 'Delete'}: مربع ${n}` }).click();
    await page.getByRole('dialog').getByRole('button').last().click();
    await expect(page.getByRole('row').filter({ hasText: code })).toHaveCount(0);
  });
}

test('squares: Kidana staff change a square but have no delete', async ({ page }) => {
  await useLanguage(page, 'ar');
  await signIn(page, 'kdana@mashaer.test');
  await page.goto('/squares?search=MZ-04');
  await expect(page.getByRole('button', { name: 'تعديل: مربع 4' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^حذف/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'تعديل: مربع 4' }).click();
  await expect(page.locator('#squares-code')).toHaveValue('MZ-04');
  await page.getByRole('button', { name: 'إلغاء' }).click();
  await expect(page).toHaveURL(/\/squares$/);
});

/** A phone's width: the list and its form pass axe and nothing scrolls sideways. */
for (const lang of flowLanguages(import.meta.url)) {
  test(`squares at 390 px (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await useLanguage(page, lang);
    await signIn(page, 'admin@mashaer.test');
    const fits = async () => {
      const widths = await page.evaluate(() => ({ document: document.documentElement.scrollWidth, viewport: window.innerWidth }));
      expect(widths.document).toBeLessThanOrEqual(widths.viewport);
    };
    await page.goto('/squares');
    await expect(page.getByText('MZ-01')).toBeVisible();
    await expectAccessible(page, `${lang} /squares (390 px)`);
    await fits();
    await page.goto('/squares/create');
    await expect(page.locator('#squares-code')).toBeVisible();
    await expectAccessible(page, `${lang} /squares/create (390 px)`);
    await fits();
  });
}
