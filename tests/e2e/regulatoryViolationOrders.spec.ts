/**
 * A regulatory violation from issue to print, in Chromium through the real server: the government desk records one
 * against a handed-over camp (a title and photographs; the camp list names each camp's company), issuing refuses a
 * draft with no photograph, then issues it after one is added; the notice is made ready with its three logos and
 * opens as the printable page; the company finds it in its list and reads it and its notice. In one
 * language (helpers' flowLanguages).
 */
import { expect, test } from './fixtures';
import { flowLanguages, logout, signIn, useLanguage } from './helpers';

/** A 1×1 PNG: what an inspector's photograph or a logo is, to the server's sniffing. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

for (const lang of flowLanguages(import.meta.url)) {
  test(`regulatory violation: recorded, issued, made ready and printed; the company reads it (${lang})`, async ({ page }) => {
    const T = (ar: string, en: string) => (lang === 'ar' ? ar : en);
    const title = `سلك كهربائي مكشوف ${Date.now() % 100000}`;
    await useLanguage(page, lang);

    // the desk records it: a draft against a camp handed over to the demo provider
    await signIn(page, 'gov@mashaer.test');
    await page.goto('/regulatory-violation-order');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('button', { name: T('تسجيل مخالفة', 'Record a violation') }).click();
    await expect(page).toHaveURL(/\/regulatory-violation-order\/create$/);
    await page.locator('#regulatory-violation-orders-title').fill(title);
    await page.locator('.p-dropdown:has(#regulatory-violation-orders-camp-id)').click();
    await page.locator('.p-dropdown-panel .p-dropdown-filter').fill('الضيافة');
    // each camp names the company it was handed over to: the violation will be against it
    await page.locator('.p-dropdown-panel [role=option]', { hasText: 'شركة الضيافة' }).first().click();
    await page.locator('#regulatory-violation-orders-body').fill('سلك كهربائي مكشوف يمر فوق ممر المشاة بين الخيام دون حماية.');
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(/\/regulatory-violation-order\/\d+$/);
    const id = Number(page.url().split('/').pop());
    await expect(page.locator('.record-view [data-status]')).toHaveAttribute('data-status', 'draft');

    // issuing needs a photograph: the machine's rule says so, and nothing changes
    const issue = page.locator('[data-event=ISSUE]');
    if (await issue.isEnabled()) {
      await issue.click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: T('إصدار المخالفة', 'Issue'), exact: true })
        .click();
    }
    await expect(page.locator('.record-view [data-status]')).toHaveAttribute('data-status', 'draft');

    // two photographs added to the draft, then issued
    await page.locator('[data-event=UPDATE]').click();
    await expect(page).toHaveURL(new RegExp(`/regulatory-violation-order/update/${id}$`));
    await page.locator('#regulatory-violation-orders-images').setInputFiles([image('photo-1.png'), image('photo-2.png')]);
    await expect(page.locator('.files-picker-list li')).toHaveCount(2);
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(new RegExp(`/regulatory-violation-order/${id}$`));
    await expect(page.locator('.violation-photos li')).toHaveCount(2);
    await page.locator('[data-event=ISSUE]').click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: T('إصدار المخالفة', 'Issue'), exact: true })
      .click();
    await expect(page.locator('.record-view [data-status]')).toHaveAttribute('data-status', 'issued');

    // the notice needs its logos: none chosen is refused on each field before any call; then made ready
    await page.getByTestId('violation-make-ready').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: T('اعتماد النموذج', 'Make ready') }).click();
    await expect(dialog.getByText(T('هذا الحقل مطلوب', 'This field is required'))).toHaveCount(3);
    await dialog.locator('#violation-ready-header-logo-1').setInputFiles(image('authority.png'));
    await dialog.locator('#violation-ready-header-logo-2').setInputFiles(image('civil-defence.png'));
    await dialog.locator('#violation-ready-footer-logo').setInputFiles(image('footer.png'));
    await dialog.getByRole('button', { name: T('اعتماد النموذج', 'Make ready') }).click();
    await expect(page).toHaveURL(new RegExp(`/regulatory-violation-order/ready/${id}$`));
    const notice = page.getByTestId('violation-notice');
    await expect(notice).toContainText(title);
    await expect(notice.getByTestId('violation-number')).toHaveText(String(id));
    await expect(notice.locator('.violation-notice-photos img')).toHaveCount(2);
    await expect(notice.locator('.violation-logo')).toHaveCount(3);
    await logout(page);

    // the company: its list has it, and it reads the violation and its notice
    await signIn(page, 'provider@mashaer.test');
    await page.goto('/regulatory-violation-order');
    await page.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/regulatory-violation-order/${id}$`));
    await expect(page.locator('[data-event]')).toHaveCount(0);
    await page.getByRole('link', { name: T('نموذج المخالفة', 'Violation document') }).click();
    await expect(page.getByTestId('violation-notice')).toContainText(title);
  });
}
