/**
 * The audit log (/logs, issue 15 "Logs"): an administrator renames a country, then finds that change in the log by
 * its record — the table chosen by name, the record's number — and reads the old and new names side by side.
 * axe runs on every page (./fixtures).
 */
import { expect, test } from './fixtures';
import { flowLanguages, signIn, useLanguage } from './helpers';

for (const lang of flowLanguages(import.meta.url)) {
  test(`audit log: a country's change found by its record (${lang})`, async ({ page }) => {
    const ar = lang === 'ar';
    await useLanguage(page, lang);
    await signIn(page, 'admin@mashaer.test');
    const stamp = `${lang}${Date.now()}`;

    // a country added, then renamed
    await page.goto('/countries?create=1');
    const dialog = page.getByRole('dialog');
    await dialog.locator('#countries-name').fill(`دولة ${stamp}`);
    await dialog.locator('#countries-name-en').fill(`Country ${stamp}`);
    await dialog.getByRole('button', { name: ar ? 'حفظ' : 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await page.goto(`/countries?search=${stamp}`);
    await page.getByRole('button', { name: `${ar ? 'تعديل' : 'Edit'}: دولة ${stamp}` }).click();
    await expect(page).toHaveURL(/edit=\d+/);
    const id = new URL(page.url()).searchParams.get('edit')!;
    await dialog.locator('#countries-name-en').fill(`Renamed ${stamp}`);
    await dialog.getByRole('button', { name: ar ? 'حفظ' : 'Save' }).click();
    await expect(dialog).toHaveCount(0);

    // the log, from the menu, searched by the record
    await page.goto('/dashboard');
    await page
      .getByRole('navigation', { name: ar ? 'القائمة' : 'Menu' })
      .getByRole('link', { name: ar ? 'سجل التدقيق' : 'Audit log' })
      .click();
    await expect(page).toHaveURL(/\/logs$/);
    await expect(page.getByRole('heading', { level: 1, name: ar ? 'سجل التدقيق' : 'Audit log' })).toBeVisible();
    await page.getByRole('combobox', { name: ar ? 'الجدول' : 'Table' }).selectOption({ label: ar ? 'الدول' : 'Countries' });
    const record = page.getByRole('textbox', { name: ar ? 'رقم السجل' : 'Record number' });
    await record.fill(id);
    await record.press('Enter');
    await expect(page).toHaveURL(new RegExp(`entity=countries&entity_id=${id}`));
    // newest first: the rename, then the creation
    const update = ar ? `عرض التغيير: تعديل على الدول رقم ${id}` : `View the change: Updated on Countries no. ${id}`;
    const create = ar ? `عرض التغيير: إضافة على الدول رقم ${id}` : `View the change: Created on Countries no. ${id}`;
    await expect(page.getByRole('button', { name: update })).toBeVisible();
    await expect(page.getByRole('button', { name: create })).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(3); // the heading row and the two changes

    await page.getByRole('button', { name: update }).click();
    const entry = page.getByRole('dialog');
    const row = entry.getByRole('row', { name: new RegExp(`^${ar ? 'الاسم بالإنجليزية' : 'English name'}`) });
    await expect(row).toContainText(`Country ${stamp}`);
    await expect(row).toContainText(`Renamed ${stamp}`);
    await expect(entry.getByText('مدير المنصة')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(entry).toHaveCount(0);
    await expect(page).toHaveURL(/\/logs\?entity=countries&entity_id=\d+$/);
  });
}
