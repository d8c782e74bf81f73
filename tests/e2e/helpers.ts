import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** axe-core's own script, read once. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core run in the page itself, injected once per document. Not @axe-core/playwright's
 * AxeBuilder: it re-injects axe into every frame and finishes each run in a new blank page, about
 * 3 s a run against 0.3 s here — most of the end-to-end suite's time. Frames are left out: the
 * portal has none of its own, and the sister sites a logout reaches are not ours to judge.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(() => (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, { iframes: false, resultTypes: ['violations'] }));
}

export const PASSWORD = 'Demo#2026';

/** Where the app keeps its language and its session (src/shared/i18n LANG_KEY, src/shared/auth/session.ts KEY); Arabic without a language. */
export const LANG_KEY = 'lang';
export const SESSION_KEY = 'mashaer.session';

export async function useLanguage(page: Page, lang: 'ar' | 'en') {
  await page.addInitScript(
    ({ l, key }) => {
      if (!sessionStorage.getItem('e2e.lang.set')) {
        localStorage.setItem(key, l);
        sessionStorage.setItem('e2e.lang.set', '1');
      }
    },
    { l: lang, key: LANG_KEY },
  );
}

let signIns = 0;

/**
 * Signs in through the API, as the login form does (POST /api/auth/login, the session kept under
 * `mashaer.session`), without opening a page: the next page the test opens starts signed in. For a
 * test whose next step is `page.goto`; the login form itself is `login` below. Each sign-in hands over
 * its session once per tab, so a later sign-in (another account) wins and a sign-out stays signed out.
 */
export async function signIn(page: Page, email: string, password = PASSWORD) {
  const answer = await page.request.post('/api/auth/login', { multipart: { email, password, platform: 'muzdalifah' } });
  expect(answer.status(), `signing in as ${email}`).toBe(200);
  const session = ((await answer.json()) as { data: unknown }).data;
  const once = `e2e.signIn.${++signIns}`;
  const origin = new URL(answer.url()).origin;
  await page.addInitScript(
    ({ session, once, origin, key }) => {
      if (location.origin !== origin || sessionStorage.getItem(once)) return;
      localStorage.setItem(key, JSON.stringify(session));
      sessionStorage.setItem(once, '1');
    },
    { session, once, origin, key: SESSION_KEY },
  );
}
/** Signs in through the login form, and waits to leave it. */
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

/** One axe finding, short enough to read in a test failure. */
export interface A11yViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
  /** what axe says of the first element (for contrast: the colours and the ratio) */
  summary: string;
}

/** One axe run at a time per page: axe refuses a second while one is under way. */
const running = new WeakMap<Page, Promise<unknown>>();

/**
 * Run axe-core on the page as it is now (every rule axe runs by default, every impact)
 * and return what it finds. The page is left to settle first: network idle and CSS
 * animations finished, so a screen fading in is not judged half-transparent.
 */
export async function axeViolations(page: Page): Promise<A11yViolation[]> {
  const before = running.get(page) ?? Promise.resolve();
  const run = before.catch(() => undefined).then(() => analyse(page));
  running.set(page, run);
  return run;
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // finite animations only: a spinner turns for ever
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

async function analyse(page: Page): Promise<A11yViolation[]> {
  await settle(page);
  let results = await runAxe(page);
  if (results.violations.some((v) => v.id === 'color-contrast')) {
    // a dialog that began fading in while axe read the page is judged half-transparent: look
    // again once it has settled; a real contrast fault is still there the second time
    await page.waitForTimeout(500);
    await settle(page);
    results = await runAxe(page);
  }
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
    summary: (v.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
  }));
}

/** A readable list of violations: rule, impact, count, the first few elements. */
export function describeViolations(where: string, violations: A11yViolation[]): string {
  return violations.map((v) => `${where}: ${v.id} (${v.impact ?? 'n/a'}) ×${v.targets.length}: ${v.help}\n    ${v.summary}\n    ${v.targets.slice(0, 4).join('\n    ')}`).join('\n');
}

/** Fail when axe finds any violation on the page as it is now. */
export async function expectAccessible(page: Page, where = new URL(page.url()).pathname) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(where, violations)).toEqual([]);
}

/**
 * The languages a spec's flows run in. Each flow once, in one language: Arabic for half the specs,
 * English for the other half, fixed by the spec's file name, so the suite walks flows in both while
 * every screen is still held to axe in both by a11y.spec.ts, and the server's messages are checked
 * in both by the API tests. Running every flow twice cost ten minutes of the suite's forty.
 * E2E_ALL_LANGUAGES=1 runs every flow in both.
 */
export function flowLanguages(specUrl: string): readonly ('ar' | 'en')[] {
  if (process.env.E2E_ALL_LANGUAGES === '1') return ['ar', 'en'];
  const name = specUrl.split('/').pop() ?? '';
  const sum = [...name].reduce((n, ch) => n + ch.charCodeAt(0), 0);
  return [sum % 2 === 0 ? 'ar' : 'en'];
}
