/**
 * Season-end payments in Chromium against the real server (issue 14): staff issue an invoice with lines and a
 * SADAD order to the demo provider; the provider uploads its receipts; staff reject one with a reason, the
 * provider uploads again, staff approve; the approved invoice prints with an e-invoice QR code whose text
 * decodes to the invoice's seller, VAT number, time of issue, total and VAT, and whose image is that text's code.
 * Both languages; every page visited passes axe (./fixtures).
 */
import type { Browser, Page } from '@playwright/test';
import QRCode from 'qrcode';
import { expect, test } from './fixtures';
import { expectAccessible, flowLanguages, login, signIn, useLanguage } from './helpers';
import { decodeEInvoiceQr } from '../../shared/einvoice';

const RECEIPT = { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') };

const TEXT = {
  ar: {
    issueInvoice: 'إصدار فاتورة',
    issueSadad: 'إصدار أمر سداد',
    save: 'حفظ',
    issue: 'إصدار',
    upload: 'رفع مرفق السداد',
    uploadSubmit: 'رفع',
    approve: 'اعتماد السداد',
    reject: 'رفض السداد',
    rejectSubmit: 'رفض',
    print: 'عرض الفاتورة للطباعة',
  },
  en: {
    issueInvoice: 'Issue an invoice',
    issueSadad: 'Issue a SADAD order',
    save: 'Save',
    issue: 'Issue',
    upload: 'Upload payment attachment',
    uploadSubmit: 'Upload',
    approve: 'Approve payment',
    reject: 'Reject payment',
    rejectSubmit: 'Reject',
    print: 'Printable invoice',
  },
};

/** A second signed-in browser for the other party, in the same language. */
async function as(browser: Browser, page: Page, email: string, lang: 'ar' | 'en'): Promise<Page> {
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const other = await context.newPage();
  await useLanguage(other, lang);
  await login(other, email);
  return other;
}

/** The demo provider's company, as the company pickers name it. */
const PROVIDER = 'شركة الضيافة لخدمات الحجاج';

const status = (page: Page) => page.locator('.record-view [data-status]');

async function chooseProvider(page: Page, id: string) {
  await page.locator(`.p-dropdown:has(#${id})`).click();
  await page.locator('.p-dropdown-panel .p-dropdown-filter').fill(PROVIDER);
  await page.locator('.p-dropdown-panel .p-dropdown-item').filter({ hasText: PROVIDER }).first().click();
  await expect(page.locator('.p-dropdown-panel')).toHaveCount(0);
  await expect(page.locator(`.p-dropdown:has(#${id})`)).toContainText(PROVIDER);
}

for (const lang of flowLanguages(import.meta.url)) {
  const text = TEXT[lang];

  test(`payments: an invoice and a SADAD order are issued, paid by receipt, decided; the invoice prints with its e-invoice QR (${lang})`, async ({ page, browser }) => {
    test.setTimeout(240_000);
    await useLanguage(page, lang);
    await signIn(page, 'kdana@mashaer.test');

    // 1. staff issue an invoice: 3 × 33.33 and 1 × 1000.00 → 1099.99 + VAT 165.00 = 1264.99
    await page.goto('/invoices');
    await page.getByRole('button', { name: text.issueInvoice }).click();
    await expect(page).toHaveURL(/\/invoices\/create$/);
    const what = `e2e ${lang} ${Date.now() % 100000}`;
    await chooseProvider(page, 'invoice-company');
    await page.locator('#invoice-description').fill(what);
    await page.locator('#invoice-due-date').fill('2026-12-31');
    await page.locator('#invoice-line-0-description').fill('توريد مياه');
    await page.locator('#invoice-line-0-quantity').fill('3');
    await page.locator('#invoice-line-0-price').fill('33.33');
    await page.getByRole('button', { name: lang === 'ar' ? 'إضافة بند' : 'Add a line' }).click();
    await page.locator('#invoice-line-1-description').fill('Cleaning services');
    await page.locator('#invoice-line-1-quantity').fill('1');
    await page.locator('#invoice-line-1-price').fill('1000');
    await expect(page.getByTestId('invoice-form-total')).toContainText('1,264.99');
    await page.getByRole('button', { name: text.save, exact: true }).click();
    await expect(page).toHaveURL(/\/invoices\/details\/\d+$/);
    const invoiceId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByTestId('invoice-total')).toContainText('1,264.99');
    await expect(page.getByTestId('invoice-vat-total')).toContainText('165.00');
    await expect(status(page)).toHaveAttribute('data-status', 'pending');

    // 2. and a SADAD order of 12,500.50
    await page.goto('/sadad/create');
    await chooseProvider(page, 'sadad-company');
    await page.locator('#sadad-description').fill(what);
    await page.locator('#sadad-amount').fill('12500.50');
    await page.locator('#sadad-due-date').fill('2026-12-31');
    await page.getByRole('button', { name: text.issue, exact: true }).click();
    await expect(page).toHaveURL(/\/sadad\/details\/\d+$/);
    const sadadId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByTestId('sadad-bill-number')).toHaveText(/^090\d{10}$/);
    await expect(page.getByTestId('sadad-amount')).toContainText('12,500.50');

    // 3. the provider uploads a receipt for each
    const provider = await as(browser, page, 'provider@mashaer.test', lang);
    for (const path of [`/invoices/details/${invoiceId}`, `/sadad/details/${sadadId}`]) {
      await provider.goto(path);
      await provider.getByRole('button', { name: text.upload }).click();
      const dialog = provider.getByRole('dialog');
      await expect(dialog).toBeVisible();
      // the company's screens are held to axe as the staff's are (the fixture watches the first page only)
      await expectAccessible(provider, `${path} (upload dialog, ${lang})`);
      await dialog.locator('input[type=file]').setInputFiles(RECEIPT);
      await dialog.getByRole('button', { name: text.uploadSubmit, exact: true }).click();
      await expect(status(provider)).toHaveAttribute('data-status', 'attachment_uploaded');
    }

    // 4. staff reject the SADAD receipt with a reason; the provider uploads again; staff approve both
    await page.goto(`/sadad/details/${sadadId}`);
    await page.getByRole('button', { name: text.reject }).click();
    const rejecting = page.getByRole('dialog');
    await rejecting.locator('textarea').fill('الإيصال غير مقروء');
    await rejecting.getByRole('button', { name: text.rejectSubmit, exact: true }).click();
    await expect(status(page)).toHaveAttribute('data-status', 'rejected');
    await provider.goto(`/sadad/details/${sadadId}`);
    await expect(provider.getByText('الإيصال غير مقروء').first()).toBeVisible();
    await provider.getByRole('button', { name: text.upload }).click();
    await provider.getByRole('dialog').locator('input[type=file]').setInputFiles(RECEIPT);
    await provider.getByRole('dialog').getByRole('button', { name: text.uploadSubmit, exact: true }).click();
    await expect(status(provider)).toHaveAttribute('data-status', 'attachment_uploaded');
    for (const path of [`/sadad/details/${sadadId}`, `/invoices/details/${invoiceId}`]) {
      await page.goto(path);
      await page.getByRole('button', { name: text.approve }).click();
      await expect(status(page)).toHaveAttribute('data-status', 'approved');
    }
    // the invoice's log says every change with who and when: issued, receipt uploaded, approved
    await expect(page.getByTestId('payment-log').locator('tbody tr')).toHaveCount(3);

    // 5. the invoice prints with its e-invoice QR code
    await page.getByTestId('invoice-print-link').click();
    await expect(page).toHaveURL(new RegExp(`/invoices/${invoiceId}$`));
    const qr = page.getByTestId('licence-qr');
    const qrText = await qr.getAttribute('data-qr');
    const fields = decodeEInvoiceQr(qrText ?? '');
    expect(fields).toEqual({
      sellerName: 'الهيئة الملكية لمدينة مكة المكرمة والمشاعر المقدسة',
      vatNumber: '310122393500003',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/) as unknown as string,
      total: '1264.99',
      vatTotal: '165.00',
    });
    // the image is that text's code
    const src = await qr.locator('img').getAttribute('src');
    const svg = await QRCode.toString(qrText!, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' });
    expect(decodeURIComponent(src!.replace('data:image/svg+xml;charset=utf-8,', ''))).toBe(svg);
    // and the PDF downloads
    const download = page.waitForEvent('download');
    await page.getByTestId('licence-pdf').click();
    expect((await download).suggestedFilename()).toMatch(/^INV-\d{4}-\d{5}\.pdf$/);

    await provider.context().close();
  });
}
