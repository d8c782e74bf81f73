/**
 * Season end in Chromium against the real server (issue 14): Kidana opens a re-delivery order for a company's
 * free received camp from /re-assign-orders, fills the form (a "no" priced as a penalty), approves the camp; the
 * company uploads its penalty payment attachment; Kidana accepts it; both signers sign (the company, then
 * Kidana), the signatures are closed and the re-delivery file uploaded → the order is re-delivered and the
 * company's clearance is started; Kidana, its voter, accepts → the company is cleared; the penalty is invoiced and
 * the invoice prints with an e-invoice QR that decodes to its total and VAT. Then a lock order is
 * rejected with a reason and whoever opens it is sent back to /lock-orders after one second. Arabic for the
 * re-delivery, English for the lock order; every page visited passes axe (./fixtures).
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, login, PASSWORD, signIn, useLanguage } from './helpers';
import { decodeEInvoiceQr } from '../../shared/einvoice';
import { formatSar, invoiceTotals, parseSar } from '../../shared/money';

const PDF = { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') };
const PNG = { name: 'signature.png', mimeType: 'image/png', buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]) };

async function tokenFor(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password: PASSWORD, platform: 'web' } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** A company with a received camp and no open order on it (the demo leaves one free), with its login. */
async function freeCompany(request: APIRequestContext, kdana: string): Promise<{ id: number; email: string; name: string; camp: string }> {
  const auth = { authorization: `Bearer ${kdana}` };
  const companies = (
    (await (await request.get('/api/general/reassign_form/get-user-of-type/2', { headers: auth })).json()) as { data: Array<{ id: number; email: string; company_name: string | null; name: string }> }
  ).data;
  for (const c of companies) {
    const camps = ((await (await request.get(`/api/general/reassign_orders/company-camps/${c.id}`, { headers: auth })).json()) as { data: Array<{ camp_name: string }> }).data;
    if (camps.length) return { id: c.id, email: c.email, name: c.company_name ?? c.name, camp: camps[0]!.camp_name };
  }
  throw new Error('no company holds a free received camp');
}

/** The signer's profile signature image (signing keeps it). */
async function giveSignature(request: APIRequestContext, token: string) {
  const res = await request.post('/api/profile/images', { headers: { authorization: `Bearer ${token}` }, multipart: { signature: PNG } });
  expect(res.ok(), await res.text()).toBe(true);
}

async function as(browser: Browser, page: Page, email: string, lang: 'ar' | 'en'): Promise<Page> {
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const other = await context.newPage();
  await useLanguage(other, lang);
  await login(other, email);
  return other;
}

const step = (page: Page, event: string) => page.locator(`[data-event="${event}"]`).first();
/** Confirm the dialog a step asks, when it asks one. */
async function confirmIfAsked(page: Page) {
  const dialog = page.locator('.p-confirm-dialog');
  const asked = await dialog
    .waitFor({ state: 'visible', timeout: 1_500 })
    .then(() => true)
    .catch(() => false);
  if (asked) await dialog.locator('.p-confirm-dialog-accept').click();
}

test('re-delivery: filled, camps approved, penalty paid and accepted, signed and filed → the company is cleared (ar)', async ({ page, browser, request }) => {
  test.setTimeout(300_000);
  const kdanaToken = await tokenFor(request, 'kdana@mashaer.test');
  const company = await freeCompany(request, kdanaToken);
  await giveSignature(request, kdanaToken);
  await giveSignature(request, await tokenFor(request, company.email));

  await useLanguage(page, 'ar');
  await signIn(page, 'kdana@mashaer.test');
  await page.goto('/re-assign-orders');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // 1. a new order for the company's free camp
  await page.getByRole('button', { name: 'طلب جديد' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('.p-dropdown:has(#reassign-company)').click();
  await page.locator('.p-dropdown-panel .p-dropdown-filter').fill(company.name);
  await page.locator('.p-dropdown-panel .p-dropdown-item').filter({ hasText: company.name }).first().click();
  await dialog.getByLabel(company.camp).check();
  await expectAccessible(page);
  await dialog.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/\/re-assign-orders\/\d+\/form\/\d+$/);
  const id = Number(/re-assign-orders\/(\d+)\//.exec(page.url())![1]);

  // 2. the form: choose it, answer every question — the first yes/no "no" (a penalty), numbers 0
  // choosing the form opens its address (…/form/{form}), which loads its questions and prices
  const chooser = page.locator('input[name="reassign-form"]').first();
  if (!(await chooser.isChecked())) await chooser.click();
  await expect(page.locator('input[name="reassign-form"]').first()).toBeChecked();
  await expect(page.locator('form [role="radiogroup"]').first()).toBeVisible();
  const groups = page.locator('form [role="radiogroup"]');
  for (let i = 0; i < (await groups.count()); i++) {
    const g = groups.nth(i);
    const no = g.locator('input[value="no"]');
    if ((await no.count()) && i === 0) await no.check();
    else if (await g.locator('input[value="yes"]').count()) await g.locator('input[value="yes"]').check();
    else await g.locator('input[type=radio]').first().check();
  }
  for (const input of await page.locator('form input[inputmode="decimal"]').all()) await input.fill('0');
  for (const input of await page.locator('form .area-fields input[type="date"]').all()) await input.fill('2027-06-20');
  for (const area of await page.locator('form .area-fields textarea').all()) await area.fill('تمت المعاينة');
  await expect(page.getByTestId('penalty-lines')).toBeVisible();
  await expectAccessible(page);
  await step(page, 'SUBMIT_FORM').click();
  await expect(page).toHaveURL(/\/approve-camps$/);

  // 3. the camp approved with the penalty the answers priced → payment
  await page.getByRole('group').getByRole('checkbox').first().check();
  await step(page, 'APPROVE_CAMPS').click();
  await confirmIfAsked(page);
  await expect(page).toHaveURL(new RegExp(`/re-assign-orders/${id}/payment-attachment$`));

  // 4. the company uploads its payment attachment, without any permission for it
  const companyPage = await as(browser, page, company.email, 'ar');
  await companyPage.goto(`/re-assign-orders/${id}/payment-attachment`);
  await companyPage.locator('#payment-attachment').locator('xpath=ancestor-or-self::*[.//input[@type="file"]][1]').locator('input[type=file]').setInputFiles(PDF);
  await expectAccessible(companyPage);
  await companyPage.locator('.reassign-upload button[type=submit]').click();
  await expect(companyPage).toHaveURL(new RegExp(`/re-assign-orders/${id}/payment-attachment/view$`));

  // 5. Kidana accepts it → the signatures; the company signs, then Kidana; closed
  await page.goto(`/re-assign-orders/${id}/payment-attachment/view`);
  await step(page, 'ACCEPT_PAYMENT').click();
  await confirmIfAsked(page);
  await expect(page).toHaveURL(new RegExp(`/re-assign-orders/${id}/re-delivery/signature$`));
  await companyPage.goto(`/re-assign-orders/${id}/re-delivery/signature`);
  await step(companyPage, 'SIGN').click();
  await confirmIfAsked(companyPage);
  await expect(companyPage.getByTestId('reassign-missed')).toHaveText('1');
  await page.reload();
  await step(page, 'SIGN').click();
  await confirmIfAsked(page);
  await expect(page.getByTestId('reassign-missed')).toHaveText('0');
  await expectAccessible(page);
  await expect(step(page, 'COMPLETE_SIGNATURES')).toBeEnabled();
  const closed = page.waitForResponse((r) => r.url().includes(`/complete-signatures/${id}`));
  await step(page, 'COMPLETE_SIGNATURES').click();
  expect((await closed).status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/re-assign-orders/${id}/re-delivery/file$`));

  // 6. the re-delivery file completes it
  await page.locator('.reassign-upload input[type=file]').setInputFiles({ ...PDF, name: 'kroky.pdf' });
  await page.locator('.reassign-upload button[type=submit]').click();
  await expect(page).toHaveURL(new RegExp(`/re-assign-orders/${id}/form/\\d+/view$`));
  await expect(page.getByText('أعيد التسليم').first()).toBeVisible();
  await expectAccessible(page);

  // 7. the company's clearance started with Kidana as a voter: Kidana accepts → cleared
  await page.goto('/clearance-kidana');
  await page.getByRole('link', { name: `التصويت: ${company.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/clearance/${company.id}/\\d+$`));
  await page.getByTestId('clearance-accept').click();
  const confirm = page.getByRole('dialog').last();
  await confirm.getByRole('button', { name: 'موافقة', exact: true }).click();
  await expect(page.getByTestId('clearance-vote-status').locator('[data-status]')).toHaveAttribute('data-status', 'accept');
  await companyPage.context().close();

  // 8. the penalty is invoiced to the company; the invoice prints with an e-invoice QR that decodes to its figures
  const order = (await (await request.get(`/api/general/reassign_orders/details/${id}`, { headers: { authorization: `Bearer ${kdanaToken}` } })).json()) as { data: { penalty_amount: string } };
  const penalty = parseSar(order.data.penalty_amount)!;
  expect(penalty).toBeGreaterThan(0);
  await page.goto('/invoices/create');
  await page.locator('.p-dropdown:has(#invoice-company)').click();
  await page.locator('.p-dropdown-panel .p-dropdown-filter').fill(company.name);
  await page.locator('.p-dropdown-panel .p-dropdown-item').filter({ hasText: company.name }).first().click();
  await page.locator('#invoice-description').fill(`غرامات إعادة تسليم الطلب ${id}`);
  await page.locator('#invoice-due-date').fill('2027-07-15');
  await page.locator('#invoice-line-0-description').fill('غرامات إعادة التسليم');
  await page.locator('#invoice-line-0-quantity').fill('1');
  await page.locator('#invoice-line-0-price').fill(order.data.penalty_amount);
  await page.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expect(page).toHaveURL(/\/invoices\/details\/\d+$/);
  await page.getByTestId('invoice-print-link').click();
  const qr = page.getByTestId('licence-qr');
  await expect(qr).toBeVisible();
  const totals = invoiceTotals([{ quantity: 1, unitPrice: penalty }]);
  expect(decodeEInvoiceQr((await qr.getAttribute('data-qr')) ?? '')).toMatchObject({ total: formatSar(totals.total), vatTotal: formatSar(totals.vat) });
  await expectAccessible(page);
});

test('lock: a rejected lock order sends whoever opens it back to /lock-orders after one second (en)', async ({ page, request }) => {
  test.setTimeout(120_000);
  const kdana = await tokenFor(request, 'kdana@mashaer.test');
  const list = await request.post('/api/general/reassign_orders?page=1', { headers: { authorization: `Bearer ${kdana}` }, data: { type: 'lock', status: 'rejected', paginate: 10 } });
  const rejected = ((await list.json()) as { data: { data: Array<{ id: number }> } }).data.data[0];
  expect(rejected, 'the demo has a rejected lock order').toBeDefined();

  await useLanguage(page, 'en');
  await signIn(page, 'kdana@mashaer.test');
  await page.goto('/lock-orders');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.goto(`/lock-orders/${rejected!.id}/details`);
  await expect(page.getByTestId('reassign-rejected')).toContainText('This order has been rejected');
  const shown = Date.now();
  await expectAccessible(page);
  await expect(page).toHaveURL(/\/lock-orders$/, { timeout: 5_000 });
  expect(Date.now() - shown).toBeGreaterThanOrEqual(500);
});
