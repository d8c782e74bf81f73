/**
 * Location orders end to end in Chromium against the real server and the demo data (issue 12): the
 * same screens as the orders under /location-orders, over the general/location-orders calls and the
 * location catalogue. The provider files a location order with a service of the location catalogue
 * and lands on its list (the spec's LocationOrderPage); its page lists the location pledges and
 * refuses sending until they are uploaded; the desk sees the consulting stage; a licensed location
 * order's licence shows and its QR path, opened signed out, says it is valid. In Arabic and English,
 * every page held to axe (./fixtures).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, flowLanguages, login, logout, signIn, useLanguage } from './helpers';

const tokenOf = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('mashaer.session') ?? '{}') as { token?: string }).token ?? '');

async function choose(page: Page, inputId: string, option: string | RegExp, search?: string) {
  const root = page.locator(`.p-dropdown:has(#${inputId})`);
  await root.click();
  const panel = page.locator('.p-dropdown-panel').last();
  await expect(panel).toBeVisible();
  if (search) await panel.locator('input').first().fill(search);
  await panel.getByRole('option', { name: option }).first().click();
}

test('a location order: filed from the location catalogue, refused until its pledges are in, and a licensed one verified by its QR path', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await useLanguage(page, 'en');
  await login(page, 'provider@mashaer.test');
  const headers = { authorization: `Bearer ${await tokenOf(page)}`, 'accept-language': 'en' };

  await page.goto('/location-orders');
  await expect(page.locator('h1')).toHaveText('Location orders');
  await page.getByRole('button', { name: 'Add order' }).click();
  await expect(page).toHaveURL(/\/location-orders\/create$/);
  await expect(page.getByRole('heading', { name: 'Add location order' })).toBeVisible();
  const title = `E2E location order ${Date.now()}`;
  await page.locator('#orders-title').fill(title);
  await page.locator('.p-dropdown:has(#orders-camp)').click();
  await page.locator('.p-dropdown-panel .p-dropdown-item').first().click();
  await expect(page.locator('#orders-square')).not.toHaveValue('');
  await choose(page, 'orders-design-office', /الإتقان/, 'الإتقان');
  await page.locator('#orders-number-of-hijaj').fill('300');
  // the services offered are the location catalogue's
  const catalogue = (await (await page.request.post('/api/general/location-services?page=1', { headers, data: { paginate: 100 } })).json()) as {
    data: { data: Array<{ name: string; name_en: string | null }> };
  };
  expect(catalogue.data.data.length).toBeGreaterThan(0);
  await page.locator('.p-dropdown:has(#orders-services-0-service)').click();
  const offered = await page.locator('.p-dropdown-panel .p-dropdown-item').allInnerTexts();
  expect(offered.map((s) => s.trim()).sort()).toEqual(catalogue.data.data.map((s) => (s.name_en ?? s.name).trim()).sort());
  await page.locator('.p-dropdown-panel .p-dropdown-item').first().click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  // the spec's destination after a save: LocationOrderPage, the new order on top
  await expect(page).toHaveURL(/\/location-orders$/);
  await page.getByRole('link', { name: new RegExp(`: ${title}$`) }).click();
  await expect(page).toHaveURL(/\/location-orders\/details\/\d+$/);
  const id = Number(/details\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByText('Location order details').first()).toBeVisible();
  // its pledges are listed (the location pledges: tests/api/orders.test.ts holds which); sending waits for them
  await expect(page.locator('li.order-pledge').filter({ hasText: 'Required' }).first()).toBeVisible();
  await expect(page.getByTestId('order-actions').getByRole('button', { name: 'Submit order', exact: true })).toBeDisabled();
  const refused = await page.request.post(`/api/general/location-orders/send/${id}`, { headers, data: {} });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe('There are pledges not uploaded or not processed');
  // the orders' family does not know it
  expect((await page.request.post(`/api/general/orders/details/${id}`, { headers, data: {} })).status()).toBe(404);

  // the desk: the consulting stage and a licensed location order's licence
  await logout(page);
  await signIn(page, 'kdana@mashaer.test');
  await page.goto('/location-orders/consulting');
  await expect(page.locator('h1')).toHaveText('Location consulting requests');
  await expectAccessible(page);
  const kdana = { authorization: `Bearer ${await tokenOf(page)}` };
  const licensed = (await (await page.request.post('/api/general/location-orders/list?page=1', { headers: kdana, data: { status: 'licensed', paginate: 1 } })).json()) as {
    data: { data: Array<{ id: number }> };
  };
  const licensedId = licensed.data.data[0]?.id;
  expect(licensedId, 'the demo has a licensed location order').toBeTruthy();
  await page.goto(`/location-orders/details/${licensedId}`);
  await page.locator('.order-header').getByRole('link', { name: 'View licence' }).click();
  await expect(page).toHaveURL(new RegExp(`/location-orders/license/${licensedId}$`));
  const sheet = page.getByTestId('licence-sheet');
  await expect(sheet.getByTestId('licence-number')).toHaveText(/^LOC-\d{4}-\d{5}$/);
  const verify = await sheet.getByTestId('licence-verify').getAttribute('href');
  expect(verify).toMatch(/^\/location-orders\/qr\/[A-Za-z0-9_-]{20,64}$/);
  const guest = await browser.newContext({ baseURL: new URL(page.url()).origin });
  await guest.addInitScript(() => localStorage.setItem('lang', 'ar'));
  const publicPage = await guest.newPage();
  await publicPage.goto(verify!);
  await expect(publicPage.getByTestId('licence-check')).toHaveAttribute('data-state', /valid|expired/);
  await expectAccessible(publicPage);
  await guest.close();
});

for (const lang of flowLanguages(import.meta.url)) {
  test(`location orders: the list, the consulting stage and an order's page pass axe (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await signIn(page, 'kdana@mashaer.test');
    await page.goto('/location-orders');
    await expect(page.locator('.data-table tbody tr').first()).toBeVisible();
    await expectAccessible(page);
    await page.locator('.data-table tbody tr').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/location-orders\/details\/\d+$/);
    await expect(page.locator('.order-chart-state[data-current="true"]')).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page);
    await page.goto('/orders/consulting');
    await expect(page.locator('h1').first()).toBeVisible();
    await expectAccessible(page);
  });
}
