import { expect, test } from './fixtures';
import { login, logout, PASSWORD, signIn, useLanguage } from './helpers';

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
  await signIn(page, 'raft@mashaer.test');
  await page.goto('/profile');
  const details = page.locator('section', { has: page.getByRole('heading', { name: 'Edit my details' }) });
  const phone = details.getByLabel(/Mobile number/);
  // the one phone field: +966 beside nine digits
  await expect(details.locator('.phone-input .p-inputgroup-addon')).toHaveText('+966');
  await phone.fill('4123');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByText('The mobile number is 9 digits starting with 5 after +966, e.g. 5XXXXXXXX')).toBeVisible();
  // a pasted full number becomes its nine digits
  await phone.fill('+966 51 234 5678');
  await expect(phone).toHaveValue('512345678');
  // a name longer than the spec's 20 characters (those are the username's)
  await details.getByLabel(/^Name/).fill('Raft Office One of the Holy Sites');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your details were updated').last()).toBeVisible();
  await expect(page.locator('.topbar-user')).toContainText('Raft Office One of the Holy Sites');
  await page.reload();
  await expect(page.locator('section', { has: page.getByRole('heading', { name: 'Account' }) })).toContainText('+966 51 234 5678');
});

// an account no other end-to-end test signs in with: this test changes its password
const OWN_ACCOUNT = 'alamana.designoffice@example.sa';

test('changing the password signs out the other sessions and keeps this one', async ({ page, browser }) => {
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await login(otherPage, OWN_ACCOUNT);

  await useLanguage(page, 'en');
  await signIn(page, OWN_ACCOUNT);
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
