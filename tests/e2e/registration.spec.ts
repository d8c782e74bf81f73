import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { login, logout, PASSWORD, signIn, useLanguage } from './helpers';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4000)]);
const PDF = Buffer.from(`%PDF-1.7\n${' '.repeat(6000)}`);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });
const inYears = (n: number) => `${new Date().getFullYear() + n}-06-30`;
// short enough that `amana${id}` stays a username under 20 characters
const unique = () => `${Date.now() % 1e9}${Math.floor(Math.random() * 1000)}`;

async function typeDate(page: Page, id: string, date: string) {
  await page.locator(`#${id}`).click();
  // the date mask places its caret 100 ms after focus; a person types later than that
  await page.waitForTimeout(150);
  await page.keyboard.type(date);
  await page.keyboard.press('Tab');
  await expect(page.locator(`#${id}`)).toHaveValue(date);
}

const next = (page: Page) => page.locator('.wizard-actions').getByRole('button', { name: 'التالي' }).click();

test('a company registers with its documents, cannot sign in to the portal, and reaches its registration forms', async ({ page }) => {
  await useLanguage(page, 'ar');
  const id = unique();
  const email = `wafa${id}@example.sa`;
  await page.goto('/login');
  await page.getByRole('link', { name: 'سجّل الآن' }).click();
  await expect(page).toHaveURL(/\/register$/);

  // 1. account — Next refuses an empty step
  await next(page);
  await expect(page.getByText('في هذه الخطوة حقول تحتاج إلى تصحيح')).toBeVisible();
  await page.locator('#name').fill('شركة الوفاء');
  await page.locator('#username').fill(`wafa${id}`);
  await page.locator('#email').fill(email);
  await page.locator('#phone').fill('512345678');
  await page.locator('#password').fill('Wafa#2026');
  await page.locator('#password_confirmation').fill('Wafa#2026');
  await page.locator('.p-dropdown:has(#type_id)').click();
  await page.getByRole('option', { name: 'مقدم خدمة' }).click();
  await next(page);

  // 2. company
  await expect(page.getByRole('heading', { name: 'بيانات المنشأة' })).toBeVisible();
  await page.locator('#company_name').fill('شركة الوفاء لخدمات الحجاج');
  await page.locator('#cr_number').fill('1010123456');
  await typeDate(page, 'cr_expiry', inYears(1));
  await expect(page.locator('.hijri').first()).toContainText('هـ');
  await page.locator('#cr_image').setInputFiles(png('السجل التجاري.png'));
  await page.locator('#unified_number').fill('7001234567');
  await page.locator('#vat_number').fill('300123456700003');
  await page.locator('#vat_file').setInputFiles(pdf('شهادة الضريبة.pdf'));
  await next(page);

  // 3. owner, acting through a delegate
  await page.getByRole('button', { name: 'مفوَّض عن المنشأة' }).click();
  await page.locator('#owner_id').fill('1012345678');
  await page.locator('#owner_id_photo').setInputFiles(png('هوية المالك.png'));
  await page.locator('#delegateid').fill('1098765432');
  await page.locator('#delegation').setInputFiles(pdf('تفويض.pdf'));
  await next(page);

  // 4. licences: a service provider needs the hajj licence
  await next(page);
  await expect(page.locator('#hajj_license-error')).toHaveText('هذا الحقل مطلوب');
  await page.locator('#hajj_license').setInputFiles(pdf('ترخيص الحج.pdf'));
  await typeDate(page, 'hajj_license_expire', inYears(2));
  await next(page);

  // 5. review and send
  await expect(page.getByText('تفويض.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'إرسال طلب التسجيل' }).click();
  await expect(page).toHaveURL(/\/register-forms$/);
  await expect(page.getByText('طلبك قيد الانتظار')).toBeVisible();
  await expect(page.getByRole('button', { name: /السجل التجاري\.png/ })).toBeVisible();
  await expect(page.locator('#delegateid')).toHaveValue('1098765432');

  // the applicant opens a document they sent
  const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: /السجل التجاري\.png/ }).click()]);
  // asked of the tab itself: Playwright's record of a popup's URL can miss a navigation its opener made
  await expect.poll(() => tab.evaluate(() => location.href).catch(() => 'about:blank')).toMatch(/^blob:/);
  await tab.close();

  // signed out, the account cannot use the portal: sign-in leads back to the forms
  await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.locator('#email').fill(email);
  await page.locator('#password').fill('Wafa#2026');
  await page.locator('form button[type=submit]').click();
  await expect(page.getByText('الحساب غير مفعل').first()).toBeVisible();
  await expect(page).toHaveURL(/\/register-forms$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a rejected applicant reads the reason, corrects the forms and resubmits; the administrator sees it under review', async ({ page }) => {
  await useLanguage(page, 'ar');
  await login(page, 'rejected@mashaer.test');
  await expect(page).toHaveURL(/\/complete-register-forms$/);
  await expect(page.getByRole('heading', { name: /تم رفض طلب التسجيل/ })).toBeVisible();
  await expect(page.locator('.rejection-reason')).toHaveText('السجل التجاري منتهي الصلاحية؛ يرجى إرفاق سجل ساري المفعول');

  // the corrections: a valid commercial register and the documents a service provider needs
  await page.locator('#cr_number').fill('4030123456');
  await typeDate(page, 'cr_expiry', inYears(1));
  await page.locator('#cr_image').setInputFiles(png('سجل جديد.png'));
  await page.locator('#unified_number').fill('7012345678');
  await page.locator('#vat_number').fill('310123456700003');
  await page.locator('#vat_file').setInputFiles(pdf('vat.pdf'));
  await page.locator('#owner_id').fill('1023456789');
  await page.locator('#owner_id_photo').setInputFiles(png('id.png'));
  await page.locator('#hajj_license').setInputFiles(pdf('hajj.pdf'));
  await typeDate(page, 'hajj_license_expire', inYears(1));
  await page.getByRole('button', { name: 'إعادة الإرسال للمراجعة' }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByRole('button', { name: 'نعم، أعد الإرسال' }).click();
  await expect(page).toHaveURL(/\/register-forms$/);
  await expect(page.getByText('طلبك قيد المراجعة')).toBeVisible();
  await expect(page.getByRole('button', { name: 'حفظ التعديلات' })).toHaveCount(0);
  await page.getByRole('button', { name: 'تسجيل الخروج' }).click();

  await signIn(page, 'admin@mashaer.test');
  // dozens of applications wait; find this one as staff would
  await page.goto('/users/request?search=rejected%40mashaer.test');
  const row = page.locator('tr', { hasText: 'rejected@mashaer.test' });
  await expect(row).toBeVisible();
  await expect(row.getByText('قيد المراجعة')).toBeVisible();
});

/** An active account made for this test, so no demo account's password changes. */
async function activeAccount(request: APIRequestContext): Promise<string> {
  const id = unique();
  const email = `reset${id}@example.sa`;
  const res = await request.post('/api/auth/register', {
    multipart: {
      name: 'شركة الأمانة',
      username: `amana${id}`,
      email,
      phone: '966512345678',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      type_id: '8',
      role: 'owner',
      company_name: 'شركة الأمانة',
      cr_number: '1010999999',
      cr_expiry: inYears(1),
      unified_number: '7009999999',
      vat_number: '300999999900003',
      owner_id: '1099999999',
      cr_image: png('cr.png'),
      vat_file: pdf('vat.pdf'),
      owner_id_photo: png('id.png'),
    },
  });
  expect(res.status()).toBe(201);
  const userId = (await res.json()).data.user.id as number;
  const admin = (await (await request.post('/api/auth/login', { data: { email: 'admin@mashaer.test', password: PASSWORD } })).json()).data.token as string;
  const roles = (await (await request.get('/api/roles/options', { headers: { authorization: `Bearer ${admin}` } })).json()).data as Array<{ id: number }>;
  const activated = await request.post(`/api/users/switch-user-status/${userId}`, { headers: { authorization: `Bearer ${admin}` }, data: { status: 'active', roles: [roles[roles.length - 1]!.id] } });
  expect(activated.status()).toBe(200);
  return email;
}

test('forgot password: the administrator reads the link in the outbox, the user sets a new password and signs in', async ({ page, request }) => {
  await useLanguage(page, 'ar');
  const email = await activeAccount(request);

  await page.goto('/login');
  await page.getByRole('link', { name: 'نسيت كلمة المرور؟' }).click();
  await expect(page).toHaveURL(/\/reset_password$/);
  await page.locator('#email').fill(email);
  await page.getByRole('button', { name: 'إرسال الرابط' }).click();
  await expect(page.getByText('إذا كان البريد الإلكتروني مسجلاً لدينا فستصله رسالة برابط إعادة تعيين كلمة المرور')).toBeVisible();

  await signIn(page, 'admin@mashaer.test');
  await page.goto('/outbox');
  const row = page.locator('tr', { hasText: email });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /عرض/ }).click();
  const dialog = page.getByRole('dialog');
  const href = await dialog.locator('.outbox-link a').getAttribute('href');
  expect(href).toMatch(/\/reset\?token=[\w-]{43}$/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await logout(page);

  // the link names the configured public address; follow it on this server
  const link = new URL(href!);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText(email)).toBeVisible();
  await page.locator('#password').fill('short');
  await page.getByRole('button', { name: 'حفظ كلمة المرور' }).click();
  await expect(page.getByText('يجب أن تكون كلمة المرور من 8 إلى 12 حرفاً')).toBeVisible();
  await page.locator('#password').fill('Amana#2027');
  await page.locator('#password_confirmation').fill('Amana#2027');
  await page.getByRole('button', { name: 'حفظ كلمة المرور' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('تم تغيير كلمة المرور، سجّل الدخول بكلمة المرور الجديدة')).toBeVisible();

  // the old password no longer works, the new one does, and the link is spent
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
  await expect(page.getByText('البريد الإلكتروني أو كلمة المرور غير صحيحة')).toBeVisible();
  await login(page, email, 'Amana#2027');
  await expect(page).toHaveURL(/\/dashboard$/);
  await logout(page);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText('رابط إعادة التعيين غير صالح أو منتهي الصلاحية')).toBeVisible();
});
