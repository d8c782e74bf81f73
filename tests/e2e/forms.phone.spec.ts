/**
 * The templates' screens at a phone's width (question categories, questions, forms, their prices and the
 * temporary-licence forms): each passes axe and nothing scrolls sideways, in Arabic and English.
 * Ids are the seed's: question category 1 (Safety), question 6, form 8 (the camp handover form), form 7.
 */
import { expect, test } from './fixtures';
import { expectAccessible, flowLanguages, signIn, useLanguage } from './helpers';

const paths = [
  '/question-category',
  '/question-category/create',
  '/question-category/1',
  '/question-category/update/1',
  '/questions',
  '/questions/create',
  '/questions/6',
  '/questions/update/6',
  '/forms',
  '/forms/create',
  '/forms/8',
  '/forms/update/8',
  '/forms/questions-price/8',
  '/temp-licenses-forms',
  '/temp-licenses-forms/7',
  '/temp-licenses-forms/update/7',
];

for (const lang of flowLanguages(import.meta.url)) {
  test(`templates at 390 px (${lang})`, async ({ page }) => {
    // sixteen screens, each held to axe: about 40 s on a quiet machine, past the default minute on a loaded one
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await useLanguage(page, lang);
    await signIn(page, 'admin@mashaer.test');
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('table, form .area-fields, .record-view, form .form-question-rows').first()).toBeVisible();
      await expectAccessible(page, `${lang} ${path} (390 px)`);
      const widths = await page.evaluate(() => ({ document: document.documentElement.scrollWidth, viewport: window.innerWidth }));
      expect(widths.document, path).toBeLessThanOrEqual(widths.viewport);
    }
  });
}
