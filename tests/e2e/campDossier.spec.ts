/**
 * The camp dossier (issue 16), in Chromium through the real server: the administrator opens a demo camp, goes to its
 * dossier, reads the holder and each group's figures (the server's), narrows the timeline to the violations, turns
 * the order to oldest first, pages on, and opens a step's record; held to axe. In one language (helpers'
 * flowLanguages).
 */
import { expect, test } from './fixtures';
import { expectAccessible, flowLanguages, signIn, useLanguage } from './helpers';

for (const lang of flowLanguages(import.meta.url)) {
  test(`camp dossier: groups, the timeline narrowed, reordered and paged, a record opened (${lang})`, async ({ page }) => {
    const T = (ar: string, en: string) => (lang === 'ar' ? ar : en);
    await useLanguage(page, lang);
    await signIn(page, 'admin@mashaer.test');

    // the server's figures for demo camp 5, read beside the page
    const api = async (body: Record<string, unknown>) =>
      page.evaluate(async (b) => {
        const session = JSON.parse(localStorage.getItem('mashaer.session') ?? 'null') as { token?: string } | null;
        const res = await fetch('/api/general/camps/dossier/5?page=1', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(session?.token ? { authorization: `Bearer ${session.token}` } : {}) },
          body: JSON.stringify(b),
        });
        return (await res.json()) as { data: { groups: Array<{ group: string; steps: number }>; timeline: { total: number; data: Array<{ id: number; record_id: number; link: string | null }> } } };
      }, body);

    await page.goto('/camps/5');
    await page.getByRole('link', { name: T('ملف المخيم', 'Camp dossier') }).click();
    await expect(page).toHaveURL(/\/camps\/5\/dossier$/);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(T('ملف المخيم', 'Camp dossier'));

    const { data } = await api({});
    const chips = page.getByRole('region', { name: T('المجموعات', 'Groups') });
    for (const g of data.groups) await expect(chips.locator(`button[data-group="${g.group}"] strong`)).toHaveText(String(g.steps));
    const steps = page.getByRole('list', { name: T('الخط الزمني للمخيم', 'The camp’s timeline') }).locator('> li');
    await expect(steps).toHaveCount(Math.min(10, data.timeline.total));
    await expectAccessible(page);

    // the violations only
    const violations = data.groups.find((g) => g.group === 'violations')!;
    expect(violations.steps, 'demo camp 5 has violations').toBeGreaterThan(0);
    await chips.locator('button[data-group="violations"]').click();
    await expect(page).toHaveURL(/group=violations/);
    await expect(chips.locator('button[data-group="violations"]')).toHaveAttribute('aria-pressed', 'true');
    await expect(steps).toHaveCount(Math.min(10, violations.steps));
    await expect(page.locator('.dossier-step:not([data-group="violations"])')).toHaveCount(0);

    // every group again, oldest first: the first step is the oldest the server has
    await chips.getByRole('button', { name: new RegExp(`^${T('الكل', 'All')}`) }).click();
    await page.getByRole('combobox', { name: T('الترتيب', 'Order') }).selectOption('asc');
    await expect(page).toHaveURL(/direction=asc/);
    const oldest = await api({ direction: 'asc', paginate: 10 });
    await expect(steps.first()).toHaveAttribute('data-record', String(oldest.data.timeline.data[0]!.record_id));

    // the next page
    if (data.timeline.total > 10) {
      await page
        .getByRole('navigation', { name: T('صفحات الخط الزمني', 'Timeline: pages') })
        .getByRole('button', { name: T('الصفحة 2', 'Page 2'), exact: true })
        .click();
      await expect(page).toHaveURL(/page=2/);
      await expect(page.locator('section.dossier-timeline')).toHaveAttribute('aria-busy', 'false');
      await expect(steps).toHaveCount(Math.min(10, data.timeline.total - 10));
    }

    // a step leads to its record's page
    const link = steps.first().getByRole('link');
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[/]/g, '\\/')}$`));
  });
}
