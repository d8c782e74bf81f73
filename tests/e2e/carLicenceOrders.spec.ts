/**
 * Car licence requests in Chromium against the real server (issue 13, "a car request is made, cancelled, and a
 * rejected one cannot be opened"), in Arabic and English, as the demo provider: a request is made from
 * /request-licenses/new, opened and cancelled (the machine's question first); cancelling it again is refused
 * with the machine's message; the provider's rejected request shows the spec's message on its view and update
 * addresses. Every page visited passes axe (./fixtures), and the list is checked at 390 px.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, flowLanguages, PASSWORD, signIn, useLanguage } from './helpers';

async function tokenFor(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password: PASSWORD, platform: 'web' } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

const TEXT = {
  ar: { add: 'طلب ترخيص مركبة', send: 'إرسال', cancel: 'إلغاء الطلب', cancelled: 'ملغي', again: 'الطلب ملغي مسبقاً', locked: 'لا يمكنك عرض أو تعديل طلب ترخيص مرفوض' },
  en: {
    add: 'Request a car licence',
    send: 'Send',
    cancel: 'Cancel request',
    cancelled: 'Cancelled',
    again: 'The request is already cancelled',
    locked: "You can't view or update a rejected licence request",
  },
};

for (const lang of flowLanguages(import.meta.url)) {
  const text = TEXT[lang];

  test(`car licence requests: made, cancelled once, a rejected one not opened (${lang})`, async ({ page, request }) => {
    // several screens and sign-ins: over the default minute on a loaded machine
    test.setTimeout(180_000);
    await useLanguage(page, lang);
    await signIn(page, 'provider@mashaer.test');
    const plate = `ق ${lang} ${Date.now() % 100000}`;

    await page.goto('/request-licenses');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('button', { name: text.add }).click();
    await expect(page).toHaveURL(/\/request-licenses\/new$/);
    await page.locator('#car-licence-orders-plate-number').fill(plate);
    await page.locator('#car-licence-orders-car-type').fill('حافلة');
    await page.locator('#car-licence-orders-driver-name').fill('عبدالله الحربي');
    await page.locator('#car-licence-orders-driver-id-number').fill('1012345678');
    await page.getByRole('button', { name: text.send }).click();
    await expect(page).toHaveURL(/\/request-licenses$/);

    await page.getByRole('link', { name: plate }).click();
    await expect(page).toHaveURL(/\/request-licenses\/view\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.locator('.record-view [data-status]')).toHaveAttribute('data-status', 'pending');
    await page.getByRole('button', { name: text.cancel, exact: true }).click();
    const confirm = page.getByRole('dialog').last();
    await expect(confirm).toBeVisible();
    await expectAccessible(page, `/request-licenses/view (cancel dialog, ${lang})`);
    await confirm.getByRole('button', { name: text.cancel, exact: true }).click();
    await expect(page.locator('.record-view [data-status]')).toHaveAttribute('data-status', 'cancelled');
    await expect(page.locator('[data-event]')).toHaveCount(0);

    // cancelling again: refused with the machine's message, nothing changes
    const token = await tokenFor(request, 'provider@mashaer.test');
    const headers = { authorization: `Bearer ${token}`, 'accept-language': lang };
    const again = await request.post(`/api/general/licenseCarOrder/cancel/${id}`, { headers, data: {} });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(text.again);

    // the provider's rejected request (demo data): neither its view nor its update opens
    const rejected = await request.post('/api/general/licenseCarOrder?page=1', { headers, data: { status: 'rejected', paginate: 5 } });
    const [row] = ((await rejected.json()) as { data: { data: Array<{ id: number }> } }).data.data;
    expect(row, 'the demo provider has a rejected request').toBeDefined();
    for (const path of [`/request-licenses/view/${row!.id}`, `/request-licenses/update/${row!.id}`]) {
      await page.goto(path);
      await expect(page.getByText(text.locked)).toBeVisible();
    }

    // the list on a phone: nothing scrolls sideways
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/request-licenses');
    await expect(page.getByRole('button', { name: text.add })).toBeVisible();
    const widths = await page.evaluate(() => ({ document: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(widths.document).toBeLessThanOrEqual(widths.viewport);
  });
}
