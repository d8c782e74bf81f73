/**
 * Temporary licence orders in Chromium against the real server: the provider files an order for its
 * assigned camp with the answers to form 7 and its kroky → Kidana rejects one with a reason and
 * approves another → the provider opens the approved licence's A4 sheet; a pending one's sheet says it
 * is not approved. Every page is held to axe (./fixtures), in Arabic and English.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { flowLanguages, logout, signIn, useLanguage } from './helpers';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/** Fill and save the form: the structure, the first camp offered, every answer of form 7. */
async function fileOrder(page: Page, structure: string, withKroky: boolean) {
  await page.goto('/temp-licenses-order/create');
  await page.locator('#temp-licence-structure').fill(structure);
  await page.locator('.p-dropdown:has(#temp-licence-camp)').click();
  await page.locator('.p-dropdown-panel [role=option]').first().click();
  if (withKroky) await page.locator('#temp-licence-kroky').setInputFiles({ name: 'kroky.pdf', mimeType: 'application/pdf', buffer: pdf });
  for (const radio of await page.locator('.temp-licence-choices').all()) await radio.locator('input[value=yes]').check();
  for (const input of await page.locator('.temp-licence-questions input[inputmode=decimal]').all()) await input.fill('120');
  for (const input of await page.locator('.temp-licence-questions input[type=date]').all()) await input.fill('2027-05-18');
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(/\/temp-licenses-order\/view\/\d+$/);
  return Number(page.url().split('/').pop());
}

for (const lang of flowLanguages(import.meta.url)) {
  const T = (ar: string, en: string) => (lang === 'ar' ? ar : en);
  test(`temporary licence orders: filed, rejected, approved and printed (${lang})`, async ({ page }) => {
    // several screens and sign-ins: over the default minute on a loaded machine
    test.setTimeout(180_000);
    await useLanguage(page, lang);
    await signIn(page, 'provider@mashaer.test');
    const stamp = `${lang}-${Date.now()}`;
    await page.goto('/temp-licenses-order');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('button', { name: T('طلب رخصة مؤقتة', 'Request a temporary licence') }).click();
    await expect(page).toHaveURL(/\/temp-licenses-order\/create$/);

    const approved = await fileOrder(page, `منشأة ${stamp} أ`, true);
    await expect(page.getByRole('button', { name: T('رفع الكروكي', 'Upload kroky') })).toBeVisible();
    const rejected = await fileOrder(page, `منشأة ${stamp} ب`, false);
    // the pending order's sheet says it is not approved
    await page.goto(`/temp-licenses-order/ready/${rejected}`);
    await expect(page.getByTestId('temp-licence-not-approved')).toBeVisible();
    await logout(page);

    await signIn(page, 'kdana@mashaer.test');
    await page.goto(`/temp-licenses-order/view/${rejected}`);
    // no kroky: approving is refused with the machine's reason
    await expect(page.getByRole('button', { name: T('اعتماد الرخصة', 'Approve licence') })).toBeDisabled();
    await page.getByRole('button', { name: T('رفض الطلب', 'Reject order') }).click();
    await page.locator('#tl-rejection-reason').fill('الكروكي غير مرفق');
    await page.getByTestId('temp-licence-dialog-submit').click();
    await expect(page.locator('.tl-reason').first()).toContainText('الكروكي غير مرفق');

    await page.goto(`/temp-licenses-order/view/${approved}`);
    await page.getByRole('button', { name: T('اعتماد الرخصة', 'Approve licence') }).click();
    await page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog'))
      .getByRole('button', { name: T('اعتماد الرخصة', 'Approve licence') })
      .click();
    await expect(page.getByTestId('temp-licence-ready-link')).toBeVisible();
    await logout(page);

    await signIn(page, 'provider@mashaer.test');
    await page.goto('/temp-licenses-order');
    await page.getByRole('link', { name: `منشأة ${stamp} أ` }).click();
    await page.getByTestId('temp-licence-ready-link').click();
    await expect(page).toHaveURL(new RegExp(`/temp-licenses-order/ready/${approved}$`));
    await expect(page.getByTestId('temp-licence-number')).toContainText(String(approved).padStart(5, '0'));
    await expect(page.getByTestId('temp-licence-sheet')).toContainText(`منشأة ${stamp} أ`);
    // the server's PDF under the licence number, and the QR code's public page: valid
    const number = (await page.getByTestId('temp-licence-number').textContent())!.trim();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('licence-pdf').click()]);
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    // the sheet's link opens in a new tab: follow its address here
    await page.goto((await page.getByTestId('licence-verify').getAttribute('href'))!);
    await expect(page).toHaveURL(/\/temp-licenses-order\/qr\/[A-Za-z0-9_-]{32}$/);
    await expect(page.getByTestId('licence-check')).toHaveAttribute('data-state', 'valid');
  });
}
