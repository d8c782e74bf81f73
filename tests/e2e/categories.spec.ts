/** Categories: an administrator adds one, finds it, opens it, switches it off, in Arabic and English; the success message shows on the list. */
import { expect, test } from './fixtures';
import { expectAccessible, flowLanguages, signIn, useLanguage } from './helpers';

for (const lang of flowLanguages(import.meta.url)) {
  test(`categories: add, find, open and switch off (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await signIn(page, 'admin@mashaer.test');
    const stamp = `${lang}-${Date.now()}`;
    await page.goto('/categories');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    // the demo specialties are there, newest first
    await expect(page.getByRole('link', { name: 'اتصالات', exact: true })).toBeVisible();
    await page.getByRole('button', { name: lang === 'ar' ? 'إضافة تصنيف' : 'Add category' }).click();
    await expect(page).toHaveURL(/\/categories\/create$/);
    await page.locator('#categories-name').fill(`تجربة ${stamp}`);
    await page.locator('#categories-name-en').fill(`Sample ${stamp}`);
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(/\/categories$/);
    await expect(page.getByText(lang === 'ar' ? `تمت إضافة التصنيف «تجربة ${stamp}»` : `Category “Sample ${stamp}” added`)).toBeVisible();

    await page.getByRole('textbox', { name: lang === 'ar' ? 'بحث' : 'Search' }).fill(`Sample ${stamp}`);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/search=/);
    await page.getByRole('link', { name: `تجربة ${stamp}` }).click();
    await expect(page.locator('.record-view')).toContainText(`Sample ${stamp}`);

    await page.getByRole('link', { name: lang === 'ar' ? 'تعديل' : 'Edit' }).click();
    await expect(page.locator('#categories-name-en')).toHaveValue(`Sample ${stamp}`);
    await page.getByRole('switch').click();
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(/\/categories$/);
    await expect(page.getByText(lang === 'ar' ? `تم حفظ التصنيف «تجربة ${stamp}»` : `Category “Sample ${stamp}” saved`)).toBeVisible();
    await page.goto(`/categories?is_active=0&search=${encodeURIComponent(`Sample ${stamp}`)}`);
    await expect(page.getByRole('link', { name: `تجربة ${stamp}` })).toBeVisible();
  });
}

/** A phone's width: every screen of the area passes axe and nothing scrolls sideways, in both languages. */
for (const lang of flowLanguages(import.meta.url)) {
  test(`categories at 390 px (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await useLanguage(page, lang);
    await signIn(page, 'admin@mashaer.test');
    for (const path of ['/categories', '/categories/create', '/categories/1', '/categories/update/1']) {
      await page.goto(path);
      await expect(page.locator('table, form .area-fields, .record-view')).toBeVisible();
      await expectAccessible(page, `${lang} ${path} (390 px)`);
      const widths = await page.evaluate(() => ({ document: document.documentElement.scrollWidth, viewport: window.innerWidth }));
      expect(widths.document, path).toBeLessThanOrEqual(widths.viewport);
    }
  });
}
