/** Term conditions: an administrator opens one account type's text from the Terms menu, adds a clause in both languages, and finds it there again; the list has one text per type. */
import { expect, test } from './fixtures';
import { expectAccessible, flowLanguages, login, signIn, useLanguage } from './helpers';

// each language edits its own type's text: both runs share one server
const cases = { ar: 'شروط وأحكام المقاولين', en: 'Terms for consultants' } as const;

for (const lang of flowLanguages(import.meta.url)) {
  test(`terms: edit one account type's text (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await login(page, 'admin@mashaer.test');
    await page
      .getByRole('navigation', { name: lang === 'ar' ? 'القائمة' : 'Menu' })
      .getByRole('link', { name: lang === 'ar' ? 'الشروط والأحكام' : 'Terms and conditions' })
      .click();
    await expect(page).toHaveURL(/\/term-conditions$/);
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(10); // a heading row and nine types

    await page.getByRole('link', { name: cases[lang] }).click();
    await expect(page).toHaveURL(/\/term-conditions\/\d+$/);
    const clause = lang === 'ar' ? 'سابعاً: بند أضيف في الاختبار.' : '7. A clause added by the test.';
    const body = page.locator(lang === 'ar' ? '#terms-body' : '#terms-body-en');
    await body.fill(`${await body.inputValue()}\n\n${clause}`);
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(/\/term-conditions$/);
    await expect(page.getByText(lang === 'ar' ? /^تم حفظ «/ : /” saved$/)).toBeVisible();

    await page.getByRole('link', { name: cases[lang] }).click();
    await expect(body).toHaveValue(new RegExp(`${clause.replace(/[.]/g, '\\.')}$`));
  });
}

/** A phone's width: every screen of the area passes axe and nothing scrolls sideways, in both languages. */
for (const lang of flowLanguages(import.meta.url)) {
  test(`terms at 390 px (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await useLanguage(page, lang);
    await signIn(page, 'admin@mashaer.test');
    for (const path of ['/term-conditions', '/term-conditions/1']) {
      await page.goto(path);
      await expect(page.locator('table, form .area-fields')).toBeVisible();
      await expectAccessible(page, `${lang} ${path} (390 px)`);
      const widths = await page.evaluate(() => ({ document: document.documentElement.scrollWidth, viewport: window.innerWidth }));
      expect(widths.document, path).toBeLessThanOrEqual(widths.viewport);
    }
  });
}
