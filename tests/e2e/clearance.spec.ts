/**
 * Clearance in Chromium against the real server (issue 14), in Arabic and English, as Kidana's staff
 * (kdana@mashaer.test, a voter): from /clearance-kidana the voter opens its vote on a company, rejects it — the
 * reason is required (the machine's rule, before any call), the step is confirmed — then changes it to accept; the
 * other voter (the administrator) having accepted, the company shows cleared on the decision and on /clearance.
 * Every page visited passes axe (./fixtures), and the list is checked at 390 px.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, flowLanguages, PASSWORD, signIn, useLanguage } from './helpers';

async function tokenFor(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password: PASSWORD, platform: 'web' } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

type Row = { company_id: number; company_name: string; votes: Array<{ voter_id: number; status: string }> };

const TEXT = {
  ar: { vote: 'التصويت', accept: 'موافقة', reject: 'رفض', reasonRequired: 'يرجى كتابة سبب الرفض', reason: 'سبب الرفض', cleared: 'تمت المخالصة', rejected: 'مرفوضة' },
  en: { vote: 'Vote', accept: 'Accept', reject: 'Reject', reasonRequired: 'Please give the reason for the rejection', reason: 'Reason for rejection', cleared: 'Cleared', rejected: 'Rejected' },
};
// each language votes on its own demo company: the provider's (the administrator has accepted) and Al-Furqan's (accepted here first)
const COMPANY = { ar: 'شركة الضيافة لخدمات الحجاج', en: 'شركة الفرقان لخدمات الحجاج' } as const;

for (const lang of flowLanguages(import.meta.url)) {
  const text = TEXT[lang];

  test(`clearance: a voter rejects with a reason, then accepts; the company is cleared (${lang})`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const admin = await tokenFor(request, 'admin@mashaer.test');
    const kdana = await tokenFor(request, 'kdana@mashaer.test');
    const list = await request.post('/api/general/clearance?page=1', { headers: { authorization: `Bearer ${kdana}` }, data: { paginate: 100 } });
    expect(list.ok()).toBe(true);
    const rows = ((await list.json()) as { data: { data: Row[] } }).data.data;
    const users = await request.post('/api/general/clearance?page=1', { headers: { authorization: `Bearer ${admin}` }, data: { paginate: 100, mine: 1 } });
    const mine = ((await users.json()) as { data: { data: Array<Row & { my_vote: { voter_id: number } | null }> } }).data.data;
    const adminId = mine[0]!.my_vote!.voter_id;
    const row = rows.find((r) => r.company_name === COMPANY[lang])!;
    expect(row.votes.map((v) => v.status)).toContain('pending');
    if (row.votes.find((v) => v.voter_id === adminId)?.status !== 'accept') {
      const res = await request.post('/api/general/clearance/store', { headers: { authorization: `Bearer ${admin}` }, data: { company_id: row.company_id, vote: 'accept' } });
      expect(res.ok(), await res.text()).toBe(true);
    }

    await useLanguage(page, lang);
    await signIn(page, 'kdana@mashaer.test');
    await page.goto('/clearance-kidana');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('link', { name: `${text.vote}: ${row.company_name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/clearance/${row.company_id}/\\d+$`));
    const status = page.getByTestId('clearance-vote-status').locator('[data-status]');
    await expect(status).toHaveAttribute('data-status', 'pending');

    // reject: the reason is required before any call, then the step is confirmed
    await page.getByTestId('clearance-reject').click();
    const form = page.getByRole('dialog');
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: text.reject, exact: true }).click();
    await expect(form.getByText(text.reasonRequired)).toBeVisible();
    await expectAccessible(page, `/clearance/:company/:voter (reject dialog, ${lang})`);
    await form.getByRole('textbox', { name: new RegExp(text.reason) }).fill('فاتورة كهرباء غير مدفوعة');
    await form.getByRole('button', { name: text.reject, exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(2);
    await page.getByRole('dialog').last().getByRole('button', { name: text.reject, exact: true }).click();
    await expect(status).toHaveAttribute('data-status', 'reject');
    await expect(page.getByTestId('clearance-vote-reason')).toHaveText('فاتورة كهرباء غير مدفوعة');
    await expect(page.getByTestId('company-clearance-status')).toHaveAttribute('data-status', 'reject');
    // rejecting again is not offered: the machine's "already rejected"
    await expect(page.getByTestId('clearance-reject')).toBeDisabled();

    // accept, after confirming: every voter has accepted — cleared
    await page.getByTestId('clearance-accept').click();
    const confirm = page.getByRole('dialog').last();
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: text.accept, exact: true }).click();
    await expect(status).toHaveAttribute('data-status', 'accept');
    await expect(page.getByTestId('company-clearance-status')).toHaveAttribute('data-status', 'accept');
    await expect(page.getByTestId('company-clearance-status')).toHaveText(text.cleared);
    await expect(page.getByTestId('clearance-history').locator('li')).toHaveCount(3);

    // the list shows the company cleared
    await page.goto('/clearance');
    const line = page.getByRole('row').filter({ hasText: row.company_name });
    await expect(line.getByTestId('company-clearance-status')).toHaveAttribute('data-status', 'accept');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page, `/clearance (390 px, ${lang})`);
    await expect(page.getByTestId('company-clearance-status').first()).toBeVisible();
  });
}

const START = {
  ar: { start: 'بدء مخالصة', submit: 'بدء المخالصة', companyRequired: 'يرجى اختيار الشركة', sharer: 'شريك', consultant: 'استشاري', kdana: 'شركة كدانة للتنمية' },
  en: { start: 'Start a clearance', submit: 'Start clearance', companyRequired: 'Please choose the company', sharer: 'Sharer', consultant: 'Consultant', kdana: 'شركة كدانة للتنمية' },
};
// each language starts the clearance of a company that has none in the demo
const NEW_COMPANY = { ar: { type: 'sharer', name: 'شركة الرفادة المشاركة' }, en: { type: 'consultant', name: 'دار الإشراف الهندسي' } } as const;

for (const lang of flowLanguages(import.meta.url)) {
  const text = START[lang];

  test(`clearance: the desk starts a company's clearance with voters picked by account type (${lang})`, async ({ page }) => {
    test.setTimeout(180_000);
    await useLanguage(page, lang);
    await signIn(page, 'kdana@mashaer.test');
    await page.goto('/clearance');
    await page.getByRole('button', { name: text.start }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: text.submit }).click();
    await expect(dialog.getByText(text.companyRequired)).toBeVisible();
    await expectAccessible(page, `/clearance (start dialog, ${lang})`);

    await dialog.locator('.p-dropdown:has(#clearance-company-type)').click();
    await page.getByRole('option', { name: NEW_COMPANY[lang].type === 'sharer' ? text.sharer : text.consultant, exact: true }).click();
    await dialog.locator('.p-dropdown:has(#clearance-company)').click();
    await page.getByRole('option', { name: NEW_COMPANY[lang].name }).click();
    // the voters' type is Kidana by default
    await dialog.locator('.p-multiselect:has(#clearance-voters)').click();
    await page.getByRole('option', { name: text.kdana }).click();
    // close the options (Escape would close the dialog too)
    await dialog.locator('.p-dialog-title').click();
    await expect(dialog.locator('.clearance-chosen li')).toHaveCount(1);
    await dialog.getByRole('button', { name: text.submit }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const line = page.getByRole('row').filter({ hasText: NEW_COMPANY[lang].name });
    await expect(line.getByTestId('company-clearance-status')).toHaveAttribute('data-status', 'pending');
    await expect(line.getByRole('link', { name: new RegExp(text.kdana) })).toBeVisible();
  });
}
