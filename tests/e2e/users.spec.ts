import { expect, test, type Page } from './fixtures';
import { login, logout, signIn, useLanguage } from './helpers';

/** Pick an option of the PrimeReact select whose input has this id. */
async function choose(page: Page, inputId: string, option: string) {
  await page.locator(`.p-dropdown:has(#${inputId}), .p-multiselect:has(#${inputId})`).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  if (await page.locator(`.p-multiselect:has(#${inputId})`).count()) await page.keyboard.press('Escape');
}

test('admin creates a user, who signs in; finds them in /users and disables them on their page, and they cannot; the history shows it all', async ({ page }) => {
  test.setTimeout(120_000);
  await useLanguage(page, 'ar');
  await signIn(page, 'admin@mashaer.test');

  // create: the form's rules first, then a valid account
  await page.goto('/users');
  await page.getByRole('button', { name: 'إضافة مستخدم' }).click();
  await expect(page).toHaveURL(/\/create-user$/);
  await page.getByRole('button', { name: 'إضافة المستخدم' }).click();
  await expect(page.getByText('يجب اختيار دور واحد على الأقل')).toBeVisible();
  await page.locator('#user-name').fill('ريم القحطاني');
  await page.locator('#user-email').fill('reem@kidana.test');
  await page.locator('#user-phone').fill('966512398765');
  await page.locator('#user-company').fill('شركة كدانة للتنمية');
  await choose(page, 'user-type', 'كدانة');
  await choose(page, 'user-roles', 'موظف كدانة');
  await page.locator('#user-password').fill('Reem#2026');
  await page.locator('#user-password_confirmation').fill('Reem#2026');
  await page.getByRole('button', { name: 'إضافة المستخدم' }).click();
  await expect(page.getByText('تمت إضافة المستخدم وتفعيله')).toBeVisible();
  await expect(page).toHaveURL(/\/users$/);

  // the new account works at once
  await logout(page);
  await login(page, 'reem@kidana.test', 'Reem#2026');
  await expect(page).toHaveURL(/\/dashboard$/);
  await logout(page);

  // find it in the list, disable it on its page: the machine's DISABLE, after a confirmation
  await signIn(page, 'admin@mashaer.test');
  await page.goto('/users');
  await page.getByRole('textbox', { name: 'بحث بالاسم أو البريد أو الجوال' }).fill('reem@kidana.test');
  await page.getByRole('button', { name: 'بحث', exact: true }).click();
  const row = page.locator('tr', { hasText: 'reem@kidana.test' });
  await expect(row).toHaveCount(1);
  const link = row.getByRole('link', { name: 'ريم القحطاني' });
  const id = Number((await link.getAttribute('href'))!.split('/').pop());
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/users/view/${id}$`));
  const platform = page.getByRole('switch', { name: 'حساب المنصة: ريم القحطاني' });
  await expect(platform).toBeChecked();
  await platform.click();
  await page.getByRole('button', { name: 'نعم، عطّل الحساب' }).click();
  await expect(page.getByText('تم تعطيل حساب ريم القحطاني')).toBeVisible();
  await expect(platform).not.toBeChecked();
  await page.goto('/users?search=reem%40kidana.test');
  await expect(page.locator('tr', { hasText: 'reem@kidana.test' }).getByText('معطل')).toBeVisible();

  // the disabled account can no longer sign in
  await logout(page);
  await page.goto('/login');
  await page.locator('#email').fill('reem@kidana.test');
  await page.locator('#password').fill('Reem#2026');
  await page.locator('form button[type=submit]').click();
  await expect(page.getByText('تم تعطيل الحساب، تواصل مع الإدارة')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // the history: created, activated with its role, disabled — by whom
  await signIn(page, 'admin@mashaer.test');
  await page.goto(`/users/history/${id}`);
  await expect(page.getByRole('heading', { name: 'سجل المستخدم: ريم القحطاني' })).toBeVisible();
  const entries = page.locator('tbody tr');
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toContainText('تعطيل الحساب');
  await expect(entries.nth(0)).toContainText('مدير المنصة');
  await expect(entries.nth(1)).toContainText('تفعيل');
  await expect(entries.nth(1)).toContainText('موظف كدانة');
  await expect(entries.nth(2)).toContainText('إنشاء الحساب');
  await expect(entries.nth(2)).toContainText('reem@kidana.test');
});

test('a main user adds an employee, who waits for the administrator to activate it with a role', async ({ page }) => {
  test.setTimeout(120_000);
  await useLanguage(page, 'en');
  await signIn(page, 'provider@mashaer.test');
  await page.goto('/employees');
  await page.getByRole('button', { name: 'Add employee' }).click();
  await page.locator('#employee-name').fill('Khaled');
  await page.locator('#employee-email').fill('khaled@dhiyafa.test');
  await page.locator('#employee-phone').fill('966533334444');
  await page.locator('#employee-password').fill('Field#2026');
  await page.locator('#employee-password_confirmation').fill('Field#2026');
  await page.getByRole('button', { name: 'Add employee' }).click();
  await expect(page).toHaveURL(/\/employees$/);
  const mine = page.locator('tr', { hasText: 'khaled@dhiyafa.test' });
  await expect(mine.getByText('Pending')).toBeVisible();
  await logout(page);

  await signIn(page, 'admin@mashaer.test');
  await page.goto('/users/request?search=khaled%40dhiyafa.test');
  const request = page.locator('tr', { hasText: 'khaled@dhiyafa.test' });
  await expect(request.getByText('Employee of شركة الضيافة')).toBeVisible();
  await request.getByRole('button', { name: 'Activate' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('.p-multiselect').click();
  await page.getByRole('option', { name: 'Provider employee', exact: true }).click();
  await dialog.locator('.p-dialog-title').click(); // close the options panel
  await dialog.getByRole('button', { name: 'Activate' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('tr', { hasText: 'khaled@dhiyafa.test' })).toHaveCount(0);
  await logout(page);

  await login(page, 'khaled@dhiyafa.test', 'Field#2026');
  await expect(page).toHaveURL(/\/dashboard$/);
});
