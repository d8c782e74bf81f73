import { expect, test } from './fixtures';
import { login, logout, signIn, useLanguage } from './helpers';

test('admin signs in in Arabic, activates a pending applicant with a role, who can then sign in', async ({ page }) => {
  await useLanguage(page, 'ar');
  await login(page, 'admin@mashaer.test');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/users/request');
  // the seeded queue holds dozens of applications; find this one as staff would
  const filters = page.getByRole('search');
  const search = filters.getByRole('textbox', { name: 'بحث بالاسم أو البريد أو الجوال' });
  await search.fill('pending@mashaer.test');
  await search.press('Enter');
  await expect(page).toHaveURL(/search=pending/);
  const row = page.locator('tr', { hasText: 'pending@mashaer.test' });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'تفعيل' }).click();

  const dialog = page.getByRole('dialog');
  // the machine's guard: at least one role
  await dialog.getByRole('button', { name: 'تفعيل' }).click();
  await expect(dialog.getByText('يجب اختيار دور واحد على الأقل')).toBeVisible();
  await dialog.locator('.p-multiselect').click();
  const panel = page.locator('.p-multiselect-panel');
  const option = panel.locator('li', { hasText: 'مقدم خدمة' }).first();
  await option.click();
  // in Arabic the box sits at the inline start with a gap before its label
  const box = (await option.locator('.p-checkbox').boundingBox())!;
  // the label, not the click's ripple (a span.p-ink PrimeReact adds to the option, where the pointer was)
  const label = (await option.locator(':scope > span:not(.p-ink)').last().boundingBox())!;
  expect(box.x).toBeGreaterThan(label.x + label.width + 4);
  // Escape closes the list, not the dialog
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'تفعيل' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('tr', { hasText: 'pending@mashaer.test' })).toHaveCount(0);

  await logout(page);
  await login(page, 'pending@mashaer.test');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('switching to English sets dir="ltr"', async ({ page }) => {
  await useLanguage(page, 'ar');
  await login(page, 'kdana@mashaer.test');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('an unknown path lands on /404', async ({ page }) => {
  await signIn(page, 'kdana@mashaer.test');
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
});

test('the employee cannot open the registration requests and lands on /403', async ({ page }) => {
  await signIn(page, 'employee@mashaer.test');
  await page.goto('/users/request');
  await expect(page).toHaveURL(/\/403$/);
});
