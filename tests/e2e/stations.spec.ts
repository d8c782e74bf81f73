/** Stations: an administrator adds a first-aid point in a square, finds it, opens it and deletes it, in Arabic and English. */
import { expect, test } from './fixtures';
import { flowLanguages, login, useLanguage } from './helpers';

for (const lang of flowLanguages(import.meta.url)) {
  test(`stations: add, find, open and delete (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await login(page, 'admin@mashaer.test');
    const stamp = `${lang}-${Date.now()}`;
    // the records the references point at, made through their areas' own calls
    // short and upper-case, as a target's codes may have to be
    const seq = `${lang.toUpperCase()}${Date.now() % 1000000}`;
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('mashaer.session') ?? '{}') as { token?: string }).token ?? '');
    const headers = { authorization: `Bearer ${token}` };
    const made: Record<string, number> = {};
    const squares = await page.request.post('/api/general/squares/store', { headers, data: { name: `SQUA-N-${seq}`, name_en: `SQUA-NE-${seq}`, code: `SQUA-C-${seq}` } });
    expect(squares.status(), await squares.text()).toBe(201);
    made.squares = ((await squares.json()) as { data: { id: number } }).data.id;
    await page.goto('/stations');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('button', { name: lang === 'ar' ? 'إضافة محطة' : 'Add station' }).click();
    await expect(page).toHaveURL(/\/stations\/create$/);
    await page.locator('#stations-name').fill(`تجربة ${stamp}`);
    await page.locator('#stations-name-en').fill(`Sample ${stamp}`);
    // the kind: a drop-down of the kinds in the reader's language
    await page.locator('.p-dropdown:has(#stations-kind)').click();
    await page.getByRole('option', { name: lang === 'ar' ? 'إسعاف' : 'First aid', exact: true }).click();

    // square_id: the searchable drop-down of squares, narrowed by typing, then one option chosen
    const squareIdName = lang === 'en' ? `SQUA-NE-${seq}` : `SQUA-N-${seq}`;
    await page.locator('.p-dropdown:has(#stations-square-id)').click();
    await page.locator('.p-dropdown-panel .p-dropdown-filter').fill(squareIdName);
    await page.getByRole('option', { name: squareIdName, exact: true }).click();
    await expect(page.locator('.p-dropdown:has(#stations-square-id)')).toContainText(squareIdName);
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(/\/stations$/);
    // the list goes by kind: the search finds the new one
    const search = page.getByRole('textbox', { name: lang === 'ar' ? 'بحث' : 'Search' });
    await search.fill(stamp);
    await search.press('Enter');
    await expect(page.getByRole('link', { name: `تجربة ${stamp}` })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(stamp) })).toContainText(lang === 'ar' ? 'إسعاف' : 'First aid');

    await expect(page.getByRole('row', { name: new RegExp(stamp) }).getByText(squareIdName, { exact: true })).toBeVisible();

    await page.getByRole('link', { name: `تجربة ${stamp}` }).click();
    await expect(page.locator('.record-view')).toBeVisible();
    await expect(page.locator('.record-view').getByText(squareIdName, { exact: true })).toBeVisible();
    await page.goBack();

    await page.getByRole('button', { name: new RegExp(`${lang === 'ar' ? 'حذف' : 'Delete'}: تجربة ${stamp}`) }).click();
    await page.getByRole('dialog').getByRole('button').last().click();
    await expect(page.getByRole('link', { name: `تجربة ${stamp}` })).toHaveCount(0);
    // nothing points at the made records now: they go too, last made first
    expect((await page.request.post(`/api/general/squares/delete/${made.squares}`, { headers })).status()).toBe(200);
  });
}
