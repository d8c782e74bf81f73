/**
 * A vehicle-entry permit from request to printed document, in Chromium through the real server: the company asks
 * for one for a received camp (the form's rules first), edits it while pending, the government desk approves it,
 * and the company opens the permit's sheet, downloads its PDF and follows its QR code to the public check: valid.
 * In one language (helpers' flowLanguages).
 */
import { expect, test } from './fixtures';
import { flowLanguages, logout, signIn, useLanguage } from './helpers';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

for (const lang of flowLanguages(import.meta.url)) {
  test(`vehicle-entry permit: requested, edited, approved, printed and checked (${lang})`, async ({ page }) => {
    const T = (ar: string, en: string) => (lang === 'ar' ? ar : en);
    const plate = `ج ح خ ${Date.now() % 100000}`;
    await useLanguage(page, lang);

    // the company asks for a permit
    await signIn(page, 'provider@mashaer.test');
    await page.goto('/vehicle-entry-permit-orders');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('button', { name: T('طلب تصريح دخول', 'Request a permit') }).click();
    await expect(page).toHaveURL(/\/vehicle-entry-permit-orders\/create$/);
    await page.locator('#vehicle-entry-permit-orders-plate-number').fill(plate);
    await page.locator('#vehicle-entry-permit-orders-vehicle-type').fill('شاحنة مياه');
    await page.locator('#vehicle-entry-permit-orders-driver-name').fill('فهد الحربي');
    await page.locator('#vehicle-entry-permit-orders-driver-id-number').fill('12345');
    await page.locator('#vehicle-entry-permit-orders-driver-mobile').fill('0551234567');
    await page.locator('#vehicle-entry-permit-orders-entry-date').fill(day(2));
    await page.locator('#vehicle-entry-permit-orders-exit-date').fill(day(1));
    // the camp: one of the company's received camps
    await page.locator('.p-dropdown:has(#vehicle-entry-permit-orders-camp-id)').click();
    await page.locator('.p-dropdown-panel [role=option]').first().click();
    await page.locator('form button[type=submit]').click();
    // the shared rules answer before any call
    await expect(page.getByText(T('يجب أن يتكون الرقم من 10 أرقام ويبدأ بـ 1 أو 7', 'The number must be exactly 10 digits and start with 1 or 7'))).toBeVisible();
    await page.locator('#vehicle-entry-permit-orders-driver-id-number').fill('1023456789');
    await page.locator('form button[type=submit]').click();
    await expect(page.getByText(T('تاريخ الخروج يجب ألا يسبق تاريخ الدخول', 'The exit date must not be before the entry date'))).toBeVisible();
    await expect(page).toHaveURL(/\/create$/);
    await page.locator('#vehicle-entry-permit-orders-exit-date').fill(day(6));
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(/\/vehicle-entry-permit-orders$/);

    // pending: the company may still edit it
    const row = page.getByRole('row', { name: new RegExp(plate) });
    await row.getByRole('button', { name: new RegExp(T('تعديل', 'Edit')) }).click();
    await expect(page).toHaveURL(/\/vehicle-entry-permit-orders\/update\/\d+$/);
    const id = Number(page.url().split('/').pop());
    await page.locator('#vehicle-entry-permit-orders-vehicle-type').fill('شاحنة تبريد');
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(/\/vehicle-entry-permit-orders$/);
    await expect(page.getByRole('row', { name: new RegExp(plate) })).toContainText('شاحنة تبريد');
    await logout(page);

    // the government desk approves it
    await signIn(page, 'gov@mashaer.test');
    await page.goto(`/vehicle-entry-permit-orders/details/${id}`);
    await expect(page.locator('.record-view')).toContainText(plate);
    await page.getByRole('button', { name: T('اعتماد', 'Approve'), exact: true }).click();
    await expect(page.locator('.record-view [data-status]')).toHaveAttribute('data-status', 'approved');
    await expect(page.getByTestId('licence-number')).toContainText(String(id).padStart(5, '0'));
    await logout(page);

    // the company prints its permit and checks it by its QR code
    await signIn(page, 'provider@mashaer.test');
    await page.goto(`/vehicle-entry-permit-orders/details/${id}`);
    await page.getByTestId('permit-file-link').click();
    await expect(page).toHaveURL(new RegExp(`/vehicle-entry-permit-orders/file/${id}$`));
    await expect(page.getByTestId('permit-sheet')).toContainText(plate);
    const number = (await page.getByTestId('permit-number').textContent())!.trim();
    expect(number).toMatch(new RegExp(`^VP-\\d{4}-${String(id).padStart(5, '0')}$`));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('licence-pdf').click()]);
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    await page.goto((await page.getByTestId('licence-verify').getAttribute('href'))!);
    await expect(page).toHaveURL(/\/vehicle-entry-permit-orders\/qr\/[A-Za-z0-9_-]{32}$/);
    await expect(page.getByTestId('licence-check')).toHaveAttribute('data-state', 'valid');
    await expect(page.getByTestId('licence-check')).toContainText(plate);
  });
}
