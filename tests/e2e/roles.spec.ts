import { expect, test } from './fixtures';
import { expectToast, login, signIn, useLanguage } from './helpers';

test('the employee opening /roles lands on /403', async ({ page }) => {
  await useLanguage(page, 'ar');
  await login(page, 'employee@mashaer.test');
  // the menu does not offer what the account may not open
  const menu = page.locator('nav.side-menu');
  await expect(menu.getByRole('link', { name: 'الإشعارات', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'الأدوار والصلاحيات' })).toHaveCount(0);
  for (const path of ['/roles', '/roles/create', '/roles/1']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/403$/);
    await expect(page.getByText('لا تملك صلاحية الوصول')).toBeVisible();
  }
  // nor does the API answer it
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('mashaer.session') ?? '{}') as { token?: string }).token ?? '');
  const res = await page.request.post('/api/roles?page=1', { headers: { authorization: `Bearer ${token}` }, data: { paginate: 10 } });
  expect(res.status()).toBe(403);
});

test('the administrator creates a role with permissions from two areas, then edits it', async ({ page }) => {
  await useLanguage(page, 'ar');
  await login(page, 'admin@mashaer.test');
  await expect(page.locator('nav.side-menu').getByRole('link', { name: 'الأدوار والصلاحيات' })).toBeVisible();
  await page.goto('/roles');
  await expect(page.getByRole('heading', { name: 'الأدوار والصلاحيات' })).toBeVisible();
  await page.getByRole('button', { name: 'إضافة دور' }).click();
  await expect(page).toHaveURL(/\/roles\/create$/);

  // the shared rules first: a name and a permission
  await page.getByRole('button', { name: 'حفظ الدور' }).click();
  await expect(page.getByText('هذا الحقل مطلوب')).toBeVisible();
  await expect(page.getByText('يجب اختيار صلاحية واحدة على الأقل')).toBeVisible();
  await expect(page.getByText('الرجاء تحديد أنواع مستخدمين')).toBeVisible();

  await page.getByLabel(/اسم الدور \(عربي\)/).fill('مشرف التذاكر والمخيمات');
  // the account types that may hold it
  await page.getByRole('checkbox', { name: 'مقاول', exact: true }).check();
  await page.getByLabel(/اسم الدور \(إنجليزي\)/).fill('Tickets and camps supervisor');
  // a whole area by its select-all box…
  await page.getByRole('checkbox', { name: 'تحديد الكل في «التذاكر»' }).check();
  // …and one permission of another area, found by its code
  await page.getByRole('searchbox', { name: 'ابحث عن صلاحية' }).fill('delivery-camp-index');
  await page.locator('.perm-item[title="delivery-camp-index"]').getByRole('checkbox').check();
  await expect(page.getByText(/تم اختيار 7 من \d+ صلاحية/)).toBeVisible();
  await expectToast(page, 'تمت إضافة الدور «مشرف التذاكر والمخيمات»', () => page.getByRole('button', { name: 'حفظ الدور' }).click());
  await expect(page).toHaveURL(/\/roles$/);
  const row = page.locator('tr', { hasText: 'مشرف التذاكر والمخيمات' });
  await expect(row).toContainText('7 صلاحيات');
  await expect(row).toContainText('لا حسابات');
  await expect(row).toContainText('مقاول');

  // edit: the saved permissions come back ticked; drop one, add one from a third area
  await row.getByRole('link', { name: 'مشرف التذاكر والمخيمات' }).click();
  await expect(page.getByRole('heading', { name: 'تعديل دور: مشرف التذاكر والمخيمات' })).toBeVisible();
  await expect(page.locator('.perm-item[title="delivery-camp-index"]').getByRole('checkbox')).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'تحديد الكل في «التذاكر»' })).toBeChecked();
  await page.getByRole('checkbox', { name: /إضافة موضوع تذكرة/ }).uncheck();
  await expect(page.getByRole('checkbox', { name: 'تحديد الكل في «التذاكر»' })).not.toBeChecked();
  await page.getByRole('checkbox', { name: /عرض الإشعارات/ }).check();
  await page.getByLabel('الوصف').fill('يتابع التذاكر ويطلع على المخيمات');
  await expectToast(page, 'تم حفظ الدور «مشرف التذاكر والمخيمات»', () => page.getByRole('button', { name: 'حفظ الدور' }).click());
  await expect(page).toHaveURL(/\/roles$/);
  await expect(page.locator('tr', { hasText: 'مشرف التذاكر والمخيمات' })).toContainText('يتابع التذاكر ويطلع على المخيمات');

  // reopening shows what was saved: the server kept it
  await page.reload();
  await page.locator('tr', { hasText: 'مشرف التذاكر والمخيمات' }).getByRole('link').click();
  await expect(page.getByRole('checkbox', { name: /إضافة موضوع تذكرة/ })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: /عرض الإشعارات/ })).toBeChecked();
  await expect(page.getByText(/تم اختيار 7 من \d+ صلاحية/)).toBeVisible();
});

test('a role accounts hold cannot be deleted; an unused one can, after confirming', async ({ page }) => {
  await useLanguage(page, 'en');
  await signIn(page, 'admin@mashaer.test');
  await page.goto('/roles?search=Contractor');
  await page.getByRole('button', { name: 'Delete: Contractor' }).click();
  await expectToast(page, /This role cannot be deleted: \d+ account\(s\) hold it/, () => page.getByRole('button', { name: 'Yes, delete it!' }).click());
  await expect(page.locator('tr', { hasText: 'Contractor' })).toBeVisible();

  await page.goto('/roles/create');
  await page.getByLabel(/Role name \(Arabic\)/).fill('دور للحذف');
  await page.getByRole('checkbox', { name: 'Sharer', exact: true }).check();
  await page.getByRole('checkbox', { name: /List tickets/ }).check();
  await page.getByRole('button', { name: 'Save role' }).click();
  await expect(page).toHaveURL(/\/roles$/);
  await page.getByRole('button', { name: 'Delete: دور للحذف' }).click();
  await expect(page.getByText("You won't be able to revert this!")).toBeVisible();
  await expectToast(page, 'The role was deleted', () => page.getByRole('button', { name: 'Yes, delete it!' }).click());
  await expect(page.locator('tr', { hasText: 'دور للحذف' })).toHaveCount(0);
});

test('a role open to a company type cannot hold an administration permission; the activation dialog offers only the roles for the applicant’s type', async ({ page }) => {
  await useLanguage(page, 'en');
  await signIn(page, 'admin@mashaer.test');
  await page.goto('/roles/create');
  await page.getByLabel(/Role name \(Arabic\)/).fill('مشرف مستخدمي المقاولين');
  await page.getByRole('checkbox', { name: 'Contractor', exact: true }).check();
  await page.getByRole('searchbox', { name: 'Find a permission' }).fill('user-update');
  // the code is no second line under the label any more, but still what the search finds and the tooltip says
  await page.locator('.perm-item[title="user-update"]').getByRole('checkbox').check();
  await expect(page.getByTestId('role-admin-warning')).toContainText('Update users');
  await page.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByText(/Administration permissions cannot be in a role open to company accounts/)).toBeVisible();
  await expect(page).toHaveURL(/\/roles\/create$/);

  // a contractor's activation offers the contractor's roles, never the administrator's
  await page.goto('/users/request?type_id=9');
  const row = page.locator('tbody tr', { hasText: 'Contractor' }).first();
  await row.getByRole('button', { name: 'Activate' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('.p-multiselect').click();
  const options = page.locator('.p-multiselect-panel [role="option"]');
  await expect(options.first()).toBeVisible();
  // the contractor roles (the seeded one, and any made for contractors by another test); no staff or other company role
  await expect(page.locator('.p-multiselect-panel [role="option"]', { hasText: /^Contractor$/ })).toHaveCount(1);
  for (const other of ['Administrator', 'Kidana staff', 'Service provider', 'Sharer'])
    await expect(page.locator('.p-multiselect-panel [role="option"]', { hasText: new RegExp(`^${other}$`) })).toHaveCount(0);
  await page.locator('.p-multiselect-panel [role="option"]', { hasText: /^Contractor$/ }).click();
  await dialog.locator('.p-dialog-title').click();
  await expect(dialog.locator('.p-multiselect-token')).toHaveCount(1);
  // cancelled: the next dialog starts empty
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.locator('tbody tr', { hasText: 'Contractor' }).nth(1).getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByRole('dialog').locator('.p-multiselect-token')).toHaveCount(0);
});
