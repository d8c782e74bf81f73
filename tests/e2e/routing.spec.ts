/**
 * The shell's routing (spec 000 §2, §5): unknown paths and /403 for anyone, signed in or not;
 * /testing-api for administrators only — the API explorer.
 */
import { expect, test } from './fixtures';
import { login, signIn, useLanguage } from './helpers';

test.describe('a guest', () => {
  test('at an unknown path sees /404, not /login, with a way to sign in', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle(/Not found/);
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('opens /403 (in Arabic, right to left)', async ({ page }) => {
    await useLanguage(page, 'ar');
    await page.goto('/403');
    await expect(page).toHaveURL(/\/403$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'لا تملك صلاحية الوصول' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'الذهاب إلى تسجيل الدخول' })).toBeVisible();
  });

  test('at a portal page still goes to /login', async ({ page }) => {
    await page.goto('/users');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('/testing-api', () => {
  test('an administrator explores the contract and tries a GET with the session', async ({ page }) => {
    await useLanguage(page, 'en');
    await login(page, 'admin@mashaer.test');
    // reached from the menu
    await page.locator('nav.side-menu').getByRole('link', { name: 'API explorer' }).click();
    await expect(page).toHaveURL(/\/testing-api$/);
    await expect(page.getByRole('heading', { name: 'API explorer', level: 1 })).toBeVisible();
    const list = page.getByRole('navigation', { name: 'Operations' });
    // the re-delivery forms' group (the re-assign orders' own group is reassignOrders)
    await expect(list.getByRole('heading', { name: /^reassign \(\d+\)$/ })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search by path, id or permission' }).fill('lock-form');
    await list.getByRole('button', { name: /get-user-of-type/ }).click();
    await expect(page).toHaveURL(/op=reassignFormUsersOfType/);
    const detail = page.locator('.api-detail');
    await expect(detail.getByText('order-re-assign-form', { exact: true })).toBeVisible();
    await detail.getByLabel(/type_id/).fill('2');
    await detail.getByRole('button', { name: 'Send' }).click();
    await expect(detail.getByText('200 OK')).toBeVisible();
    await expect(page.getByTestId('api-answer')).toContainText('provider@mashaer.test');

    // a POST that changes data asks first; cancelling sends nothing
    await page.goto('/testing-api?op=switchUserStatus');
    await detail.getByLabel(/^id/).fill('2');
    await detail.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Send a request that may change data?')).toBeVisible();
    // exact: the operations list has buttons whose names contain "Cancel" (cancel-by-tsleem, cancel requests…)
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page.getByTestId('api-answer')).toHaveCount(0);
  });

  test('an administrator sees it in Arabic, right to left', async ({ page }) => {
    await useLanguage(page, 'ar');
    await signIn(page, 'admin@mashaer.test');
    await page.goto('/testing-api?op=getHealth');
    await expect(page.getByRole('heading', { name: 'مستكشف الواجهة البرمجية', level: 1 })).toBeVisible();
    await expect(page.locator('.api-detail code[dir="ltr"]').first()).toHaveText('/api/health');
    await page.locator('.api-detail').getByRole('button', { name: 'إرسال' }).click();
    await expect(page.getByTestId('api-answer')).toContainText('"status": "ok"');
  });

  test('a signed-in non-administrator goes to /dashboard and has no menu item for it', async ({ page }) => {
    await useLanguage(page, 'en');
    await login(page, 'kdana@mashaer.test');
    await expect(page.locator('nav.side-menu').getByRole('link', { name: 'API explorer' })).toHaveCount(0);
    await page.goto('/testing-api');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a signed-in user at an unknown path sees /404 in the portal shell', async ({ page }) => {
    await useLanguage(page, 'en');
    await signIn(page, 'kdana@mashaer.test');
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.locator('nav.side-menu')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
