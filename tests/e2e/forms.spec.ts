/**
 * Forms: an administrator adds a general form with a signer and two priced questions from the bank,
 * lands on the list with it, opens it and prices it; the temporary-licence forms list shows form 7.
 * In Arabic and English.
 */
import { expect, test } from './fixtures';
import { flowLanguages, signIn, useLanguage } from './helpers';

const text = {
  ar: { add: 'إضافة نموذج', save: 'حفظ', type: 'عام', kdana: 'كدانة', addQ: 'إضافة سؤال إلى النموذج', prices: 'الأسعار', temp: 'نموذج الرخصة المؤقتة' },
  en: { add: 'Add form', save: 'Save', type: 'General', kdana: 'Kidana', addQ: 'Add a question to the form', prices: 'Prices', temp: 'Temporary licence form' },
} as const;

for (const lang of flowLanguages(import.meta.url)) {
  test(`forms: add a priced form, open it, price it; the temporary-licence form 7 (${lang})`, async ({ page }) => {
    const x = text[lang];
    await useLanguage(page, lang);
    await signIn(page, 'admin@mashaer.test');
    const stamp = `${lang}-${Date.now()}`;
    await page.goto('/forms');
    await page.getByRole('button', { name: x.add }).click();
    await page.locator('#forms-name').fill(`نموذج ${stamp}`);
    await page.locator('#forms-name-en').fill(`Form ${stamp}`);
    await page.locator('#forms-type').locator('xpath=ancestor::div[contains(@class,"p-dropdown")]').click();
    await page.getByRole('option', { name: x.type, exact: true }).click();
    await page.getByRole('checkbox', { name: x.kdana, exact: true }).check();
    for (const n of [0, 1]) {
      await page.locator('#forms-add-question').locator('xpath=ancestor::div[contains(@class,"p-dropdown")]').click();
      await page.getByRole('option').nth(n).click();
      await page.getByRole('button', { name: x.addQ }).click();
    }
    await expect(page.getByTestId('form-question')).toHaveCount(2);
    await page.getByTestId('form-question').first().locator('input').fill('120');
    await page.getByRole('button', { name: x.save, exact: true }).click();
    await expect(page).toHaveURL(/\/forms$/);
    const name = lang === 'en' ? `Form ${stamp}` : `نموذج ${stamp}`;
    await expect(page.getByRole('link', { name })).toBeVisible();

    await page.getByRole('button', { name: `${x.prices}: ${name}` }).click();
    await expect(page).toHaveURL(/\/forms\/questions-price\/\d+$/);
    await page.getByTestId('form-price').nth(1).locator('input').fill('30.5');
    await page.getByRole('button', { name: x.save, exact: true }).click();
    await expect(page).toHaveURL(/\/forms$/);
    await page.getByRole('link', { name }).click();
    await expect(page.locator('.record-view')).toContainText('150.50');

    await page.goto('/temp-licenses-forms');
    await expect(page.getByRole('link', { name: x.temp, exact: true })).toBeVisible();
  });
}
