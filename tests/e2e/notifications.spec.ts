import { expect, test, type Page } from './fixtures';
import { login, logout, signIn, useLanguage } from './helpers';

const unreadOf = async (page: Page): Promise<number> => {
  const badge = page.getByTestId('bell-badge');
  return (await badge.count()) ? Number(await badge.innerText()) : 0;
};

test('an admin sends a notification to a user type; a user of that type sees it, opens it and follows its link', async ({ page }) => {
  const message = `اجتماع تنسيقي للجهات الحكومية ${Date.now()}`;
  await useLanguage(page, 'ar');
  await signIn(page, 'admin@mashaer.test');

  await page.goto('/notifications/create');
  await page.locator('.p-dropdown').first().click();
  await page.getByRole('option', { name: 'جهة حكومية' }).click();
  await expect(page.getByText(/سيصل إلى \d+ مستخدم نشط/)).toBeVisible();
  await page.getByLabel(/نص الإشعار/).fill(message);
  await page.getByLabel(/الرابط/).fill('/profile');
  await page.getByRole('button', { name: 'إرسال' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  const row = page.locator('tr', { hasText: message });
  await expect(row).toBeVisible();
  await expect(row).toContainText('جهة حكومية');
  await expect(row).toContainText(/0 من \d+/);
  await logout(page);

  // a government user: the badge counts it, the drawer lists it, a click marks it seen and goes to /profile
  await login(page, 'gov@mashaer.test');
  await expect(page.getByTestId('bell-badge')).toBeVisible();
  const before = await unreadOf(page);
  expect(before).toBeGreaterThanOrEqual(1);
  await page.getByRole('button', { name: /^الإشعارات/ }).click();
  const drawer = page.locator('.bell-drawer');
  const item = drawer.getByRole('button', { name: new RegExp(message) });
  await expect(item).toBeVisible();
  await expect(item).toHaveClass(/unseen/);
  await item.click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(drawer).toBeHidden();
  if (before > 1) await expect(page.getByTestId('bell-badge')).toHaveText(String(before - 1));
  else await expect(page.getByTestId('bell-badge')).toHaveCount(0);
  await logout(page);

  // the register shows that one recipient has seen it
  await signIn(page, 'admin@mashaer.test');
  await page.goto('/notifications');
  await expect(page.locator('tr', { hasText: message })).toContainText(/1 من \d+/);
});

test('clear all marks every notification read and the badge goes', async ({ page }) => {
  await useLanguage(page, 'en');
  await login(page, 'provider@mashaer.test');
  await expect(page.getByTestId('bell-badge')).toBeVisible();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const drawer = page.locator('.bell-drawer');
  // the drawer opens from the reading end: the right in English
  await expect.poll(async () => (await drawer.boundingBox())?.x ?? 0).toBeGreaterThan(1000);
  await drawer.getByRole('button', { name: 'Show all' }).click();
  await expect(drawer.getByText('All notifications are shown')).toBeVisible();
  await drawer.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByTestId('bell-badge')).toHaveCount(0);
  await expect(drawer.locator('.bell-item.unseen')).toHaveCount(0);
  await page.reload();
  await expect(page.locator('.bell-button')).toBeVisible();
  await expect(page.getByTestId('bell-badge')).toHaveCount(0);
});

test('in Arabic the drawer opens from the left, beside the bell', async ({ page }) => {
  await useLanguage(page, 'ar');
  await login(page, 'kdana@mashaer.test');
  await page.getByRole('button', { name: /^الإشعارات/ }).click();
  const drawer = page.locator('.bell-drawer');
  await expect(drawer).toBeVisible();
  await expect.poll(async () => (await drawer.boundingBox())?.x ?? -1).toBe(0);
  const box = await drawer.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(300);
});
