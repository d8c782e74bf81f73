/**
 * Questionnaires end to end in Chromium (issue 15: "the required-questionnaire redirect … tested end to end"):
 * Kidana builds a questionnaire with a group and a choice question, publishes it and reads its results; the raft
 * company owes the demo's required questionnaire, is warned ("You have a required questionnaires must be
 * answered.") and sent to its answer page after 6 s, answers it, and is no longer sent there.
 */
import { expect, test } from './fixtures';
import { login, logout } from './helpers';

test('questionnaires: built and published by staff; a required one warns, redirects until answered', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 'kdana@mashaer.test');
  await page.goto('/questionnaires/create');
  const title = `جاهزية الخيام ${Date.now()}`;
  await page.getByRole('textbox', { name: /^العنوان/ }).fill(title);
  await page.getByText('مكتب تصميم', { exact: true }).click();
  await page.getByRole('textbox', { name: /^عنوان المجموعة/ }).fill('التجهيز');
  await page.getByRole('textbox', { name: /^السؤال 1/ }).fill('هل اكتمل تجهيز الخيام؟');
  await page.getByRole('textbox', { name: /^الخيارات/ }).fill('نعم\nلا');
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(/\/questionnaires\/\d+$/);
  await page.getByRole('button', { name: 'نشر الاستبيان', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'نشر الاستبيان' }).click();
  await expect(page.locator('.record-view [data-status]')).toHaveAttribute('data-status', 'published');
  await expect(page.getByRole('heading', { name: 'النتائج' })).toBeVisible();
  await expect(page.getByText(/^أجاب 0 من \d+ /)).toBeVisible();
  await logout(page);

  // the raft company owes the demo's required questionnaire: warned, then taken to answer it after 6 s
  await login(page, 'raftco@mashaer.test');
  await expect(page.getByText('لديك استبيانات إلزامية يجب الإجابة عليها.')).toBeVisible();
  await expect(page).toHaveURL(/\/questionnaires\/myQuestionnaires\/\d+$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'جاهزية شركات الرافة قبل يوم التروية' })).toBeVisible();
  await page.getByRole('radio', { name: 'نعم' }).check({ force: true });
  await page.getByRole('textbox', { name: /عدد العاملين/ }).fill('140');
  await page.getByRole('button', { name: 'إرسال الإجابات' }).click();
  // a required question left empty is said on the screen first
  await expect(page.getByText('هذا السؤال إلزامي')).toBeVisible();
  await page.getByRole('radio', { name: '4' }).check({ force: true });
  await page.getByRole('button', { name: 'إرسال الإجابات' }).click();
  await expect(page.getByText('تم إرسال إجاباتك، شكراً لك')).toBeVisible();
  await expect(page.getByText('تمت الإجابة', { exact: true })).toBeVisible();

  // answered: navigating on no longer warns or redirects
  await page.goto('/dashboard');
  await page.waitForTimeout(7_000);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('لديك استبيانات إلزامية يجب الإجابة عليها.')).toHaveCount(0);
});
