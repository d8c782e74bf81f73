/**
 * The e2e suite's `test`: Playwright's, with every page the test opens held to axe-core.
 *
 * Each time a page of the portal settles on a new address (a load or a client-side
 * navigation), axe runs on it once per path and language in this worker — ids in the
 * path count as one page, so /users/view/3 and /users/view/9 are checked once — and any
 * violation, of any impact, fails the test that visited it. Specs import `test` and
 * `expect` from here, so a new area's screens are checked without anyone remembering to.
 * tests/e2e/a11y.spec.ts checks every screen explicitly as well, at two widths.
 */
import { test as base, type Page, type TestInfo } from '@playwright/test';
import { axeViolations, describeViolations, LANG_KEY, type A11yViolation } from './helpers';
import { serverUrl } from './servers';

export * from '@playwright/test';

/** Pages already analysed in this worker: "lang path". */
const analysed = new Set<string>();

/** Runs in the page: the screen has drawn (a level-one heading) and nothing is loading. */
const settled = () => !!document.querySelector('h1') && !document.querySelector('.page-busy, [aria-busy="true"]');

const pageKey = (url: URL, lang: string) => `${lang} ${url.pathname.replace(/\/\d+(?=\/|$)/g, '/:id')}`;

/** A path a spec holds to axe itself (tests/e2e/a11y.spec.ts): the watch skips it in this worker. */
export function markAnalysed(path: string, lang: string) {
  analysed.add(pageKey(new URL(path, 'http://localhost'), lang));
}

class AxeWatch {
  private found: { where: string; violations: A11yViolation[] }[] = [];
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly origin: string,
    private readonly testInfo: TestInfo,
  ) {}

  watch(page: Page) {
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.schedule(page);
    });
  }

  /** One analysis at a time; a page that navigates away mid-analysis is analysed at its next stop. */
  private schedule(page: Page) {
    this.queue = this.queue.then(() => this.analyse(page)).catch(() => undefined);
  }

  /** The portal's own pages only: not another site, nor a file opened in a tab (blob:, whose origin is ours). */
  private ours(page: Page): URL | null {
    if (page.isClosed()) return null;
    const url = new URL(page.url());
    return /^https?:$/.test(url.protocol) && url.origin === this.origin ? url : null;
  }

  private async analyse(page: Page, attempt = 1): Promise<void> {
    const at = this.ours(page);
    if (!at) return;
    // a page already analysed is not waited for: its language is the one the app boots in, known before it draws
    const booting = await page.evaluate((key) => localStorage.getItem(key) ?? 'ar', LANG_KEY).catch(() => null);
    if (booting && analysed.has(pageKey(at, booting))) return;
    await page.waitForLoadState('networkidle').catch(() => undefined);
    // a screen's code and data arrive lazily: on a loaded machine the network can fall idle before React has
    // drawn it. A settled screen has its level-one heading and nothing busy; wait for that (a page that never
    // settles is still analysed, and reported).
    await page.waitForFunction(settled, undefined, { timeout: 10_000, polling: 100 }).catch(() => undefined);
    const url = this.ours(page);
    if (!url) return;
    const lang = await page.evaluate(() => document.documentElement.lang);
    const key = pageKey(url, lang);
    if (analysed.has(key)) return;
    const violations = await axeViolations(page);
    // judged only if the page is still where it was: otherwise the next stop is analysed
    if (page.isClosed() || page.url() !== url.href) return;
    // a violation must hold on a settled page: a screen caught mid-draw (the last route's heading still up as the
    // next lazy screen replaces it) is analysed again once it settles, and only what is found then counts
    if (violations.length && attempt < 3) {
      await page.waitForTimeout(500 * attempt).catch(() => undefined);
      return this.analyse(page, attempt + 1);
    }
    analysed.add(key);
    if (violations.length) this.found.push({ where: key, violations });
  }

  /** Wait for analyses under way, then fail with everything found. */
  async finish(pages: Page[]) {
    for (const page of pages) this.schedule(page);
    await this.queue;
    if (!this.found.length) return;
    const report = this.found.map((f) => describeViolations(f.where, f.violations)).join('\n');
    await this.testInfo.attach('axe-violations.json', { body: JSON.stringify(this.found, null, 2), contentType: 'application/json' });
    throw new Error(`axe found accessibility violations:\n${report}`);
  }
}

export const test = base.extend({
  // this worker's own server (tests/e2e/servers.ts); Playwright reads a fixture's needs from this pattern
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => use(serverUrl(testInfo.parallelIndex)),
  context: async ({ context, baseURL }, use, testInfo) => {
    const watch = new AxeWatch(new URL(baseURL ?? 'http://localhost').origin, testInfo);
    context.on('page', (page) => watch.watch(page));
    for (const page of context.pages()) watch.watch(page);
    await use(context);
    await watch.finish(context.pages());
  },
});
