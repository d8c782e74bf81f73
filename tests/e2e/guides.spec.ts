/**
 * Engineering guide offices: an administrator adds one (title, description and file are required:
 * the form says so first), opens it, downloads nothing broken, and deletes it, in Arabic and English.
 */
import { expect, test } from './fixtures';
import { flowLanguages, signIn, useLanguage } from './helpers';

for (const lang of flowLanguages(import.meta.url)) {
  test(`engineering guide offices: add, find, open and delete (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await signIn(page, 'admin@mashaer.test');
    const stamp = `${lang}-${Date.now()}`;
    await page.goto('/guides');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('button', { name: lang === 'ar' ? 'إضافة دليل هندسي' : 'Add engineering guide' }).click();
    await expect(page).toHaveURL(/\/guides\/create$/);
    // nothing filled: the spec's rule, field by field
    await page.locator('form button[type=submit]').click();
    await expect(page.getByText(lang === 'ar' ? 'ملف الدليل الهندسي مطلوب' : 'The engineering guide needs a file')).toBeVisible();
    await expect(page.getByText(lang === 'ar' ? 'وصف الدليل الهندسي مطلوب' : 'The engineering guide needs a description')).toBeVisible();
    await page.locator('#guides-title').fill(`تجربة ${stamp}`);
    await page.locator('#guides-description').fill(`تجربة ${stamp}`);
    await page.locator('#guides-file').setInputFiles({ name: 'guide.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });

    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(/\/guides$/);
    // the server's message
    await expect(page.getByText(lang === 'ar' ? 'تمت إضافة الدليل الهندسي بنجاح' : 'Engineering guide created')).toBeVisible();
    await expect(page.getByRole('link', { name: `تجربة ${stamp}` })).toBeVisible();

    await page.getByRole('link', { name: `تجربة ${stamp}` }).click();
    await expect(page.locator('.record-view')).toBeVisible();
    await expect(page.locator('.record-view')).toContainText('guide.pdf');
    await page.goBack();

    await page.getByRole('button', { name: new RegExp(`${lang === 'ar' ? 'حذف' : 'Delete'}: تجربة ${stamp}`) }).click();
    await page.getByRole('dialog').getByRole('button').last().click();
    await expect(page.getByRole('link', { name: `تجربة ${stamp}` })).toHaveCount(0);
  });
}
