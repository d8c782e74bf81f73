/** Location services: an administrator adds, finds, opens and deletes one, in Arabic and English. */
import { expect, test } from './fixtures';
import { flowLanguages, login, useLanguage } from './helpers';

for (const lang of flowLanguages(import.meta.url)) {
  test(`location services: add, find, open and delete (${lang})`, async ({ page }) => {
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
    const locationSpecialists = await page.request.post('/api/general/location-specialist/store', { headers, data: { name: `LOCA-N-${seq}`, cat_id: made.categories, name_en: `LOCA-NE-${seq}` } });
    expect(locationSpecialists.status(), await locationSpecialists.text()).toBe(201);
    made.locationSpecialists = ((await locationSpecialists.json()) as { data: { id: number } }).data.id;
    await page.goto('/location-services');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('button', { name: lang === 'ar' ? 'إضافة خدمة' : 'Add service' }).click();
    await expect(page).toHaveURL(/\/location-services\/create$/);
    await page.locator('#location-services-name').fill(`تجربة ${stamp}`);
    await page.locator('#location-services-count-day').fill('12');
    // specialist_id: the searchable drop-down of locationSpecialists, narrowed by typing, then one option chosen
    const specialistIdName = lang === 'en' ? `LOCA-NE-${seq}` : `LOCA-N-${seq}`;
    await page.locator('.p-dropdown:has(#location-services-specialist-id)').click();
    await page.locator('.p-dropdown-panel .p-dropdown-filter').fill(specialistIdName);
    await page.getByRole('option', { name: specialistIdName, exact: true }).click();
    await expect(page.locator('.p-dropdown:has(#location-services-specialist-id)')).toContainText(specialistIdName);
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(/\/location-services$/);
    await expect(page.getByRole('link', { name: `تجربة ${stamp}` })).toBeVisible();
    // the server's message, in the reader's language (spec 001 §2: the list after a save)
    await expect(page.getByText(lang === 'ar' ? 'تمت إضافة الخدمة بنجاح' : 'Location service created')).toBeVisible();

    // "Service already exists" (spec 001 §5): the same name under the same specialty, in other spaces, is refused on the name field
    await page.goto('/location-services/create');
    await page.locator('#location-services-name').fill(`  تجربة   ${stamp} `);
    await page.locator('#location-services-count-day').fill('3');
    await page.locator('.p-dropdown:has(#location-services-specialist-id)').click();
    await page.locator('.p-dropdown-panel .p-dropdown-filter').fill(specialistIdName);
    await page.getByRole('option', { name: specialistIdName, exact: true }).click();
    await page.locator('form button[type=submit]').click();
    await expect(page.getByText(lang === 'ar' ? 'الخدمة موجودة مسبقاً' : 'Service already exists')).toBeVisible();
    await expect(page).toHaveURL(/\/create$/);
    await page.goto('/location-services');

    await expect(page.getByRole('row', { name: new RegExp(stamp) }).getByText(specialistIdName, { exact: true })).toBeVisible();

    await page.getByRole('link', { name: `تجربة ${stamp}` }).click();
    await expect(page.locator('.record-view')).toBeVisible();
    await expect(page.locator('.record-view').getByText(specialistIdName, { exact: true })).toBeVisible();
    await page.goBack();

    await page.getByRole('button', { name: new RegExp(`${lang === 'ar' ? 'حذف' : 'Delete'}: تجربة ${stamp}`) }).click();
    await page.getByRole('dialog').getByRole('button').last().click();
    await expect(page.getByRole('link', { name: `تجربة ${stamp}` })).toHaveCount(0);
    // nothing points at the made records now: they go too, last made first
    expect((await page.request.post(`/api/general/location-specialist/delete/${made.locationSpecialists}`, { headers })).status()).toBe(200);
  });
}
