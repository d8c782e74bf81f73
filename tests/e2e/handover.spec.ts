/**
 * The camp handover end to end in Chromium against the real server (English): Kidana books an
 * appointment for one of the provider's assignments awaiting one and the provider approves it (their
 * own screens are tested in appointments.spec.ts; here through their calls), then on the handover
 * screens the provider answers the form, each signer signs with the signature on their profile (the
 * provider first, Kidana last) and the assignment is `deliverd` with its contract signed; the printed
 * view shows both signatures. Every page passes axe (./fixtures).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { login, logout, signIn, useLanguage } from './helpers';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

const tokenOf = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('mashaer.session') ?? '{}') as { token?: string }).token ?? '');
const api = async (page: Page) => ({ authorization: `Bearer ${await tokenOf(page)}` });

async function giveSignature(page: Page) {
  const res = await page.request.post('/api/profile/images', { headers: await api(page), multipart: { signature: { name: 'signature.png', mimeType: 'image/png', buffer: PNG } } });
  expect(res.status(), await res.text()).toBe(200);
}

test('the handover: booked, approved, answered, signed by both signers, received', async ({ page }) => {
  test.setTimeout(120_000);
  await useLanguage(page, 'en');
  await login(page, 'kdana@mashaer.test');
  await giveSignature(page);
  // one of the provider's assignments awaiting an appointment, booked at a free slot of its square
  const headers = await api(page);
  const picker = (await (await page.request.get('/api/general/appointments/assignable', { headers })).json()) as { data: { squares: Array<{ id: number; waiting: number }> } };
  let booked: { id: number; assign: number } | null = null;
  for (const square of picker.data.squares.filter((s) => s.waiting > 0)) {
    const one = (await (await page.request.get(`/api/general/appointments/assignable?square_id=${square.id}`, { headers })).json()) as {
      data: { assignments: Array<{ id: number; company_name: string }> };
    };
    const mine = one.data.assignments.find((a) => /الضيافة|Hospitality/i.test(a.company_name));
    if (!mine) continue;
    const at = `2027-05-2${Math.floor(Math.random() * 8)}T${String(5 + Math.floor(Math.random() * 14)).padStart(2, '0')}:${String(Math.floor(Math.random() * 12) * 5).padStart(2, '0')}:00+03:00`;
    const res = await page.request.post('/api/general/appointments/store', { headers, data: { assign_camp_id: mine.id, appointment: at } });
    expect(res.status(), await res.text()).toBe(201);
    booked = { id: ((await res.json()) as { data: { id: number } }).data.id, assign: mine.id };
    break;
  }
  expect(booked, 'a provider assignment awaiting an appointment').not.toBeNull();
  const { id, assign } = booked!;
  await logout(page);

  await login(page, 'provider@mashaer.test');
  await giveSignature(page);
  const approved = await page.request.post(`/api/general/appointments/approve/${id}`, { headers: await api(page), data: {} });
  expect(approved.status(), await approved.text()).toBe(200);

  // the appointment's forms: answer is offered, signing is not yet (with the reason)
  await page.goto(`/appointments/${id}/form`);
  await expect(page.getByRole('heading', { name: /Handover forms/ })).toBeVisible();
  await expect(page.getByText('The form is signed once it is answered').first()).toBeVisible();
  await page.getByRole('link', { name: 'Answer', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: /Answer the handover form/ })).toBeVisible();
  // sending nothing shows the required questions' errors under them
  await page.getByRole('button', { name: 'Save the answers' }).click();
  await expect(page.getByText('This question is required').first()).toBeVisible();
  for (const group of await page.getByRole('radiogroup').all()) await group.getByRole('radio').first().check();
  for (const box of await page.locator('textarea').all()) await box.fill('In order');
  for (const input of await page.locator('input[inputmode="decimal"]').all()) await input.fill('6');
  for (const input of await page.locator('input[type="date"]').all()) await input.fill('2027-05-20');
  await page.getByRole('button', { name: 'Save the answers' }).click();
  await expect(page.getByText('The form’s answers were saved')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/appointments/${id}/form$`));

  await page.getByRole('link', { name: 'Sign', exact: true }).first().click();
  await expect(page.getByRole('img', { name: /Signature of/ })).toBeVisible();
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page.getByText('Signed', { exact: true }).first()).toBeVisible();
  await logout(page);

  await signIn(page, 'kdana@mashaer.test');
  await page.goto(`/appointments/${id}/signature`);
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page.getByText('Every signer signed: the camp is received')).toBeVisible();
  const after = (await (await page.request.get(`/api/general/assign/edit/${assign}`, { headers: await api(page) })).json()) as { data: { status: string; contract_status: string } };
  expect([after.data.status, after.data.contract_status]).toEqual(['deliverd', 'signed']);

  await page.goto(`/appointments/${id}/form`);
  await page.getByRole('link', { name: 'View', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Signatures' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Signature of/ })).toHaveCount(2);
});
