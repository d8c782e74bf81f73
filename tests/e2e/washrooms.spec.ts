/** Washrooms: an administrator adds, finds, opens and deletes one (in one language: helpers' flowLanguages). */
import { expect, test } from './fixtures';
import { flowLanguages, login, useLanguage } from './helpers';

for (const lang of flowLanguages(import.meta.url)) {
  test(`washrooms: add, find, open and delete (${lang})`, async ({ page }) => {
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
    const camps = await page.request.post('/api/general/camps/store', { headers, data: { name: `CAMP-N-${seq}`, name_en: `CAMP-NE-${seq}`, square_id: made.squares, capacity: 1 } });
    expect(camps.status(), await camps.text()).toBe(201);
    made.camps = ((await camps.json()) as { data: { id: number } }).data.id;
    await page.goto('/washrooms');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('button', { name: lang === 'ar' ? 'إضافة دورة مياه' : 'Add washroom' }).click();
    await expect(page).toHaveURL(/\/washrooms\/create$/);
    await page.locator('#washrooms-wc-number').fill(`تجربة ${stamp}`);

    // camp_id: the searchable drop-down of camps, narrowed by typing, then one option chosen
    const campIdName = lang === 'en' ? `CAMP-NE-${seq}` : `CAMP-N-${seq}`;
    await page.locator('.p-dropdown:has(#washrooms-camp-id)').click();
    await page.locator('.p-dropdown-panel .p-dropdown-filter').fill(campIdName);
    await page.getByRole('option', { name: campIdName, exact: true }).click();
    await expect(page.locator('.p-dropdown:has(#washrooms-camp-id)')).toContainText(campIdName);
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(/\/washrooms$/);
    await expect(page.getByRole('link', { name: `تجربة ${stamp}` })).toBeVisible();

    await expect(page.getByRole('row', { name: new RegExp(stamp) }).getByText(campIdName, { exact: true })).toBeVisible();

    await page.getByRole('link', { name: `تجربة ${stamp}` }).click();
    await expect(page.locator('.record-view')).toBeVisible();
    await expect(page.locator('.record-view').getByText(campIdName, { exact: true })).toBeVisible();
    await page.goBack();

    await page.getByRole('button', { name: new RegExp(`${lang === 'ar' ? 'حذف' : 'Delete'}: تجربة ${stamp}`) }).click();
    await page.getByRole('dialog').getByRole('button').last().click();
    await expect(page.getByRole('link', { name: `تجربة ${stamp}` })).toHaveCount(0);
    // nothing points at the made records now: they go too, last made first
    expect((await page.request.post(`/api/general/camps/delete/${made.camps}`, { headers })).status()).toBe(200);
    expect((await page.request.post(`/api/general/squares/delete/${made.squares}`, { headers })).status()).toBe(200);
  });
}
