/** Questions: an administrator adds a choice question with its options and finds it in the list — in Arabic and English. */
import { expect, test } from './fixtures';
import { flowLanguages, signIn, useLanguage } from './helpers';

const text = {
  ar: { add: 'إضافة سؤال', save: 'حفظ', choice: 'اختيار من قائمة', o1: 'الخيار 1', o1en: 'الخيار 1 بالإنجليزية', o2: 'الخيار 2', o2en: 'الخيار 2 بالإنجليزية' },
  en: { add: 'Add question', save: 'Save', choice: 'Choice', o1: 'Option 1', o1en: 'Option 1 in English', o2: 'Option 2', o2en: 'Option 2 in English' },
} as const;

for (const lang of flowLanguages(import.meta.url)) {
  test(`questions: add a choice question (${lang})`, async ({ page }) => {
    const x = text[lang];
    await useLanguage(page, lang);
    await signIn(page, 'admin@mashaer.test');
    const stamp = `${lang}-${Date.now()}`;
    await page.goto('/questions');
    await page.getByRole('button', { name: x.add }).click();
    await page.locator('#questions-title').fill(`سؤال ${stamp}`);
    await page.locator('#questions-title-en').fill(`Question ${stamp}`);
    await page.locator('#questions-type').locator('xpath=ancestor::div[contains(@class,"p-dropdown")]').click();
    await page.getByRole('option', { name: x.choice }).click();
    await page.getByRole('textbox', { name: x.o1, exact: true }).fill('نعم بالكامل');
    await page.getByRole('textbox', { name: x.o1en, exact: true }).fill('Fully');
    await page.getByRole('textbox', { name: x.o2, exact: true }).fill('جزئياً');
    await page.getByRole('textbox', { name: x.o2en, exact: true }).fill('Partly');
    await page.getByRole('button', { name: x.save, exact: true }).click();
    await expect(page).toHaveURL(/\/questions$/);
    const link = page.getByRole('link', { name: lang === 'en' ? `Question ${stamp}` : `سؤال ${stamp}` });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page.locator('.record-view')).toContainText(lang === 'en' ? 'Partly' : 'جزئياً');
  });
}
