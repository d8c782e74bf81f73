/** Ticket subjects: an administrator adds, finds, opens and deletes one (in one language: helpers' flowLanguages). */
import { expect, test } from './fixtures';
import { flowLanguages, login, useLanguage } from './helpers';

for (const lang of flowLanguages(import.meta.url)) {
  test(`ticket subjects: add, find, open and delete (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await login(page, 'admin@mashaer.test');
    const stamp = `${lang}-${Date.now()}`;
    // the records the references point at, made through their areas' own calls
    // short and upper-case, as a target's codes may have to be
    const seq = `${lang.toUpperCase()}${Date.now() % 1000000}`;
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('mashaer.session') ?? '{}') as { token?: string }).token ?? '');
    const headers = { authorization: `Bearer ${token}` };
    const made: Record<string, number> = {};
    const me = ((await (await page.request.get('/api/general/ticket-admin-groups/staff?search=admin%40mashaer', { headers })).json()) as { data: Array<{ id: number }> }).data[0]!.id;
    const ticketAdminGroups = await page.request.post('/api/general/ticket-admin-groups/store', { headers, data: { name: `TICK-N-${seq}`, name_en: `TICK-NE-${seq}`, admins: [me] } });
    expect(ticketAdminGroups.status(), await ticketAdminGroups.text()).toBe(201);
    made.ticketAdminGroups = ((await ticketAdminGroups.json()) as { data: { id: number } }).data.id;
    await page.goto('/ticket-subject');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('button', { name: lang === 'ar' ? 'إضافة موضوع تذكرة' : 'Add ticket subject' }).click();
    await expect(page).toHaveURL(/\/ticket-subject\/create$/);
    await page.locator('#ticket-subjects-subject').fill(`تجربة ${stamp}`);

    // admin_group_id: the searchable drop-down of ticketAdminGroups, narrowed by typing, then one option chosen
    const adminGroupIdName = lang === 'en' ? `TICK-NE-${seq}` : `TICK-N-${seq}`;
    await page.locator('.p-dropdown:has(#ticket-subjects-admin-group-id)').click();
    await page.locator('.p-dropdown-panel .p-dropdown-filter').fill(adminGroupIdName);
    await page.getByRole('option', { name: adminGroupIdName, exact: true }).click();
    await expect(page.locator('.p-dropdown:has(#ticket-subjects-admin-group-id)')).toContainText(adminGroupIdName);
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(/\/ticket-subject$/);
    await expect(page.getByRole('link', { name: `تجربة ${stamp}` })).toBeVisible();

    await expect(page.getByRole('row', { name: new RegExp(stamp) }).getByText(adminGroupIdName, { exact: true })).toBeVisible();

    await page.getByRole('link', { name: `تجربة ${stamp}` }).click();
    await expect(page.locator('.record-view')).toBeVisible();
    await expect(page.locator('.record-view').getByText(adminGroupIdName, { exact: true })).toBeVisible();
    await page.goBack();

    await page.getByRole('button', { name: new RegExp(`${lang === 'ar' ? 'حذف' : 'Delete'}: تجربة ${stamp}`) }).click();
    await page.getByRole('dialog').getByRole('button').last().click();
    await expect(page.getByRole('link', { name: `تجربة ${stamp}` })).toHaveCount(0);
    // nothing points at the made records now: they go too, last made first
    expect((await page.request.post(`/api/general/ticket-admin-groups/delete/${made.ticketAdminGroups}`, { headers })).status()).toBe(200);
  });
}
