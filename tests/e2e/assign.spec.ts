/**
 * Camp assignments in Chromium against the real server, in Arabic and English: Kidana staff assign
 * a camp to the provider demo company through the form (the square, the camp, the country, the
 * company picked by search, its CR), find it in the list and open it; the provider signs in and
 * sees it among its own, and only its own. Then (Arabic) the camp is returned and re-customised to
 * another company, which the provider no longer sees. Every page passes axe (./fixtures); at 390 px
 * nothing scrolls sideways.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { flowLanguages, login, logout, signIn, useLanguage } from './helpers';

const T = {
  ar: { add: 'تخصيص مخيم', save: 'حفظ', created: 'تم تخصيص المخيم بنجاح', returnIt: 'إرجاع المخيم', reCustomize: 'إعادة التخصيص', done: 'تمت إعادة تخصيص المخيم لشركة أخرى', country: 'باكستان' },
  en: {
    add: 'Assign a camp',
    save: 'Save',
    created: 'The camp was assigned',
    returnIt: 'Return the camp',
    reCustomize: 'Re-customise',
    done: 'The camp was re-assigned to another company',
    country: 'Pakistan',
  },
};

/** A square and a camp in it, made through their own calls as Kidana staff. */
async function makeCamp(page: Page, stamp: string) {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('mashaer.session') ?? '{}') as { token?: string }).token ?? '');
  const headers = { authorization: `Bearer ${token}` };
  const code = `E2E-${stamp.toUpperCase()}`;
  const square = await page.request.post('/api/general/squares/store', { headers, data: { name: `مربع ${code}`, name_en: `Square ${code}`, code } });
  expect(square.status(), await square.text()).toBe(201);
  const squareId = ((await square.json()) as { data: { id: number } }).data.id;
  const camp = await page.request.post('/api/general/camps/store', { headers, data: { name: `مخيم ${code}`, name_en: `Camp ${code}`, square_id: squareId, capacity: 800 } });
  expect(camp.status(), await camp.text()).toBe(201);
  return { square: { ar: `مربع ${code}`, en: `Square ${code}` }, camp: { ar: `مخيم ${code}`, en: `Camp ${code}` } };
}

/** Pick an option of a searchable drop-down, narrowed by typing (a drop-down still loading its options does not open: click again). */
async function pick(page: Page, inputId: string, search: string, option: string | RegExp) {
  const filter = page.locator('.p-dropdown-panel .p-dropdown-filter');
  // the previous drop-down's panel fades out after its choice: until it is gone, its filter would be typed into
  await expect(page.locator('.p-dropdown-panel')).toHaveCount(0);
  await expect(async () => {
    if (!(await filter.isVisible())) await page.locator(`.p-dropdown:has(#${inputId})`).click();
    await expect(filter).toBeVisible({ timeout: 1000 });
  }).toPass();
  await filter.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

for (const lang of flowLanguages(import.meta.url)) {
  test(`camp assignments: Kidana assigns a camp, the provider sees it (${lang})`, async ({ page }) => {
    const t = T[lang];
    await useLanguage(page, lang);
    await login(page, 'kdana@mashaer.test');
    const stamp = `${lang}${Date.now().toString(36)}`;
    const made = await makeCamp(page, stamp);
    const camp = made.camp[lang];

    await page.goto('/assign');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('button', { name: t.add }).click();
    await expect(page).toHaveURL(/\/assign\/create$/);
    await pick(page, 'assign-camp-id', camp, camp);
    // the camp brings its square
    await expect(page.locator('.p-dropdown:has(#assign-square-id)')).toContainText(made.square[lang]);
    await pick(page, 'assign-country-id', t.country, t.country);
    await pick(page, 'assign-receiver-company-id', 'الضيافة', /شركة الضيافة لخدمات الحجاج/);
    await page.locator('#assign-receiver-cr').fill('4030012345');
    await page.getByRole('button', { name: t.save }).click();
    await expect(page).toHaveURL(/\/assign$/);
    await expect(page.getByText(t.created)).toBeVisible();

    await page.getByRole('textbox').first().fill(camp);
    await page.keyboard.press('Enter');
    const row = page.getByRole('row', { name: new RegExp(camp) });
    await expect(row).toBeVisible();
    await expect(row.getByText('شركة الضيافة لخدمات الحجاج')).toBeVisible();
    await row.getByRole('link', { name: camp }).click();
    await expect(page.locator('.record-view')).toContainText(made.square[lang]);
    await expect(page.getByRole('button', { name: t.returnIt })).toBeVisible();
    const url = page.url();
    await logout(page);

    // the receiving company sees it among its own
    await signIn(page, 'provider@mashaer.test');
    await page.goto('/assign');
    await page.getByRole('textbox').first().fill(camp);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('row', { name: new RegExp(camp) })).toBeVisible();
    await expect(page.getByRole('button', { name: t.add })).toHaveCount(0);
    await page.goto(new URL(url).pathname);
    await expect(page.locator('.record-view')).toContainText(camp);
    await expect(page.getByRole('button', { name: t.returnIt })).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await noSidewaysScroll(page);
    await page.goto('/assign');
    await expect(page.getByRole('table')).toBeVisible();
    await noSidewaysScroll(page);
  });
}

test('camp assignments: a returned camp is re-customised to another company, and the provider no longer sees it', async ({ page }) => {
  const t = T.ar;
  await useLanguage(page, 'ar');
  await login(page, 'kdana@mashaer.test');
  const made = await makeCamp(page, `rc${Date.now().toString(36)}`);
  const camp = made.camp.ar;
  await page.goto('/assign/create');
  await pick(page, 'assign-camp-id', camp, camp);
  await pick(page, 'assign-country-id', t.country, t.country);
  await pick(page, 'assign-receiver-company-id', 'الضيافة', /شركة الضيافة لخدمات الحجاج/);
  await page.locator('#assign-receiver-cr').fill('4030012345');
  await page.getByRole('button', { name: t.save }).click();
  await expect(page).toHaveURL(/\/assign$/);
  await page.getByRole('textbox').first().fill(camp);
  await page.keyboard.press('Enter');
  await page.getByRole('link', { name: camp }).click();

  await page.getByRole('button', { name: t.returnIt }).click();
  await page.getByRole('button', { name: t.reCustomize }).click();
  await expect(page).toHaveURL(/\/assign\/re-customization\/\d+$/);
  await pick(page, 'assign-new-receiver', 'المروة', /المروة/);
  // the company's registered CR comes with it
  await expect(page.locator('#assign-new-receiver-cr')).toHaveValue(/^\d{10}$/);
  await page.setViewportSize({ width: 390, height: 844 });
  await noSidewaysScroll(page);
  await page.getByRole('button', { name: t.reCustomize }).click();
  await expect(page.getByText(t.done)).toBeVisible();
  await expect(page).toHaveURL(/\/assign$/);
  await logout(page);

  await signIn(page, 'provider@mashaer.test');
  await page.goto('/assign');
  await page.getByRole('textbox').first().fill(camp);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('row', { name: new RegExp(camp) })).toHaveCount(0);
});
