/** Camps: an administrator adds one in a square, opens it, sets it ready after the confirmation, finds it by its filters and deletes it, in Arabic and English. */
import { expect, test } from './fixtures';
import { flowLanguages, login, useLanguage } from './helpers';

for (const lang of flowLanguages(import.meta.url)) {
  test(`camps: add, set ready after the confirmation, filter and delete (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await login(page, 'admin@mashaer.test');
    const stamp = `${lang}-${Date.now()}`;
    // the records the references point at, made through their areas' own calls
    const seq = stamp;
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('mashaer.session') ?? '{}') as { token?: string }).token ?? '');
    const headers = { authorization: `Bearer ${token}` };
    const made: Record<string, number> = {};
    const squares = await page.request.post('/api/general/squares/store', {
      headers,
      data: { name: `مربع اختبار ${seq}`, name_en: `Test square ${seq}`, code: `E2E-${lang.toUpperCase()}${Date.now() % 1_000_000}` },
    });
    expect(squares.status(), await squares.text()).toBe(201);
    made.squares = ((await squares.json()) as { data: { id: number } }).data.id;
    await page.goto('/camps');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('button', { name: lang === 'ar' ? 'إضافة مخيم' : 'Add camp' }).click();
    await expect(page).toHaveURL(/\/camps\/create$/);
    await page.locator('#camps-name').fill(`مخيم تجربة ${stamp}`);
    await page.locator('#camps-name-en').fill(`Test camp ${stamp}`);
    await page.locator('#camps-capacity').fill('1200');
    // a developed camp (permanent buildings)
    await page.locator('#camps-is-developed').check({ force: true });
    // square_id: the searchable drop-down of squares, narrowed by typing, then one option chosen
    const squareIdName = lang === 'en' ? `Test square ${seq}` : `مربع اختبار ${seq}`;
    await page.locator('.p-dropdown:has(#camps-square-id)').click();
    await page.locator('.p-dropdown-panel .p-dropdown-filter').fill(squareIdName);
    await page.getByRole('option', { name: squareIdName, exact: true }).click();
    await expect(page.locator('.p-dropdown:has(#camps-square-id)')).toContainText(squareIdName);
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(/\/camps$/);
    // the list goes square by square: the new camp's square is the last; the search finds it
    const search = page.getByRole('textbox', { name: lang === 'ar' ? 'بحث' : 'Search' });
    await search.fill(stamp);
    await search.press('Enter');
    await expect(page.getByRole('link', { name: `مخيم تجربة ${stamp}` })).toBeVisible();

    await expect(page.getByRole('row', { name: new RegExp(stamp) }).getByText(squareIdName, { exact: true })).toBeVisible();

    await page.getByRole('link', { name: `مخيم تجربة ${stamp}` }).click();
    await expect(page.locator('.record-view')).toBeVisible();
    await expect(page.locator('.record-view').getByText(squareIdName, { exact: true })).toBeVisible();
    // the view offers the events the record's status takes; one moves it on
    await expect(page.locator('.record-view [data-status]')).toHaveText(lang === 'ar' ? 'غير جاهز' : 'Not ready');
    const setReady = lang === 'ar' ? 'تعيين كجاهز' : 'Set ready';
    await page.getByRole('button', { name: setReady, exact: true }).click();
    // the machine's confirmation first; cancelling changes nothing
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(lang === 'ar' ? 'هل أنت متأكد من أن المخيم جاهز؟' : 'Are you sure the camp is ready?');
    await dialog.getByRole('button', { name: lang === 'ar' ? 'إلغاء' : 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('.record-view [data-status]')).toHaveAttribute('data-status', 'notready');
    await page.getByRole('button', { name: setReady, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: setReady }).click();
    await expect(page.locator('.record-view [data-status]')).toHaveAttribute('data-status', 'ready');
    await expect(page.locator('.record-view [data-status]')).toHaveText(lang === 'ar' ? 'جاهز' : 'Ready');
    await expect(page.getByRole('button', { name: lang === 'ar' ? 'تعيين كغير جاهز' : 'Set not ready', exact: true })).toBeVisible();
    await page.goBack();
    // the list's filters: ready and developed, kept in the address
    await page.getByRole('combobox', { name: lang === 'ar' ? 'الحالة' : 'Status' }).selectOption('ready');
    await page.getByRole('combobox', { name: lang === 'ar' ? 'مطوّر' : 'Developed' }).selectOption('1');
    await expect(page).toHaveURL(/status=ready/);
    await expect(page).toHaveURL(/is_developed=1/);
    await expect(page.getByRole('row', { name: new RegExp(stamp) })).toContainText(lang === 'ar' ? 'جاهز' : 'Ready');

    await page.getByRole('button', { name: new RegExp(`${lang === 'ar' ? 'حذف' : 'Delete'}: مخيم تجربة ${stamp}`) }).click();
    await page.getByRole('dialog').getByRole('button').last().click();
    await expect(page.getByRole('link', { name: `مخيم تجربة ${stamp}` })).toHaveCount(0);
    // nothing points at the made records now: they go too, last made first
    expect((await page.request.post(`/api/general/squares/delete/${made.squares}`, { headers })).status()).toBe(200);
  });
}
