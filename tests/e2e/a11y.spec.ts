/**
 * Accessibility and phones, screen by screen (issue 10): every screen of the portal, in
 * Arabic and in English, is checked by axe-core (no violation of any impact) at desktop
 * width and at 390 px, where it is photographed (attached to the test, under
 * test-results) and must not scroll sideways. Then what axe cannot see: the keyboard (a
 * skip link, a visible focus ring), a confirmation that names what it deletes, keeps the
 * focus inside and gives it back, form errors tied to their fields, `lang`/`dir`
 * following the language, and the read-only role titled as viewed.
 */
import { expect, markAnalysed, test as base, type Page } from './fixtures';
import { serverUrl } from './servers';
import { axeViolations, describeViolations, expectAccessible, LANG_KEY, login, PASSWORD, useLanguage } from './helpers';

/** A signed-in browser state per demo account, made once per worker. */
const test = base.extend<object, { signedIn: (email: string) => Promise<string> }>({
  signedIn: [
    async ({ browser }, use, workerInfo) => {
      const made = new Map<string, Promise<string>>();
      await use((email) => {
        const existing = made.get(email);
        if (existing) return existing;
        const state = (async () => {
          const context = await browser.newContext({ baseURL: serverUrl(workerInfo.parallelIndex) });
          const page = await context.newPage();
          await login(page, email, PASSWORD);
          const file = workerInfo.project.outputDir + `/.state-${email}.json`;
          await context.storageState({ path: file });
          await context.close();
          return file;
        })();
        made.set(email, state);
        return state;
      });
    },
    { scope: 'worker' },
  ],
});

// the longest file by far: its tests, each on its own, share the workers rather than hold one
test.describe.configure({ mode: 'parallel' });

const langs = ['ar', 'en'] as const;

/** Every screen an administrator opens (src/features/<area>/routes.tsx), with an example record where the path takes one. */
const adminScreens = [
  '/dashboard',
  // the site map (issue 16): the plan, its legend and the table of camps
  '/gis-dashboard',
  // the lifecycles as the analysts see them (issue 16): every lifecycle's live counts, the violations' heat map
  '/workflows',
  '/workflows/violation',
  '/users',
  '/users/request',
  '/users/view/1',
  '/users/update/3',
  '/users/history/3',
  '/create-user',
  '/user-contacts',
  '/employees',
  '/employees/create',
  '/roles',
  '/roles/create',
  '/roles/1',
  '/roles/2',
  '/alliances',
  '/notifications',
  '/notifications/create',
  '/outbox',
  '/logs',
  '/profile',
  // camp assignment and templates (issue 11): each list, and the forms that are more than the generated one
  '/countries',
  '/squares',
  '/camps',
  '/camps/create',
  // the camp dossier (issue 16): demo camp 5's groups and timeline
  '/camps/5/dossier',
  '/stations',
  '/assign',
  '/assign/create',
  '/create-appointments',
  '/appointments',
  '/absence-history',
  '/categories',
  '/type',
  '/term-conditions',
  '/question-category',
  '/question-category/create',
  '/questions',
  '/forms',
  '/forms/create',
  '/temp-licenses-forms',
  '/specialists',
  '/services',
  '/services/inputs',
  '/pledges',
  '/guides',
  '/licenses',
  '/location-specialties',
  '/location-services',
  '/location-services/inputs',
  '/location-pledges',
  '/location-guides',
  '/location-licenses',
  // orders (issue 12): the screens orders.spec.ts does not already hold to axe
  '/orders/consulting',
  '/location-orders',
  '/location-orders/consulting',
  '/location-orders/create',
  // temporary licence orders (issue 13): the list, the form, an order and the licence sheet (demo order 11 is approved)
  '/temp-licenses-order',
  '/temp-licenses-order/create',
  '/temp-licenses-order/view/1',
  '/temp-licenses-order/ready/11',
  // clearance (issue 14): the companies' clearances, the caller's votes, and Kidana's (2) decision on the provider's (3)
  '/clearance',
  '/clearance-kidana',
  '/clearance/3/2',
  // the site registries (issue 15): plots, washrooms, public toilet complexes
  '/plots',
  '/washrooms',
  '/toilet-complexes',
  // vehicle-entry permits (issue 15): the list, the request form, a rejected order (16) and an issued permit (9)
  '/vehicle-entry-permit-orders',
  '/vehicle-entry-permit-orders/create',
  '/vehicle-entry-permit-orders/details/16',
  '/vehicle-entry-permit-orders/file/9',
  // regulatory violations (issue 15): the list, the form, an issued violation (5, with "make ready") and a notice (9)
  '/regulatory-violation-order',
  '/regulatory-violation-order/create',
  '/regulatory-violation-order/5',
  '/regulatory-violation-order/ready/9',
  // complaints: the list, the form with its site plan, one in review (5, with the desk's actions) and a resolved one (8)
  '/complaints',
  '/complaints/create',
  '/complaints/5',
  '/complaints/8',
  // tickets (issue 15): the list, the form, an open ticket the admin's group holds (1, with its reply box), a closed
  // one (4); the subjects and the admin groups
  '/tickets',
  '/tickets/create',
  '/tickets/details/1',
  '/tickets/details/4',
  '/ticket-subject',
  '/ticket-subject/create',
  '/ticket-subject/edit/4',
  '/ticket-admin-groups',
  '/ticket-admin-groups/create',
  '/ticket-admin-groups/update/1',
  // news and the news bar: the staff's lists and forms, an images item (1) and a video item (3) as read
  '/news',
  '/news/create',
  '/news/read/1',
  '/news/read/3',
  '/news-bar',
  '/news-bar/create',
  // questionnaires (issue 15): the staff's list, the builder, a published one with its results (1)
  '/questionnaires',
  '/questionnaires/create',
  '/questionnaires/1',
  // the dashboards (issue 16): every board, and the SLA clocks
  '/delivery-business',
  '/civil-defense',
  '/camp-delivery-performance',
  '/addition',
  '/orders-status',
  '/dashboard-report-violations',
  '/dashboard-reassign',
  '/sla',
  // the season archive (issue 16): the seasons, the form, the active season (3) and an archived one (1) with its records
  '/db-archive',
  '/db-archive/create',
  '/db-archive/3',
  '/db-archive/1',
  '/testing-api',
  '/403',
  '/404',
];
const guestScreens = ['/login', '/register', '/reset_password', '/reset?token=0000&email=nobody%40mashaer.test', '/403', '/404'];
/**
 * Screens only another account sees: the registration forms, as the applicant waiting for review and the one turned
 * down see them; a company's questionnaires and the answer page (the provider answered demo questionnaire 1).
 */
const screensAs = [
  { path: '/register-forms', as: 'pending@mashaer.test' },
  { path: '/complete-register-forms', as: 'rejected@mashaer.test' },
  { path: '/questionnaires/myQuestionnaires', as: 'provider@mashaer.test' },
  { path: '/questionnaires/myQuestionnaires/1', as: 'provider@mashaer.test' },
];

const slug = (lang: string, path: string) => `${lang}${path.split('?')[0]!.replace(/\//g, '_')}`;
const desktop = { width: 1366, height: 900 };
const phone = { width: 390, height: 844 };

/**
 * axe at desktop width; then at 390 px: axe again, a photograph, and no sideways scroll. What it
 * finds is returned, not thrown, so one screen's fault does not hide the next screen's.
 */
async function checkScreen(page: Page, lang: string, path: string): Promise<string[]> {
  const found: string[] = [];
  // checked here at both widths: the fixtures' watch need not look at it as well, here or later in this worker
  markAnalysed(path, lang);
  await page.setViewportSize(desktop);
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  const wide = await axeViolations(page);
  if (wide.length) found.push(describeViolations(`${lang} ${path} (1366 px)`, wide));

  await page.setViewportSize(phone);
  const narrow = await axeViolations(page);
  if (narrow.length) found.push(describeViolations(`${lang} ${path} (390 px)`, narrow));
  const shot = test.info().outputPath(`${slug(lang, path)}-390.png`);
  await page.screenshot({ path: shot, fullPage: true });
  await test.info().attach(`${slug(lang, path)}-390`, { path: shot, contentType: 'image/png' });
  const widths = await page.evaluate(() => ({ document: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  if (widths.document > widths.viewport) found.push(`${lang} ${path} scrolls sideways at 390 px (${widths.document} > ${widths.viewport})`);
  return found;
}

/** Every screen of a group on one page, in steps; fails at the end with everything found. */
async function checkScreens(page: Page, lang: string, paths: readonly string[]) {
  const found: string[] = [];
  test.setTimeout(20_000 + paths.length * 15_000);
  for (const path of paths) await test.step(path, async () => found.push(...(await checkScreen(page, lang, path))));
  expect(found, found.join('\n')).toEqual([]);
}

/** Groups of screens small enough for one test's time, large enough to spare a sign-in per screen. */
const chunks = <T>(list: readonly T[], size: number) => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));

for (const lang of langs) {
  test.describe(`${lang}: every screen`, () => {
    for (const group of chunks(adminScreens, 8)) {
      test(`the administrator's ${group[0]} … ${group.at(-1)}`, async ({ page, signedIn }) => {
        await useLanguage(page, lang);
        await signIntoPage(page, await signedIn('admin@mashaer.test'));
        await checkScreens(page, lang, group);
      });
    }
    test(`a guest's ${guestScreens.join(', ')}`, async ({ page }) => {
      await useLanguage(page, lang);
      await checkScreens(page, lang, guestScreens);
    });
    for (const { path, as } of screensAs) {
      test(`${path} as ${as}`, async ({ page, signedIn }) => {
        await useLanguage(page, lang);
        await signIntoPage(page, await signedIn(as));
        await checkScreens(page, lang, [path]);
      });
    }
  });
}

/** Put a saved session (local storage) into this page's origin before the app reads it. */
async function signIntoPage(page: Page, stateFile: string) {
  const { readFile } = await import('node:fs/promises');
  const state = JSON.parse(await readFile(stateFile, 'utf8')) as { origins: { origin: string; localStorage: { name: string; value: string }[] }[] };
  const items = state.origins.flatMap((o) => o.localStorage).filter((i) => i.name !== LANG_KEY);
  await page.addInitScript((entries) => {
    for (const { name, value } of entries) if (localStorage.getItem(name) === null) localStorage.setItem(name, value);
  }, items);
}

test.describe('the keyboard', () => {
  test('the first Tab reaches "skip to content", which moves on to the page; focus is always drawn', async ({ page }) => {
    await useLanguage(page, 'en');
    await login(page, 'admin@mashaer.test');
    await page.goto('/roles');
    await expect(page.locator('h1')).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
    // each of the next stops shows a ring: an outline or the theme's box-shadow
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      const ring = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        return { tag: `${el.tagName} ${el.className}`, outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2, shadow: style.boxShadow !== 'none' };
      });
      expect(ring.outline || ring.shadow, `no focus ring on ${ring.tag}`).toBe(true);
    }
  });

  test('the delete confirmation names the record, keeps the focus inside, and gives it back on Escape', async ({ page }) => {
    await useLanguage(page, 'en');
    await login(page, 'admin@mashaer.test');
    await page.goto('/roles?search=Contractor');
    const opener = page.getByRole('button', { name: 'Delete: Contractor' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(dialog).toContainText('Delete the role “Contractor”?');
    await expect(dialog).toContainText("You won't be able to revert this!");
    await expectAccessible(page, 'the delete confirmation');
    // Tab goes round inside the dialog
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test('on a phone the menu drawer is a dialog: Tab stays inside, Escape gives the focus back to the menu button', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, 'admin@mashaer.test');
  const opener = page.getByRole('button', { name: 'Menu' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Mashaer Portal' });
  await expect(drawer).toBeVisible();
  await expectAccessible(page, 'the menu drawer');
  for (const key of ['Shift+Tab', 'Shift+Tab', 'Tab', 'Tab', 'Tab']) {
    await page.keyboard.press(key);
    expect(await drawer.evaluate((d) => d.contains(document.activeElement)), `focus left the drawer after ${key}`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();
});

test('form errors are announced and tied to their fields', async ({ page }) => {
  await useLanguage(page, 'en');
  await login(page, 'admin@mashaer.test');
  await page.goto('/roles/create');
  await page.getByRole('button', { name: 'Save role' }).click();
  const name = page.getByLabel(/Role name \(Arabic\)/);
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAttribute('aria-required', 'true');
  const error = page.locator('#role-name-error');
  await expect(error).toHaveRole('alert');
  await expect(name).toHaveAccessibleDescription((await error.textContent()) ?? 'missing');
  // corrected, the field is valid again and described by its hint no more than before
  await name.fill('دور للتجربة');
  await page.getByRole('button', { name: 'Save role' }).click();
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await expect(error).toHaveCount(0);
});

test('the language switch sets lang and dir, so Arabic is read as Arabic', async ({ page }) => {
  await useLanguage(page, 'ar');
  await login(page, 'admin@mashaer.test');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('button', { name: 'عربي' })).toHaveAttribute('lang', 'ar');
});

test('the built-in role is viewed, not edited: its title, breadcrumb and tab say so', async ({ page }) => {
  await useLanguage(page, 'en');
  await login(page, 'admin@mashaer.test');
  await page.goto('/roles/1');
  await expect(page.locator('h1')).toHaveText(/^View role: /);
  const trail = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(trail.getByRole('link', { name: 'Roles and permissions' })).toBeVisible();
  await expect(trail.locator('[aria-current="page"]')).toHaveText('View role');
  await expect(page).toHaveTitle(/^View role \| /);
  // an ordinary role is edited
  await page.goto('/roles/2');
  await expect(trail.locator('[aria-current="page"]')).toHaveText('Edit role');
});
