/**
 * The site map (/gis-dashboard, issue 16) in Chromium through the real server: the administrator opens the plan,
 * colours it by readiness instead of assignment (the legend and each camp's name follow), points at a camp (the side
 * panel describes it), then clicks it and lands on the camp's own page. In one language (helpers' flowLanguages);
 * the fixtures hold every page visited to axe.
 */
import { expect, test } from './fixtures';
import { flowLanguages, signIn, useLanguage } from './helpers';

for (const lang of flowLanguages(import.meta.url)) {
  test(`site map: switch the measure, point at a camp, open it (${lang})`, async ({ page }) => {
    const T = (ar: string, en: string) => (lang === 'ar' ? ar : en);
    await useLanguage(page, lang);
    await signIn(page, 'admin@mashaer.test');
    await page.goto('/gis-dashboard');
    const plan = page.getByRole('group', { name: new RegExp(T('مخطط المربعات والمخيمات', 'Plan of the squares and camps')) });
    // the first screen of a cold server on a busy machine: more time than a step's
    await expect(plan).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: T('خريطة الموقع', 'Site map') })).toBeVisible();
    // by assignment first: the legend counts each status, the camps are named with theirs
    await expect(page.getByRole('heading', { name: T('مفتاح الخريطة: تخصيص المخيم', 'Legend: Camp assignment') })).toBeVisible();
    const camp = plan.getByRole('link', { name: new RegExp(`^${T('مخيم 5-5، مربع 5', 'Camp 5-5, Square 5')}:`) });
    await expect(camp).toHaveCount(1);

    // colour by readiness: the address, the legend and the camp's name follow
    await page.getByRole('radio', { name: T('جاهزية المخيم', 'Camp readiness') }).check();
    await expect(page).toHaveURL(/measure=readiness/);
    const legend = page.getByRole('region', { name: T('مفتاح الخريطة: جاهزية المخيم', 'Legend: Camp readiness') });
    await expect(legend).toBeVisible();
    await expect(legend.getByRole('rowheader', { name: T('جاهز', 'Ready'), exact: true })).toBeVisible();
    await expect(camp).toHaveAccessibleName(new RegExp(`: (${T('جاهز|غير جاهز', 'Ready|Not ready')})$`));

    // pointing at it describes it beside the plan
    await camp.hover();
    const info = page.getByRole('region', { name: T('المخيم المحدد', 'Selected camp') });
    await expect(info.getByRole('link', { name: T('مخيم 5-5', 'Camp 5-5') })).toBeVisible();

    // a click opens the camp's page
    await camp.click();
    await expect(page).toHaveURL(/\/camps\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'مخيم 5-5' })).toBeVisible();
  });
}
