import { expect, test, type Page } from './fixtures';
import { expectToast, signIn, useLanguage } from './helpers';

/** Pick a company in a search-as-you-type field by typing part of its name. */
async function pickCompany(page: Page, input: string, text: string) {
  await page.locator(input).pressSequentially(text, { delay: 30 });
  await page.locator('.p-autocomplete-panel .p-autocomplete-item', { hasText: text }).first().click();
}

async function pickOption(page: Page, dropdownInput: string, text: string) {
  await page.locator(`.p-dropdown:has(${dropdownInput})`).click();
  await page.locator('.p-dropdown-panel .p-dropdown-item', { hasText: text }).first().click();
}

test('the administrator creates an alliance with members, renames it, changes its leader, adds and removes members', async ({ page }) => {
  await useLanguage(page, 'ar');
  await signIn(page, 'admin@mashaer.test');
  await page.goto('/alliances');
  await expect(page.locator('tr', { hasText: 'تحالف الضيافة' })).toBeVisible();

  await page.getByRole('button', { name: 'إنشاء تحالف' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/اسم التحالف/).fill('تحالف الأمانة');
  await pickCompany(page, '#alliance-members', 'الأمانة');
  await pickCompany(page, '#alliance-members', 'الرحاب');
  await pickOption(page, '#alliance-leader', 'الأمانة');
  await expectToast(page, 'تم إنشاء تحالف «تحالف الأمانة»', () => dialog.getByRole('button', { name: 'إنشاء', exact: true }).click());
  await expect(dialog).toBeHidden();
  let row = page.locator('tr', { hasText: 'تحالف الأمانة' });
  await expect(row).toContainText('عضوان');
  await expect(row.locator('.alliance-member.leader')).toContainText('الأمانة');

  // rename
  await row.getByRole('button', { name: 'تعديل الاسم: تحالف الأمانة' }).click();
  await dialog.getByLabel(/اسم التحالف/).fill('تحالف الأمانة والرحاب');
  await expectToast(page, 'تم تعديل اسم التحالف', () => dialog.getByRole('button', { name: 'حفظ' }).click());
  row = page.locator('tr', { hasText: 'تحالف الأمانة والرحاب' });
  await expect(row).toBeVisible();

  // add a member: a company already in another alliance is not offered; a free one is
  await row.getByRole('button', { name: 'إضافة عضو: تحالف الأمانة والرحاب' }).click();
  await page.locator('#alliance-add-member').pressSequentially('الرفادة', { delay: 30 });
  await expect(page.getByText('لا توجد شركات متاحة تطابق البحث')).toBeVisible();
  await page.locator('#alliance-add-member').fill('');
  await pickCompany(page, '#alliance-add-member', 'النخبة');
  await expectToast(page, 'تمت إضافة العضو إلى التحالف', () => dialog.getByRole('button', { name: 'إضافة', exact: true }).click());
  await expect(row).toContainText('3 أعضاء');

  // change the leader among the members
  await row.getByRole('button', { name: 'تغيير القائد: تحالف الأمانة والرحاب' }).click();
  await pickOption(page, '#alliance-new-leader', 'الرحاب');
  await expectToast(page, 'تم تغيير قائد التحالف', () => dialog.getByRole('button', { name: 'تغيير القائد' }).click());
  await expect(row.locator('.alliance-member.leader')).toContainText('الرحاب');

  // remove a member, after confirming
  const member = row.locator('.alliance-member', { hasText: 'الأمانة' });
  await member.getByRole('button').click();
  await expect(page.getByText(/إزالة «.*الأمانة.*» من تحالف «تحالف الأمانة والرحاب»؟/)).toBeVisible();
  await expectToast(page, 'تمت إزالة العضو من التحالف', () => page.getByRole('button', { name: 'نعم، أزلها' }).click());
  await expect(row).toContainText('عضوان');
  await expect(row.locator('.alliance-member', { hasText: 'الأمانة' })).toHaveCount(0);

  // the last member besides the leader cannot be removed
  await row.locator('.alliance-member:not(.leader)').getByRole('button').click();
  await expectToast(page, 'يحتاج التحالف إلى قائده وعضو آخر على الأقل؛ قم بحل التحالف بدلاً من ذلك', () => page.getByRole('button', { name: 'نعم، أزلها' }).click());
  await expect(row).toContainText('عضوان');
});

test('a member company sees only its own alliance, without managing actions', async ({ page }) => {
  await useLanguage(page, 'en');
  await signIn(page, 'sharer@mashaer.test');
  await page.goto('/alliances');
  await expect(page).toHaveURL(/\/alliances$/);
  await expect(page.getByText('The alliances your company belongs to or leads')).toBeVisible();
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('تحالف الضيافة');
  await expect(rows.first().getByText('Your company')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create alliance' })).toHaveCount(0);
  await expect(page.locator('.alliance-member-remove')).toHaveCount(0);
});
