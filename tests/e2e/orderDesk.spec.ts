/**
 * The order desk in Chromium against the real server, as Kidana staff (kdana@mashaer.test): the
 * demo's pending cancel request is approved after the machine's confirmation and its order is
 * cancelled; a request the provider files is rejected with a reason (none: the guard says so first);
 * pending achievement reports are approved, and disapproved with a reason; a company is blacklisted
 * and removed again. Every page — and the open dialogs — passes axe in Arabic and in English
 * (./fixtures checks each page it visits; the last test checks each explicitly).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, flowLanguages, login, PASSWORD, signIn, useLanguage } from './helpers';

const tokenOf = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('mashaer.session') ?? '{}') as { token?: string }).token ?? '');

async function tokenFor(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password: PASSWORD, platform: 'web' } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

const headersOf = (token: string) => ({ authorization: `Bearer ${token}`, 'accept-language': 'en' });

async function orderStatus(page: Page, id: number): Promise<string> {
  const res = await page.request.get(`/api/general/orders/get-order/${id}`, { headers: headersOf(await tokenOf(page)) });
  return ((await res.json()) as { data: { status: string } }).data.status;
}

/** At 390 px (a phone): `check`, and nothing scrolls sideways; then back to the desktop width. */
async function onPhone(page: Page, check: () => Promise<void>) {
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await check();
  const widths = await page.evaluate(() => ({ document: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.document, `${page.url()} scrolls sideways at 390 px`).toBeLessThanOrEqual(widths.viewport);
  await page.setViewportSize(desktop);
}

/** The dialog on screen, the latest opened (PrimeReact's confirmation and our own dialogs are both `dialog`s). */
const dialogOf = (page: Page) => page.getByRole('dialog').last();

test('Kidana approves the pending cancel request after confirming: its order is cancelled', async ({ page }) => {
  await useLanguage(page, 'en');
  await signIn(page, 'kdana@mashaer.test');
  await page.goto('/cancel-requests?status=pending&type=order');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByTestId('approve') })
    .first();
  await expect(row).toContainText('Cancel the order');
  await expect(row).toContainText('Pending');
  const href = await row.getByRole('link').first().getAttribute('href');
  const orderId = Number(/\/orders\/details\/(\d+)$/.exec(href ?? '')?.[1]);
  expect(orderId).toBeGreaterThan(0);
  const number = (await row.getByRole('cell').first().innerText()).trim();
  expect(await orderStatus(page, orderId)).toBe('licensed');

  await row.getByTestId('approve').click();
  const dialog = dialogOf(page);
  await expect(dialog).toContainText('Approving cancels the order or releases its contractor or consultant. Continue?');
  await dialog.getByRole('button', { name: 'Approve cancel request' }).click();
  await expect(page.getByText('Done').first()).toBeVisible();

  // decided: it leaves the pending list, shows approved, and its order is cancelled
  await page.goto('/cancel-requests?status=approved');
  const decided = page.getByRole('row').filter({ has: page.getByRole('cell', { name: number, exact: true }) });
  await expect(decided).toContainText('Approved');
  await expect(decided.getByTestId('approve')).toHaveCount(0);
  expect(await orderStatus(page, orderId)).toBe('cancelled');
});

test('a cancel request the provider files is rejected with a reason, which is required', async ({ page }) => {
  // the provider asks to cancel one of its licensed orders
  const provider = await tokenFor(page.request, 'provider@mashaer.test');
  const listed = await page.request.post('/api/general/orders/list?page=1', { headers: headersOf(provider), data: { status: 'licensed', paginate: 50 } });
  const orders = ((await listed.json()) as { data: { data: Array<{ id: number }> } }).data.data;
  let filed: number | null = null;
  for (const o of orders) {
    const res = await page.request.post('/api/general/orders/canceled_requests/store', { headers: headersOf(provider), data: { order_id: o.id, reason: 'لم نعد بحاجة إلى هذه الأعمال هذا الموسم' } });
    if (res.ok()) {
      filed = ((await res.json()) as { data: { id: number } }).data.id;
      break;
    }
  }
  expect(filed, 'the provider could file a cancel request').not.toBeNull();

  await useLanguage(page, 'ar');
  await signIn(page, 'kdana@mashaer.test');
  await page.goto('/cancel-requests?status=pending');
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: `#${filed}`, exact: true }) });
  await expect(row).toContainText('قيد الانتظار');
  await row.getByTestId('reject').click();
  const dialog = dialogOf(page);
  await expect(dialog).toContainText('لم نعد بحاجة إلى هذه الأعمال هذا الموسم');
  await dialog.getByTestId('reason-submit').click();
  await expect(dialog.getByRole('alert')).toHaveText('سبب الرفض مطلوب');
  await expectAccessible(page, '/cancel-requests (reject dialog)');
  await dialog.getByLabel('سبب الرفض').fill('الأعمال منجزة بنسبة كبيرة ولا يمكن إلغاؤها');
  await dialog.getByTestId('reason-submit').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/cancel-requests?status=rejected');
  const decided = page.getByRole('row').filter({ has: page.getByRole('cell', { name: `#${filed}`, exact: true }) });
  await expect(decided).toContainText('مرفوض');
  await expect(decided).toContainText('الأعمال منجزة بنسبة كبيرة ولا يمكن إلغاؤها');
});

test('Kidana approves a pending achievement report, and disapproves another with a reason', async ({ page }) => {
  await useLanguage(page, 'en');
  await signIn(page, 'kdana@mashaer.test');
  await page.goto('/reports?status=pending');
  const links = page.getByRole('link', { name: /^Report #\d+$/ });
  await expect(links.first()).toBeVisible();
  const [first, second] = [await links.nth(0).innerText(), await links.nth(1).innerText()].map((s) => s.trim());

  await links.nth(0).click();
  await expect(page).toHaveURL(/\/reports\/\d+$/);
  await expect(page.getByRole('heading', { name: `Achievement report ${first}` })).toBeVisible();
  await expect(page.locator('.record-view')).toContainText('Pending');
  await page.getByRole('button', { name: 'Approve report', exact: true }).click();
  await expect(page.locator('.record-view')).toContainText('Approved');
  await expect(page.getByRole('button', { name: 'Approve report', exact: true })).toHaveCount(0);

  await page.goto('/reports?status=pending');
  await page.getByRole('link', { name: `Report ${second}` }).click();
  await page.getByRole('button', { name: 'Disapprove report' }).click();
  const dialog = dialogOf(page);
  await dialog.getByLabel('Rejection reason').fill('The photos do not show the stated progress');
  await dialog.getByTestId('reason-submit').click();
  await expect(page.locator('.record-view')).toContainText('Disapproved');
  await expect(page.locator('.record-view')).toContainText('The photos do not show the stated progress');

  // neither is pending any more
  await page.goto('/reports?status=pending');
  await expect(page.getByRole('link', { name: `Report ${first}` })).toHaveCount(0);
  await expect(page.getByRole('link', { name: `Report ${second}` })).toHaveCount(0);
});

test('Kidana blacklists a contractor, then removes it', async ({ page }) => {
  await useLanguage(page, 'ar');
  await signIn(page, 'kdana@mashaer.test');
  await page.goto('/blacklist');
  await expect(page.getByRole('row').filter({ hasText: 'Al-Riyada Contracting' })).toBeVisible();
  await page.getByTestId('blacklist-add').click();
  const dialog = dialogOf(page);
  await expect(dialog.getByRole('radio', { name: 'مقاول' })).toBeChecked();
  await dialog.locator('#blacklist-company').locator('xpath=ancestor::div[contains(@class,"p-dropdown")]').click();
  await page.locator('.p-dropdown-filter').fill('الفرقان');
  await page.getByRole('option', { name: /مؤسسة الفرقان للمقاولات/ }).click();
  await dialog.getByLabel('السبب').fill('تأخر في تسليم الأعمال في الموسم السابق');
  await expectAccessible(page, '/blacklist (add dialog)');
  await dialog.getByTestId('blacklist-save').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const row = page.getByRole('row').filter({ hasText: 'مؤسسة الفرقان للمقاولات' });
  await expect(row).toContainText('تأخر في تسليم الأعمال في الموسم السابق');
  await row.getByTestId('blacklist-remove').click();
  const confirm = dialogOf(page);
  await expect(confirm).toContainText('إزالة «مؤسسة الفرقان للمقاولات» من القائمة السوداء؟');
  await confirm.getByRole('button', { name: 'نعم، احذفه!' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'مؤسسة الفرقان للمقاولات' })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: 'Al-Riyada Contracting' })).toBeVisible();
});

for (const lang of flowLanguages(import.meta.url)) {
  test(`every desk page passes axe (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await login(page, 'kdana@mashaer.test');
    for (const path of ['/cancel-requests', '/location-order-cancel-requests', '/reports', '/location-order-reports', '/blacklist']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('.row-skeleton')).toHaveCount(0);
      await expectAccessible(page, `${lang} ${path}`);
      await onPhone(page, async () => expectAccessible(page, `${lang} ${path} (390 px)`));
    }
    // one report of each family
    for (const list of ['/reports', '/location-order-reports']) {
      await page.goto(list);
      await page.locator('table.data-table tbody tr').first().getByRole('link').first().click();
      await expect(page.locator('.record-view')).toBeVisible();
      await expectAccessible(page, `${lang} ${list}/:id`);
      await onPhone(page, async () => expectAccessible(page, `${lang} ${list}/:id (390 px)`));
    }
    // the add dialog
    await page.goto('/blacklist');
    await page.getByTestId('blacklist-add').click();
    await expect(dialogOf(page)).toBeVisible();
    await expectAccessible(page, `${lang} /blacklist (add dialog)`);
  });
}
