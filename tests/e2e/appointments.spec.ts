/**
 * Handover appointments in Chromium against the real server: Kidana staff book an appointment for
 * one of the provider's assignments awaiting one (/create-appointments: square, assignment, day and
 * time); the provider signs in, sees it among its own appointments and approves it. Then a missed
 * appointment that passed is recorded as an absence from the list, shows in absence history, and its
 * assignment is booked again on /create-appointments. Every page
 * passes axe (./fixtures).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { login, logout, signIn, useLanguage } from './helpers';

const PROVIDER_COMPANY = /الضيافة|Diyafa/;

const tokenOf = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('mashaer.session') ?? '{}') as { token?: string }).token ?? '');

/** A square with one of the provider's assignments awaiting an appointment (the demo leaves some). */
const providerWaiting = (page: Page) => waitingOne(page, (a) => PROVIDER_COMPANY.test(a.company_name));

/** The first assignment awaiting an appointment that `match` picks, with its square's code (the booking picker's data). */
async function waitingOne(page: Page, match: (a: { camp_name: string; company_name: string }) => boolean): Promise<{ square: string; assignment: number; camp: string }> {
  const headers = { authorization: `Bearer ${await tokenOf(page)}`, 'accept-language': 'en' };
  const all = (await (await page.request.get('/api/general/appointments/assignable', { headers })).json()) as { data: { squares: Array<{ id: number; code: string; waiting: number }> } };
  for (const s of all.data.squares.filter((x) => x.waiting > 0)) {
    const one = (await (await page.request.get(`/api/general/appointments/assignable?square_id=${s.id}`, { headers })).json()) as {
      data: { assignments: Array<{ id: number; camp_name: string; company_name: string }> };
    };
    const mine = one.data.assignments.find(match);
    if (mine) return { square: s.code, assignment: mine.id, camp: mine.camp_name };
  }
  throw new Error('no such assignment awaits an appointment');
}

test('Kidana books an appointment, the provider sees and approves it', async ({ page }) => {
  await useLanguage(page, 'en');
  await login(page, 'kdana@mashaer.test');
  const target = await providerWaiting(page);
  await page.goto('/create-appointments');
  await page.getByTestId('square').click();
  await page.getByRole('option', { name: new RegExp(`^${target.square} `) }).click();
  await page.locator(`#assign-${target.assignment}`).click();
  await page.getByTestId('day').fill('2027-05-27');
  await page.getByTestId('time').fill('16:45');
  await page.getByTestId('book').click();
  await expect(page).toHaveURL(/\/appointments$/);
  await expect(page.getByText('1 booked')).toBeVisible();
  await logout(page);

  await signIn(page, 'provider@mashaer.test');
  await page.goto(`/appointments?search=${encodeURIComponent(target.camp)}`);
  const row = page.getByRole('row', { name: new RegExp(target.camp) }).first();
  await expect(row).toContainText('Pending');
  await row.getByTestId('approve').click();
  await expect(row).toContainText('Approved');
});

test('a passed appointment the company missed: Kidana records the absence on the list, it shows in absence history, and the assignment is booked again', async ({ page }) => {
  await useLanguage(page, 'en');
  await login(page, 'kdana@mashaer.test');
  // the demo's approved appointments whose date passed with nothing recorded yet, oldest first
  const today = new Date().toISOString().slice(0, 10);
  await page.goto(`/appointments?status=approved&missed=0&to=${today}&sort=appointment&direction=asc`);
  const row = page
    .getByRole('row')
    .filter({ has: page.getByTestId('absence') })
    .first();
  await expect(row).toBeVisible();
  // approved already and passed: no approve, reject or delete is offered
  await expect(row.getByTestId('approve')).toHaveCount(0);
  await expect(row.getByTestId('delete')).toHaveCount(0);
  const camp = (await row.getByRole('cell').nth(2).innerText()).trim();
  const company = (await row.getByRole('cell').nth(3).innerText()).trim();
  await row.getByTestId('absence').click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText(`missed the appointment of camp “${camp}”`);
  await dialog.getByRole('button', { name: 'Record absence' }).click();
  await expect(page.getByText('Absence recorded', { exact: false }).first()).toBeVisible();

  // the appointment is marked missed and takes no event any more
  await page.goto(`/appointments?search=${encodeURIComponent(camp)}&missed=1`);
  const missed = page.getByRole('row', { name: new RegExp(camp) }).first();
  await expect(missed).toContainText('Absent');
  await expect(missed).toContainText('Missed and recorded as an absence');
  await expect(missed.getByTestId('reschedule')).toHaveCount(0);
  await expect(missed.getByTestId('absence')).toHaveCount(0);

  // absence history lists it, with who recorded it
  await page.goto(`/absence-history?search=${encodeURIComponent(camp)}`);
  const recorded = page.getByRole('row', { name: new RegExp(camp) }).first();
  await expect(recorded).toContainText(company);

  // the assignment awaits a new appointment again: booked on /create-appointments
  const again = await waitingOne(page, (a) => a.camp_name === camp);
  await page.goto('/create-appointments');
  await page.getByTestId('square').click();
  await page.getByRole('option', { name: new RegExp(`^${again.square} `) }).click();
  await page.locator(`#assign-${again.assignment}`).click();
  await page.getByTestId('day').fill('2027-05-28');
  await page.getByTestId('time').fill('17:15');
  await page.getByTestId('book').click();
  await expect(page).toHaveURL(/\/appointments$/);
  await expect(page.getByText('1 booked')).toBeVisible();
  await page.goto(`/appointments?search=${encodeURIComponent(camp)}&missed=0`);
  await expect(page.getByRole('row', { name: new RegExp(camp) }).first()).toContainText('Pending');
});
