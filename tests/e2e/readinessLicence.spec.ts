/**
 * Readiness licences in Chromium against the real server: the provider requests a licence for its
 * delivered camp (its demo open request is withdrawn first through the API, so the camp is free),
 * agrees to the pledge and answers the questions; Kidana staff disapprove it with a reason; the
 * provider corrects and resends; staff approve it for a validity period; the licence shows, downloads as
 * a PDF and its check page (the QR code's) says it is valid. Every
 * page passes axe (./fixtures).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { login, logout, signIn, useLanguage } from './helpers';

const tokenOf = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('mashaer.session') ?? '{}') as { token?: string }).token ?? '');

/** Withdraw the provider's open requests, so one of its delivered camps may be requested again. */
async function freeCamps(page: Page) {
  const headers = { authorization: `Bearer ${await tokenOf(page)}`, 'accept-language': 'en' };
  for (const status of ['pending', 'disapproved']) {
    const list = (await (await page.request.post('/api/simple-readiness-license/index?page=1', { headers, data: { status, paginate: 100 } })).json()) as { data: { data: Array<{ id: number }> } };
    for (const r of list.data.data) await page.request.post('/api/simple-readiness-license/cancel', { headers, data: { id: r.id } });
  }
}

/**
 * Answer every question of the answers page and send: a yes/no question `answer`, a choice its first
 * option, a written one a short text, a number or a date. (Earlier specs of the suite may edit the
 * questions, so each is answered by the control it has now.)
 */
async function answerAll(page: Page, answer: 'Yes' | 'No') {
  // the address changes before the licence's questions have loaded: count the controls once they are drawn
  await expect(page.getByTestId('send-answers')).toBeVisible();
  const dropdowns = page.locator('div.p-dropdown[data-testid^="answer-"]');
  const n = await dropdowns.count();
  for (let i = 0; i < n; i++) {
    await dropdowns.nth(i).click();
    const panel = page.locator('.p-dropdown-panel').last();
    const named = panel.getByRole('option', { name: answer, exact: true });
    await ((await named.count()) ? named : panel.getByRole('option').first()).click();
  }
  const inputs = page.locator('input[id^="answer-"]:not([type=hidden])');
  const m = await inputs.count();
  for (let i = 0; i < m; i++) {
    const input = inputs.nth(i);
    if ((await input.getAttribute('role')) === 'combobox' || (await input.evaluate((el) => !!el.closest('.p-dropdown')))) continue;
    const type = await input.getAttribute('type');
    const mode = await input.getAttribute('inputmode');
    await input.fill(type === 'date' ? '2026-12-01' : mode === 'decimal' ? '1' : answer);
  }
  await page.getByTestId('send-answers').click();
  await expect(page).toHaveURL(/\/readiness-license$/, { timeout: 10_000 });
}

test('provider requests, staff disapprove, provider resends, staff approve, the licence shows', async ({ page }) => {
  // four sign-ins and eight screens: about a minute on a quiet machine, more on a loaded one
  test.setTimeout(240_000);
  await useLanguage(page, 'en');
  await login(page, 'provider@mashaer.test');
  await freeCamps(page);
  await page.goto('/readiness-license/create');
  // the pledge is required first, by the machine's rule
  await page.getByTestId('camp').click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(page.getByRole('alert')).toContainText('please agree to the pledge');
  await page.getByLabel('I agree to the pledge').check();
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(page).toHaveURL(/\/readiness-license\/edit\/\d+$/);
  const id = Number(/edit\/(\d+)$/.exec(page.url())![1]);
  await answerAll(page, 'No');
  await logout(page);

  await signIn(page, 'kdana@mashaer.test');
  await page.goto(`/readiness-license/details/${id}`);
  await page.getByTestId('disapprove').click();
  await page.getByTestId('confirm').click();
  await expect(page.getByRole('dialog').getByRole('alert')).toContainText('no rejection reason given');
  await page.getByTestId('reason').fill('Fire extinguishers are missing');
  await page.getByTestId('confirm').click();
  await expect(page).toHaveURL(/\/readiness-license$/, { timeout: 10_000 });
  await logout(page);

  await signIn(page, 'provider@mashaer.test');
  await page.goto(`/readiness-license/details/${id}`);
  await expect(page.getByText('Fire extinguishers are missing').first()).toBeVisible();
  await page.getByTestId('edit').click();
  await answerAll(page, 'Yes');
  await logout(page);

  await signIn(page, 'kdana@mashaer.test');
  await page.goto(`/readiness-license/details/${id}`);
  await page.getByTestId('approve').click();
  await page.getByTestId('validity').click();
  await page.getByRole('option', { name: '30 days' }).click();
  await page.getByTestId('confirm').click();
  await expect(page).toHaveURL(/\/readiness-license$/, { timeout: 10_000 });
  await page.goto(`/readiness-license/license-ready/${id}`);
  await expect(page.getByTestId('licence-sheet')).toBeVisible();
  await expect(page.getByTestId('licence-number')).toHaveText(new RegExp(`^RL-\\d{4}-${String(id).padStart(5, '0')}$`));
  // the server's PDF, named by the licence number
  const number = (await page.getByTestId('licence-number').textContent())!;
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('licence-pdf').click()]);
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  // the QR code's page, public: valid
  // the sheet's link opens in a new tab: follow its address here
  await page.goto((await page.getByTestId('licence-verify').getAttribute('href'))!);
  await expect(page).toHaveURL(/\/readiness-license\/qr\/[A-Za-z0-9_-]{32}$/);
  await expect(page.getByTestId('licence-check')).toHaveAttribute('data-state', 'valid');
  await expect(page.getByText(number)).toBeVisible();
});
