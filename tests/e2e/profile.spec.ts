import { expect, test } from './fixtures';
import { login, logout, PASSWORD, useLanguage } from './helpers';

test('the theme choices are kept with the account: chosen on /profile, back after signing in again', async ({ page }) => {
  await useLanguage(page, 'ar');
  await login(page, 'design@mashaer.test');
  await expect(page.locator('.shell')).toHaveClass(/sidebar-success/);
  await expect(page.locator('.shell')).toHaveClass(/navbar-fixed/);
  await page.goto('/profile');
  await page.getByRole('radio', { name: 'أحمر' }).click();
  await expect(page.locator('.shell')).toHaveClass(/sidebar-danger/);
  await page.getByText('بيضاء', { exact: true }).click();
  await expect(page.locator('.shell')).toHaveClass(/sidenav-white/);
  await page.getByLabel('تثبيت الشريط العلوي').click();
  await expect(page.locator('.shell')).not.toHaveClass(/navbar-fixed/);
  await expect(page.getByText('تم حفظ إعدادات المظهر').last()).toBeVisible();

  // in a fresh browser the choices come from the server with the session
  await logout(page);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await login(page, 'design@mashaer.test');
  await expect(page.locator('.shell')).toHaveClass(/sidebar-danger/);
  await expect(page.locator('.shell')).toHaveClass(/sidenav-white/);
  await expect(page.locator('.shell')).not.toHaveClass(/navbar-fixed/);
});

test('a user edits their name and phone, with the rules first; the top bar shows the new name', async ({ page }) => {
  await useLanguage(page, 'en');
  await login(page, 'raft@mashaer.test');
  await page.goto('/profile');
  const details = page.locator('section', { has: page.getByRole('heading', { name: 'Edit my details' }) });
  await details.getByLabel(/Mobile number/).fill('0512345678');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByText('The number must start with 966')).toBeVisible();
  await details.getByLabel(/Mobile number/).fill('966512345678');
  await details.getByLabel(/^Name/).fill('Raft Office One');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your details were updated').last()).toBeVisible();
  await expect(page.locator('.topbar-user')).toContainText('Raft Office One');
  await page.reload();
  await expect(page.locator('section', { has: page.getByRole('heading', { name: 'Account' }) })).toContainText('966512345678');
});

// an account no other end-to-end test signs in with: this test changes its password
const OWN_ACCOUNT = 'alamana.designoffice@example.sa';

test('changing the password signs out the other sessions and keeps this one', async ({ page, browser }) => {
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await login(otherPage, OWN_ACCOUNT);

  await useLanguage(page, 'en');
  await login(page, OWN_ACCOUNT);
  await page.goto('/profile');
  const form = page.locator('section', { has: page.getByRole('heading', { name: 'Change password' }) });
  await form.getByLabel('Current password').fill('Wrong#2026');
  await form.getByRole('textbox', { name: 'New password', exact: true }).fill('New#Pass26');
  await form.getByLabel('Confirm the new password').fill('New#Pass26');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('The current password is not correct')).toBeVisible();
  await form.getByLabel('Current password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password was changed and your other sessions were signed out').last()).toBeVisible();

  // the other browser's session is gone: its next call lands on /login
  await otherPage.goto('/profile');
  await expect(otherPage).toHaveURL(/\/login$/);
  await other.close();
  // this one still works
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await logout(page);
  await login(page, OWN_ACCOUNT, 'New#Pass26');
});
