/** Specialists: an administrator adds, finds, opens and deletes one, in Arabic and English. */
import { expect, test } from './fixtures';
import { flowLanguages, login, useLanguage } from './helpers';

for (const lang of flowLanguages(import.meta.url)) {
  test(`specialists: add, find, open and delete (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await login(page, 'admin@mashaer.test');
    const stamp = `${lang}-${Date.now()}`;
    // the records the references point at, made through their areas' own calls
    // short and upper-case, as a target's codes may have to be
    const seq = `${lang.toUpperCase()}${Date.now() % 1000000}`;
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('mashaer.session') ?? '{}') as { token?: string }).token ?? '');
    const headers = { authorization: `Bearer ${token}` };
    const made: Record<string, number> = {};
    const categories = await page.request.post('/api/general/categories/store', { headers, data: { name: `CATE-N-${seq}`, name_en: `CATE-NE-${seq}` } });
    expect(categories.status(), await categories.text()).toBe(201);
    made.categories = ((await categories.json()) as { data: { id: number } }).data.id;
    await page.goto('/specialists');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('button', { name: lang === 'ar' ? 'إضافة تخصص' : 'Add specialist' }).click();
    await expect(page).toHaveURL(/\/specialists\/create$/);
    await page.locator('#specialists-name').fill(`تجربة ${stamp}`);
    await page.locator('#specialists-active').check({ force: true });

    // cat_id: the searchable drop-down of categories, narrowed by typing, then one option chosen
    const catIdName = lang === 'en' ? `CATE-NE-${seq}` : `CATE-N-${seq}`;
    await page.locator('.p-dropdown:has(#specialists-cat-id)').click();
    await page.locator('.p-dropdown-panel .p-dropdown-filter').fill(catIdName);
    await page.getByRole('option', { name: catIdName, exact: true }).click();
    await expect(page.locator('.p-dropdown:has(#specialists-cat-id)')).toContainText(catIdName);
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(/\/specialists$/);
    // the list goes category by category: the search finds the new one
    const search = page.getByRole('textbox', { name: lang === 'ar' ? 'بحث' : 'Search' });
    await search.fill(stamp);
    await search.press('Enter');
    await expect(page.getByRole('link', { name: `تجربة ${stamp}` })).toBeVisible();
    // the status switch said "stopped": active 0, shown as stopped
    await expect(page.getByRole('row', { name: new RegExp(stamp) })).toContainText(lang === 'ar' ? 'موقوف' : 'Stopped');

    await expect(page.getByRole('row', { name: new RegExp(stamp) }).getByText(catIdName, { exact: true })).toBeVisible();

    await page.getByRole('link', { name: `تجربة ${stamp}` }).click();
    await expect(page.locator('.record-view')).toBeVisible();
    await expect(page.locator('.record-view').getByText(catIdName, { exact: true })).toBeVisible();
    await page.goBack();

    await page.getByRole('button', { name: new RegExp(`${lang === 'ar' ? 'حذف' : 'Delete'}: تجربة ${stamp}`) }).click();
    await page.getByRole('dialog').getByRole('button').last().click();
    await expect(page.getByRole('link', { name: `تجربة ${stamp}` })).toHaveCount(0);
    // nothing points at the made records now: they go too, last made first
  });
}
