/**
 * Question categories: an administrator adds one, meets the spec's rule first (no user type chosen:
 * 'الرجاء تحديد أنواع مستخدمين'; with specific users on, no user: 'الرجاء تحديد مستخدمين'), then saves,
 * lands on the list with the success message, and opens it — in Arabic and English.
 */
import { expect, test } from './fixtures';
import { flowLanguages, signIn, useLanguage } from './helpers';

const text = {
  ar: {
    add: 'إضافة تصنيف أسئلة',
    save: 'حفظ',
    noTypes: 'الرجاء تحديد أنواع مستخدمين',
    noUsers: 'الرجاء تحديد مستخدمين',
    kdana: 'كدانة',
    allUsers: /اختيار مستخدمين محددين/,
    users: /المستخدمون/,
    saved: 'تمت إضافة تصنيف الأسئلة',
  },
  en: {
    add: 'Add question category',
    save: 'Save',
    noTypes: 'Please choose user types',
    noUsers: 'Please choose users',
    kdana: 'Kidana',
    allUsers: /Choose specific users/,
    users: /Users/,
    saved: 'Question category',
  },
} as const;

for (const lang of flowLanguages(import.meta.url)) {
  test(`question categories: the all-users rule, then saved and listed (${lang})`, async ({ page }) => {
    const x = text[lang];
    await useLanguage(page, lang);
    await signIn(page, 'admin@mashaer.test');
    const stamp = `${lang}-${Date.now()}`;
    await page.goto('/question-category');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('button', { name: x.add }).click();
    await expect(page).toHaveURL(/\/question-category\/create$/);
    await page.locator('#question-categories-name').fill(`تجربة ${stamp}`);
    await page.locator('#question-categories-name-en').fill(`Sample ${stamp}`);

    // off: a user type is needed
    await page.getByRole('button', { name: x.save, exact: true }).click();
    await expect(page.getByText(x.noTypes)).toBeVisible();
    // on: a user is needed instead
    await page.getByRole('switch', { name: x.allUsers }).click();
    await page.getByRole('button', { name: x.save, exact: true }).click();
    await expect(page.getByText(x.noUsers)).toBeVisible();
    await page.getByRole('combobox', { name: x.users }).fill('kdana@');
    await page.getByRole('option', { name: /شركة كدانة للتنمية/ }).click();
    // back off, with types this time
    await page.getByRole('switch', { name: x.allUsers }).click();
    await page.getByRole('checkbox', { name: x.kdana, exact: true }).check();

    await page.getByRole('button', { name: x.save, exact: true }).click();
    await expect(page).toHaveURL(/\/question-category$/);
    await expect(page.getByText(new RegExp(x.saved)).first()).toBeVisible();
    const link = page.getByRole('link', { name: `تجربة ${stamp}` });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page.locator('.record-view')).toContainText(x.kdana);
  });
}
