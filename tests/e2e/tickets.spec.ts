/**
 * A ticket from opening to closing, in Chromium through the real server (docs/tickets.md): the company opens one
 * about a subject open to it (the form's rules first), the receiving group's admin answers and forwards it to
 * another admin group, the company finds the reply in its bell, closes the ticket (asked first) and the reply box is
 * gone. In one language (helpers' flowLanguages).
 */
import { expect, test } from './fixtures';
import { flowLanguages, logout, signIn, useLanguage } from './helpers';

for (const lang of flowLanguages(import.meta.url)) {
  test(`ticket: opened, answered, forwarded, seen in the bell and closed (${lang})`, async ({ page }) => {
    // three sign-ins on a shared machine
    test.setTimeout(180_000);
    const T = (ar: string, en: string) => (lang === 'ar' ? ar : en);
    const content = `لا تظهر صفحة الطلبات ${Date.now() % 100000}`;
    await useLanguage(page, lang);

    // the company opens a ticket
    await signIn(page, 'provider@mashaer.test');
    await page.goto('/tickets');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('button', { name: T('تذكرة جديدة', 'New ticket') }).click();
    await expect(page).toHaveURL(/\/tickets\/create$/);
    await page.locator('form button[type=submit]').click();
    // the shared rules answer before any call
    await expect(page.locator('#ticket-subject-error')).toBeVisible();
    await page.locator('#ticket-subject').selectOption({ label: 'مشكلة تقنية في المنصة' });
    // a subject for government entities only is not offered to a company
    await expect(page.locator('#ticket-subject option', { hasText: 'ملاحظات الجهات الحكومية' })).toHaveCount(0);
    await page.locator('#ticket-importance').selectOption('height');
    await page.locator('#ticket-content').fill(content);
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(/\/tickets$/);
    const row = page.getByRole('row', { name: new RegExp(content) });
    await expect(row).toContainText(T('مفتوحة', 'Open'));
    await row.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/tickets\/details\/\d+$/);
    const id = Number(page.url().split('/').pop());
    await logout(page);

    // the receiving group's admin answers, then forwards it to Kidana's group
    await signIn(page, 'admin@mashaer.test');
    await page.goto(`/tickets/details/${id}`);
    await page.locator('#ticket-reply').fill('تم إصلاح العطل، نرجو المحاولة مجدداً');
    await page.locator('.ticket-reply button[type=submit]').click();
    await expect(page.locator('.record-view [data-status]')).toHaveAttribute('data-status', 'answered');
    await expect(page.getByTestId('ticket-thread')).toContainText('تم إصلاح العطل');
    await page.getByRole('button', { name: T('تحويل التذكرة', 'Forward'), exact: true }).click();
    await page.locator('#ticket-forward-group').selectOption({ label: T('فريق تسليم المخيمات — كدانة', 'Kidana camp handover team') });
    await page.getByRole('dialog').locator('button[type=submit]').click();
    await expect(page.locator('.record-view [data-status]')).toHaveAttribute('data-status', 'forwarded');
    // no longer the holding group: the admin sees it but has no reply box
    await expect(page.locator('.ticket-reply')).toHaveCount(0);
    await logout(page);

    // the company finds the reply in its bell, opens the ticket and closes it
    await signIn(page, 'provider@mashaer.test');
    await page.goto('/tickets');
    await expect(page.getByTestId('bell-badge')).toBeVisible();
    await page.locator('.bell-button').click();
    const notice = page
      .locator('.bell-drawer')
      .getByText(new RegExp(T(`رد جديد على التذكرة رقم \\W*${id}`, `A new reply on ticket #\\W*${id}`)))
      .first();
    await expect(notice).toBeVisible();
    await notice.click();
    await expect(page).toHaveURL(new RegExp(`/tickets/details/${id}$`));
    await expect(page.locator('.ticket-reply')).toBeVisible();
    await page.getByRole('button', { name: T('إغلاق التذكرة', 'Close'), exact: true }).click();
    // asked first
    await page.locator('.p-confirm-dialog-accept').click();
    await expect(page.locator('.record-view [data-status]')).toHaveAttribute('data-status', 'closed');
    await expect(page.locator('.ticket-reply')).toHaveCount(0);
    await expect(page.getByTestId('ticket-closed')).toHaveText(T('التذكرة مغلقة، لا يمكن إضافة تعليقات أخرى', 'The ticket is closed; no further comments are allowed'));
  });
}
