/**
 * News and the news bar in Chromium through the real server: staff publish an images news item (a main image and two
 * others) and hide a notice of the news bar; a company user then finds the item among the latest news on the
 * dashboard, with the hidden notice gone from the bar, and opens it: the description and the gallery. In one
 * language (helpers' flowLanguages).
 */
import { expect, test } from './fixtures';
import { flowLanguages, logout, signIn, useLanguage } from './helpers';

/** A 1×1 PNG: an image, to the server's sniffing. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

for (const lang of flowLanguages(import.meta.url)) {
  test(`news: staff publish an item and hide a bar notice; a company reads it on the dashboard (${lang})`, async ({ page }) => {
    // two accounts, five screens, each held to axe by the fixtures: more than the default minute on a busy machine
    test.setTimeout(180_000);
    const T = (ar: string, en: string) => (lang === 'ar' ? ar : en);
    const stamp = Date.now() % 100000;
    const title = `مواعيد استلام بطاقات الدخول ${stamp}`;
    await useLanguage(page, lang);

    // staff publish an images item
    await signIn(page, 'admin@mashaer.test');
    await page.goto('/news/create');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await page.locator('#news-news-title').fill(title);
    await page.locator('#news-news-description').fill('تُسلَّم بطاقات دخول المخيمات في مركز الخدمة عند البوابة 3 من الساعة 8 صباحاً.');
    await page.locator('.p-dropdown:has(#news-news-type)').click();
    await page.getByRole('option', { name: T('صور', 'Images'), exact: true }).click();
    await page.locator('#news-main-news-image').setInputFiles(image('gate-3.png'));
    await page.locator('#news-other-news-image').setInputFiles([image('centre-1.png'), image('centre-2.png')]);
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole('link', { name: title })).toBeVisible();

    // and hide a visible notice of the news bar
    const notice = 'إرشادات الدفاع المدني للسلامة في المخيمات';
    await page.goto('/news-bar');
    await page.getByRole('button', { name: `${T('تعديل', 'Edit')}: ${notice}` }).click();
    await expect(page).toHaveURL(/\/news-bar\/update\/\d+$/);
    await page.locator('#news-bar-visible').locator('..').click();
    await expect(page.locator('#news-bar-visible')).not.toBeChecked();
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(/\/news-bar$/);
    await logout(page);

    // a company user: the bar without the hidden notice, the item first among the latest news
    await signIn(page, 'provider@mashaer.test');
    await page.goto('/dashboard');
    const bar = page.getByRole('region', { name: T('شريط الأخبار', 'News bar') });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('listitem')).toHaveCount(2);
    await expect(bar.getByText(notice)).toHaveCount(0);
    const card = page.locator('.news-card').first();
    await expect(card).toContainText(title);
    await expect(card).toContainText(T('صور', 'Images'));
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/news\/read\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText(/بطاقات دخول المخيمات في مركز الخدمة/)).toBeVisible();
    // the gallery: both images, shown
    const gallery = page.locator('.news-gallery img');
    await expect(gallery).toHaveCount(2);
    await expect(gallery.first()).toHaveJSProperty('complete', true);
    expect(await gallery.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    // a company edits nothing here
    await expect(page.getByRole('link', { name: T('تعديل', 'Edit') })).toHaveCount(0);
  });
}
