/** Location service inputs: an administrator adds, finds, opens and deletes one, in Arabic and English. */
import { expect, test } from './fixtures';
import { flowLanguages, login, useLanguage } from './helpers';

for (const lang of flowLanguages(import.meta.url)) {
  test(`location service inputs: add, find, open and delete (${lang})`, async ({ page }) => {
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
    const locationServices = await page.request.post('/api/general/location-services/store', {
      headers,
      data: { name: `LOCA-N-${seq}`, specialist_id: made.locationSpecialists, count_day: 1, name_en: `LOCA-NE-${seq}` },
    });
    expect(locationServices.status(), await locationServices.text()).toBe(201);
    made.locationServices = ((await locationServices.json()) as { data: { id: number } }).data.id;
    await page.goto('/location-services/inputs');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('button', { name: lang === 'ar' ? 'إضافة مدخل' : 'Add input' }).click();
    await expect(page).toHaveURL(/\/location-services\/inputs\/create$/);
    await page.locator('#location-service-inputs-name').fill(`تجربة ${stamp}`);
    // the type: a drop-down of the four the shared rule takes
    await page.locator('.p-dropdown:has(#location-service-inputs-type)').click();
    await page.getByRole('option', { name: lang === 'ar' ? 'رقم' : 'Number', exact: true }).click();

    // service_id: the searchable drop-down of locationServices, narrowed by typing, then one option chosen
    const serviceIdName = lang === 'en' ? `LOCA-NE-${seq}` : `LOCA-N-${seq}`;
    await page.locator('.p-dropdown:has(#location-service-inputs-service-id)').click();
    await page.locator('.p-dropdown-panel .p-dropdown-filter').fill(serviceIdName);
    await page.getByRole('option', { name: serviceIdName, exact: true }).click();
    await expect(page.locator('.p-dropdown:has(#location-service-inputs-service-id)')).toContainText(serviceIdName);
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(/\/location-services\/inputs$/);
    await expect(page.getByRole('link', { name: `تجربة ${stamp}` })).toBeVisible();

    await expect(page.getByRole('row', { name: new RegExp(stamp) }).getByText(serviceIdName, { exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(stamp) }).getByText(lang === 'ar' ? 'رقم' : 'Number', { exact: true })).toBeVisible();

    await page.getByRole('link', { name: `تجربة ${stamp}` }).click();
    await expect(page.locator('.record-view')).toBeVisible();
    await expect(page.locator('.record-view').getByText(serviceIdName, { exact: true })).toBeVisible();
    await page.goBack();

    await page.getByRole('button', { name: new RegExp(`${lang === 'ar' ? 'حذف' : 'Delete'}: تجربة ${stamp}`) }).click();
    await page.getByRole('dialog').getByRole('button').last().click();
    await expect(page.getByRole('link', { name: `تجربة ${stamp}` })).toHaveCount(0);
    // nothing points at the made records now: they go too, last made first
    expect((await page.request.post(`/api/general/location-services/delete/${made.locationServices}`, { headers })).status()).toBe(200);
    expect((await page.request.post(`/api/general/location-specialist/delete/${made.locationSpecialists}`, { headers })).status()).toBe(200);
  });
}
