/**
 * `npm run bench:lighthouse`: Lighthouse (its npm package, desktop settings) on /login,
 * /dashboard and /users, in the system's Chromium (scripts/chromium.ts) started by
 * chrome-launcher, against a portal this script starts (bench/portal.ts). Prints a Markdown
 * table of the scores (performance, accessibility, best practices), LCP, CLS and TBT, then
 * every audit that kept a category under 100, per page; the full reports are written to
 * .tmp/bench/lighthouse/<page>.json.
 *
 * Signed-in pages: the admin signs in through the API and the session is put in local
 * storage the way the login screen keeps it (src/shared/auth/session.ts), from a page of the
 * same origin that loads no script (the favicon), so every page is still measured with a cold
 * cache (cleared before each run; Lighthouse's own storage reset would sign us out, so it is
 * off and the cache is cleared here instead).
 *
 * Options: --client DIR (a built client; default: build into .tmp/bench/client-browser)
 *          --pages /login,/dashboard,/users
 *          --throttling simulate|provided   Lighthouse's desktop preset models a 40 ms, 10 Mbps
 *            link (simulate, the default and the figure the goals are read against); provided
 *            measures the page as this machine loads it, with no model
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../scripts/chromium';
import { apiLogin, argOf, clientFor, SESSION_KEY, startPortal, type Portal } from './portal';

const args = process.argv.slice(2);
const PAGES = argOf(args, 'pages', '/login,/dashboard,/users').split(',');
const THROTTLING = argOf(args, 'throttling', 'simulate') as 'simulate' | 'provided';
const OUT = '.tmp/bench/lighthouse';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

interface PageResult {
  page: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcp: number;
  cls: number;
  tbt: number;
  failed: string[];
}

const clientDir = clientFor(args, '.tmp/bench/client-browser');
await mkdir(OUT, { recursive: true });
let portal: Portal | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
const results: PageResult[] = [];
try {
  portal = await startPortal({ clientDir, compression: true });
  chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: [...chromiumArgs, '--window-size=1350,940'], logLevel: 'error', maxConnectionRetries: 100 });
  const session = JSON.stringify(await apiLogin(portal.base));
  const port = chrome.port;
  /**
   * Set or clear the session on our origin and empty the cache, from a page that loads no script;
   * then let go of the browser, so that only Lighthouse drives it while it records.
   */
  const prepare = async (signedIn: boolean) => {
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${port}`, { timeout: 30_000 });
    try {
      const setup = await cdp.contexts()[0]!.newPage();
      await setup.goto(`${portal!.base}/favicon.svg`);
      await setup.evaluate(([key, value]) => (value ? localStorage.setItem(key, value) : localStorage.removeItem(key)), [SESSION_KEY, signedIn ? session : ''] as const);
      await (await setup.context().newCDPSession(setup)).send('Network.clearBrowserCache');
      await setup.close();
    } finally {
      await cdp.close();
    }
  };
  for (const url of PAGES) {
    let run: Awaited<ReturnType<typeof lighthouse>>;
    // a trace Lighthouse failed to record (NO_NAVSTART and the like) is retried, twice at most
    for (let attempt = 1; ; attempt++) {
      await prepare(!/^\/(login|register|reset)/.test(url));
      run = await lighthouse(
        `${portal.base}${url}`,
        { port, output: 'json', logLevel: 'error', disableStorageReset: true, onlyCategories: [...CATEGORIES], throttlingMethod: THROTTLING },
        desktopConfig,
      );
      if (!run?.lhr.runtimeError || attempt === 3) break;
      console.error(`${url}: ${run.lhr.runtimeError.code}, again`);
    }
    if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = run.lhr;
    await writeFile(path.join(OUT, `${url.replace(/\W+/g, '_').replace(/^_/, '') || 'root'}.json`), JSON.stringify(lhr, null, 1));
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const failed: string[] = [];
    for (const cat of CATEGORIES) {
      for (const ref of lhr.categories[cat]!.auditRefs) {
        const audit = lhr.audits[ref.id]!;
        if (ref.weight > 0 && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual') {
          failed.push(`${cat}: ${ref.id} (${audit.score.toFixed(2)}${audit.displayValue ? `, ${audit.displayValue}` : ''})`);
        }
      }
    }
    results.push({
      page: url,
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]!.score ?? 0) * 100)])) as PageResult['scores'],
      lcp: lhr.audits['largest-contentful-paint']!.numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift']!.numericValue ?? NaN,
      tbt: lhr.audits['total-blocking-time']!.numericValue ?? NaN,
      failed,
    });
    console.error(`${url}: done`);
  }
} finally {
  chrome?.kill();
  await portal?.stop();
}

console.log(
  `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, desktop settings (throttling: ${THROTTLING}), Chromium at ${chromiumPath()}, cold cache.\n`,
);
console.log('| page | performance | accessibility | best practices | LCP | CLS | TBT |');
console.log('|---|---|---|---|---|---|---|');
for (const r of results)
  console.log(`| ${r.page} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${(r.lcp / 1000).toFixed(2)} s | ${r.cls.toFixed(3)} | ${r.tbt.toFixed(0)} ms |`);
console.log('\nAudits under their goal (weighted, score < 1):\n');
for (const r of results) console.log(`- ${r.page}: ${r.failed.length ? r.failed.join('; ') : 'none'}`);
