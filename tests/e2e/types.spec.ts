/** User types (/type, update only): an administrator finds a type in the Templates menu, renames it in both languages, and the list shows the new names; nothing can be added. */
import { expect, test } from './fixtures';
import { expectAccessible, flowLanguages, login, signIn, useLanguage } from './helpers';

// each language renames its own type: both runs share one server
const cases = { ar: { id: 8, name: 'شريك' }, en: { id: 10, name: 'Consultant' } } as const;

for (const lang of flowLanguages(import.meta.url)) {
  test(`types: rename one from the list (${lang})`, async ({ page }) => {
    const { id, name } = cases[lang];
    await useLanguage(page, lang);
    await login(page, 'admin@mashaer.test');
    await page
      .getByRole('navigation', { name: lang === 'ar' ? 'القائمة' : 'Menu' })
      .getByRole('link', { name: lang === 'ar' ? 'أنواع المستخدمين' : 'User types' })
      .click();
    await expect(page).toHaveURL(/\/type$/);
    await expect(page.getByRole('cell', { name: 'service_provider' })).toBeVisible();
    await expect(page.getByRole('button', { name: lang === 'ar' ? /إضافة/ : /^Add/ })).toHaveCount(0);

    await page.getByRole('button', { name: `${lang === 'ar' ? 'تعديل' : 'Edit'}: ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/type/update/${id}$`));
    await expect(page.locator('#types-code')).toHaveAttribute('readonly', '');
    await page.locator('#types-name').fill(`${lang === 'ar' ? 'شريك' : 'استشاري'} معتمد`);
    await page.locator('#types-name-en').fill('');
    await page.locator('form button[type=submit]').click();
    // the shared rules ask for the English name before anything is sent
    await expect(page.locator('#types-name-en')).toHaveAttribute('aria-invalid', 'true');
    await page.locator('#types-name-en').fill(lang === 'ar' ? 'Accredited sharer' : 'Accredited consultant');
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(/\/type$/);
    await expect(page.getByText(lang === 'ar' ? 'تم حفظ نوع المستخدم «شريك معتمد»' : 'User type “Accredited consultant” saved')).toBeVisible();
    await expect(page.getByRole('cell', { name: lang === 'ar' ? 'Accredited sharer' : 'Accredited consultant', exact: true })).toBeVisible();
  });
}

/** A phone's width: every screen of the area passes axe and nothing scrolls sideways, in both languages. */
for (const lang of flowLanguages(import.meta.url)) {
  test(`types at 390 px (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await useLanguage(page, lang);
    await signIn(page, 'admin@mashaer.test');
    for (const path of ['/type', '/type/update/2']) {
      await page.goto(path);
      await expect(page.locator('table, form .area-fields')).toBeVisible();
      await expectAccessible(page, `${lang} ${path} (390 px)`);
      const widths = await page.evaluate(() => ({ document: document.documentElement.scrollWidth, viewport: window.innerWidth }));
      expect(widths.document, path).toBeLessThanOrEqual(widths.viewport);
    }
  });
}
