import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Demo#2026';

export async function useLanguage(page: Page, lang: 'ar' | 'en') {
  await page.addInitScript((l) => {
    if (!sessionStorage.getItem('e2e.lang.set')) {
      localStorage.setItem('lang', l);
      sessionStorage.setItem('e2e.lang.set', '1');
    }
  }, lang);
}

export async function login(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await page.locator('form button[type=submit]').click();
  await expect(page).not.toHaveURL(/\/login$/);
}

export async function logout(page: Page) {
  await page.locator('.topbar-end button.p-button-danger').click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Toasts live 2 s (spec 000 §9): start watching for one before the action that shows it. */
export async function expectToast(page: Page, text: string | RegExp, action: () => Promise<void>) {
  const shown = expect(page.getByText(text)).toBeVisible();
  await action();
  await shown;
}
