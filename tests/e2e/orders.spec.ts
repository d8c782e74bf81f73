/**
 * Orders end to end in Chromium against the real server and the demo data (issue 12): the provider
 * files an order on one of its assigned camps with a service and the design office design@; sending
 * is refused while the required pledges are missing ("There are pledges not uploaded or not
 * processed"); the provider uploads each required pledge and sends it; the design office approves;
 * the provider chooses contractor@ and consultant@, who each accept; sharer@ signs; the provider
 * sends it to tsleem; Kidana approves it with a licence end date; the licence shows, its PDF
 * downloads, and its verify link, opened signed out, says the licence is valid. Then the list, the
 * form, the details and the licence held to axe in Arabic and English (every page a test opens is
 * held to axe too: ./fixtures).
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, flowLanguages, login, logout, signIn, useLanguage } from './helpers';

/** A small, valid PDF: what a signed pledge scan is. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const tokenOf = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('mashaer.session') ?? '{}') as { token?: string }).token ?? '');

/** Pick an option of the PrimeReact select whose input has this id, narrowing it by typing when a search is given. */
async function choose(page: Page, inputId: string, option: string | RegExp, search?: string) {
  const root = page.locator(`.p-dropdown:has(#${inputId}), .p-multiselect:has(#${inputId})`);
  await root.click();
  const panel = page.locator('.p-dropdown-panel, .p-multiselect-panel').last();
  if (search) await panel.locator('.p-dropdown-filter, .p-multiselect-filter').fill(search);
  await panel.getByRole('option', { name: option }).first().click();
}

/** The order's status as its page shows it. */
const statusOf = (page: Page) => page.locator('.order-header [data-status]');

async function openOrder(page: Page, email: string, id: number) {
  await logout(page);
  await signIn(page, email);
  await page.goto(`/orders/details/${id}`);
  await expect(page.getByRole('heading', { name: new RegExp(`^Order no\\. ${id}\\b`) })).toBeVisible();
}

/** Run an event from the order's actions; answer its dialog (`fill`) and the machine's question when it asks one. */
async function act(page: Page, label: string, fill?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.getByTestId('order-actions').getByRole('button', { name: label, exact: true }).click();
  if (fill) {
    const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('event-submit') });
    await expect(dialog).toBeVisible();
    await fill(dialog);
    await dialog.getByTestId('event-submit').click();
  }
}

async function confirm(page: Page, label: string) {
  const question = page.getByRole('dialog').filter({ hasNot: page.getByTestId('event-submit') });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: label, exact: true }).click();
}

test('an order from request to licence: provider, design office, contractor, consultant, sharer, Kidana, and the public check', async ({ page, browser }) => {
  test.setTimeout(300_000);
  await useLanguage(page, 'en');
  await signIn(page, 'provider@mashaer.test');

  // 1. the provider files an order on one of its assigned camps, with a service and the design office design@
  await page.goto('/orders');
  await page.getByRole('button', { name: 'Add order' }).click();
  await expect(page).toHaveURL(/\/orders\/create$/);
  const title = `E2E order ${Date.now()}`;
  await page.locator('#orders-title').fill(title);
  await page.locator('.p-dropdown:has(#orders-camp)').click();
  const camp = page.locator('.p-dropdown-panel .p-dropdown-item').first();
  await expect(camp).toBeVisible();
  await camp.click();
  await expect(page.locator('#orders-square')).not.toHaveValue('');
  await choose(page, 'orders-design-office', /الإتقان/, 'الإتقان');
  await page.locator('#orders-number-of-hijaj').fill('500');
  // the catalogue of services is read by the provider (a failure says so on the form)
  await expect(page.locator('.order-services .p-error[role=alert]'), 'the services list did not load for the provider').toHaveCount(0);
  await page.locator('.p-dropdown:has(#orders-services-0-service)').click();
  await page.locator('.p-dropdown-panel .p-dropdown-item').first().click();
  // the service's usual specialty is filled in
  await expect(page.locator('.p-dropdown:has(#orders-services-0-specialty)')).not.toContainText('Not specified yet');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // the spec's destination after a save is the list (OrderPage), the new order on top
  await expect(page).toHaveURL(/\/orders$/);
  await page.getByRole('link', { name: new RegExp(`: ${title}$`) }).click();
  await expect(page).toHaveURL(/\/orders\/details\/\d+$/);
  const id = Number(/details\/(\d+)$/.exec(page.url())![1]);
  await expect(statusOf(page)).toHaveAttribute('data-status', 'draft');

  // 2. sending is refused while the required pledges are missing: the page says why, and so does the server
  const submit = page.getByTestId('order-actions').getByRole('button', { name: 'Submit order', exact: true });
  await expect(submit).toBeDisabled();
  await expect(page.getByTestId('order-actions').getByText('There are pledges not uploaded or not processed')).toBeVisible();
  const refused = await page.request.post(`/api/general/orders/send/${id}`, { headers: { authorization: `Bearer ${await tokenOf(page)}`, 'accept-language': 'en' }, data: {} });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe('There are pledges not uploaded or not processed');

  // 3. the provider uploads each required pledge (a signed PDF)
  const required = page.locator('li.order-pledge').filter({ hasText: 'Required' });
  const pledgeIds = await required.evaluateAll((items) => items.map((li) => li.getAttribute('data-pledge')!));
  expect(pledgeIds.length).toBeGreaterThan(0);
  for (const pledge of pledgeIds) {
    const item = page.locator(`li.order-pledge[data-pledge="${pledge}"]`);
    await item.locator(`#pledge-file-${pledge}`).setInputFiles({ name: `pledge-${pledge}.pdf`, mimeType: 'application/pdf', buffer: PDF });
    await item.getByTestId(`upload-${pledge}`).click();
    await expect(item.locator('.order-upload')).toHaveCount(1);
    await expect(item.locator('.order-upload [data-status="pending"]')).toBeVisible();
  }
  await expect(page.locator('[data-fact=pledges]')).toHaveClass('is-done');

  // 4. the provider sends it, after the machine's question
  await expect(submit).toBeEnabled();
  await submit.click();
  await confirm(page, 'Submit order');
  await expect(statusOf(page)).toHaveAttribute('data-status', 'design_review');

  // 5. the design office approves the design
  await openOrder(page, 'design@mashaer.test', id);
  await act(page, 'Approve design');
  await expect(statusOf(page)).toHaveAttribute('data-status', 'contracting');

  // 6. the provider chooses the contractor and the consultant
  await openOrder(page, 'provider@mashaer.test', id);
  await act(page, 'Choose contractor', async () => choose(page, 'order-event-contracter_id', /البناء المتين/, 'المتين'));
  await expect(page.getByText('مؤسسة البناء المتين للمقاولات').first()).toBeVisible();
  await act(page, 'Choose consultant', async () => choose(page, 'order-event-consulting_id', /دار الإشراف/, 'الإشراف'));
  await expect(page.getByText('دار الإشراف الهندسي').first()).toBeVisible();

  // 7. each accepts
  await openOrder(page, 'contractor@mashaer.test', id);
  await act(page, 'Accept as contractor');
  await expect(statusOf(page)).toHaveAttribute('data-status', 'awaiting_consultant');
  await openOrder(page, 'consultant@mashaer.test', id);
  await act(page, 'Accept as consultant');
  await expect(statusOf(page)).toHaveAttribute('data-status', 'signing');

  // 8. the sharer signs
  await openOrder(page, 'sharer@mashaer.test', id);
  await page.getByTestId('sign').click();
  await expect(page.locator('.order-signature [data-status="signed"]')).toBeVisible();

  // 9. the provider sends it to tsleem
  await openOrder(page, 'provider@mashaer.test', id);
  await expect(page.locator('[data-fact=sharers]')).toHaveClass('is-done');
  await act(page, 'Send to tsleem');
  await confirm(page, 'Send to tsleem');
  await expect(statusOf(page)).toHaveAttribute('data-status', 'tsleem_processing');

  // 10. Kidana approves it with a licence end date: the licence opens
  await logout(page);
  await signIn(page, 'kdana@mashaer.test');
  await page.goto(`/orders/processing/${id}`);
  const until = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
  await act(page, 'Approve and issue the licence', async (dialog) => {
    await dialog.locator('#order-event-license_end_date').fill(until);
  });
  await expect(page).toHaveURL(new RegExp(`/orders/license/${id}$`));
  const sheet = page.getByTestId('licence-sheet');
  await expect(sheet.getByTestId('licence-number')).toHaveText(/^ORD-\d{4}-\d{5}$/);
  await expect(sheet.getByTestId('licence-valid-until')).toHaveText(until);
  await expect(sheet.getByRole('img', { name: /QR/ })).toBeVisible();

  // 11. the PDF downloads, made by the server
  const [response, download] = await Promise.all([page.waitForResponse((r) => r.url().endsWith(`/license/${id}/pdf`)), page.waitForEvent('download'), page.getByTestId('licence-pdf').click()]);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // 12. its verify path, opened signed out in a fresh browser, says the licence is valid
  const verify = await sheet.getByTestId('licence-verify').getAttribute('href');
  expect(verify).toMatch(/^\/orders\/qr\/[A-Za-z0-9_-]{20,64}$/);
  const guest = await browser.newContext({ baseURL: new URL(page.url()).origin });
  await guest.addInitScript(() => localStorage.setItem('lang', 'en'));
  const publicPage = await guest.newPage();
  await publicPage.goto(verify!);
  await expect(publicPage.getByTestId('licence-check')).toHaveAttribute('data-state', 'valid');
  await expect(publicPage.getByRole('heading', { name: 'The licence is valid' })).toBeVisible();
  await expect(publicPage.getByText(until)).toBeVisible();
  await expectAccessible(publicPage);
  // a forged code is not found
  await publicPage.goto('/orders/qr/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(publicPage.getByTestId('licence-check')).toHaveAttribute('data-state', 'not-found');
  await expect(publicPage.getByText('The licence was not found: the code is unknown or forged.')).toBeVisible();
  await guest.close();
});

for (const lang of flowLanguages(import.meta.url)) {
  test(`orders: the list, the form, the details and the licence pass axe (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    await login(page, 'provider@mashaer.test');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    const headers = { authorization: `Bearer ${await tokenOf(page)}` };
    const licensed = (await (await page.request.post('/api/general/orders/list?page=1', { headers, data: { status: 'licensed', paginate: 1 } })).json()) as { data: { data: Array<{ id: number }> } };
    const draft = (await (await page.request.post('/api/general/orders/list?page=1', { headers, data: { status: 'draft', paginate: 1 } })).json()) as { data: { data: Array<{ id: number }> } };

    await page.goto('/orders');
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.locator('.data-table tbody tr').first()).toBeVisible();
    await expectAccessible(page);

    await page.goto('/orders/create');
    await expect(page.locator('#orders-title')).toBeVisible();
    await expectAccessible(page);
    // the shared rules speak on the fields
    await page.locator('form button[type=submit]').click();
    await expect(page.locator('.p-error').first()).toBeVisible();
    await expectAccessible(page);

    const draftId = draft.data.data[0]?.id;
    if (draftId) {
      await page.goto(`/orders/details/${draftId}`);
      await expect(page.locator('[data-section=pledges]')).toBeVisible();
      await expectAccessible(page);
    }
    const licensedId = licensed.data.data[0]?.id;
    expect(licensedId, 'the demo has a licensed order').toBeTruthy();
    await page.goto(`/orders/details/${licensedId}`);
    await expect(page.locator('.order-chart-state[data-current="true"]')).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page);
    await page.goto(`/orders/license/${licensedId}`);
    await expect(page.getByTestId('licence-sheet')).toBeVisible();
    await expectAccessible(page);
  });
}
