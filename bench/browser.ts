/**
 * `npm run bench:browser`: what a browser sees, in Chromium (the system's, scripts/chromium.ts)
 * driven by Playwright against a portal this script starts (bench/portal.ts: the built
 * client, a fresh data folder with the demo data). Prints Markdown tables:
 *
 * 1. /login, cold cache: requests and JavaScript bytes (transferred, i.e. as compressed on
 *    the wire with headers, and decoded) until the form is usable (the e-mail field visible
 *    and enabled), and the time to it; on the local network and on a slow-4G connection
 *    (Chromium's network emulation: 1.6 Mbps down, 750 kbps up, 150 ms latency; the CPU is
 *    not throttled), and a repeat visit on slow 4G (warm cache).
 * 2. The whole trip login → /users list: requests and JavaScript bytes.
 * 3. Moving through the users list: click the paginator's next button, time until the first
 *    row's content changes (and to the next frame after it), median of --runs.
 * 4. CLS and LCP of /login (PerformanceObserver in the page).
 *
 * Each is measured with compression off (COMPRESSION=false: the server as it was, "before")
 * and on ("after"), unless --modes says otherwise.
 *
 * Options: --client DIR (a built client; default: build into .tmp/bench/client-browser)
 *          --runs 5 (next-page clicks)  --login-runs 3 (visits per /login figure; the median is shown)
 *          --modes off,on
 */
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright';
import { chromiumArgs, chromiumPath } from '../scripts/chromium';
import { ADMIN, argOf, clientFor, startPortal, type Portal } from './portal';

const args = process.argv.slice(2);
const RUNS = Number(argOf(args, 'runs', '5'));
const LOGIN_RUNS = Number(argOf(args, 'login-runs', '3'));
const MODES = argOf(args, 'modes', 'off,on')
  .split(',')
  .map((m) => m.trim() === 'on');
const TIMEOUT = 60_000;

/** Chromium's slow 4G as the issue states it; throughput in bytes per second. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 };

interface Seen {
  url: string;
  script: boolean;
  cached: boolean;
  decoded: number;
  transferred: number;
  finished: boolean;
}

/**
 * Requests and JavaScript bytes seen through the DevTools protocol. A request answered from
 * the browser's cache (a module preload taken up by its import, a repeat visit) is not a
 * request on the network: it is counted apart, and its bytes only as decoded. Transferred
 * bytes are what crossed the wire (headers included, compressed if the answer was).
 */
class Traffic {
  private seen = new Map<string, Seen>();

  static async attach(page: Page): Promise<{ traffic: Traffic; cdp: CDPSession }> {
    const cdp = await page.context().newCDPSession(page);
    const t = new Traffic();
    const of = (id: string) => t.seen.get(id);
    cdp.on('Network.requestWillBeSent', (e) => {
      if (!t.seen.has(e.requestId)) t.seen.set(e.requestId, { url: e.request.url, script: e.type === 'Script', cached: false, decoded: 0, transferred: 0, finished: false });
    });
    cdp.on('Network.requestServedFromCache', (e) => {
      const r = of(e.requestId);
      if (r) r.cached = true;
    });
    cdp.on('Network.responseReceived', (e) => {
      const r = of(e.requestId);
      if (!r) return;
      r.script ||= e.type === 'Script';
      if (e.response.fromDiskCache || e.response.fromPrefetchCache || e.response.fromServiceWorker) r.cached = true;
    });
    cdp.on('Network.dataReceived', (e) => {
      const r = of(e.requestId);
      if (r) r.decoded += e.dataLength;
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = of(e.requestId);
      if (!r) return;
      r.finished = true;
      r.transferred = e.encodedDataLength;
    });
    await cdp.send('Network.enable');
    return { traffic: t, cdp };
  }

  reset() {
    this.seen.clear();
  }

  snapshot() {
    const all = [...this.seen.values()];
    const network = all.filter((r) => !r.cached);
    const scripts = new Map<string, number>();
    for (const r of all) if (r.script) scripts.set(r.url, Math.max(scripts.get(r.url) ?? 0, r.decoded));
    return {
      requests: network.length,
      fromCache: all.length - network.length,
      jsTransferred: network.filter((r) => r.script && r.finished).reduce((n, r) => n + r.transferred, 0),
      jsDecoded: [...scripts.values()].reduce((n, b) => n + b, 0),
      allTransferred: network.reduce((n, r) => n + r.transferred, 0),
    };
  }
}

/** In the page, from the start: the largest contentful paint and the layout shifts (as CLS counts them). */
function observeVitals() {
  const w = window as unknown as { __vitals: { lcp: number; cls: number } };
  w.__vitals = { lcp: 0, cls: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__vitals.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!e.hadRecentInput) w.__vitals.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Milliseconds since navigation start at which the e-mail field was first visible and enabled. */
async function untilLoginUsable(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => {
      const input = document.querySelector<HTMLInputElement>('#email');
      if (!input || input.disabled) return false;
      const r = input.getBoundingClientRect();
      const style = getComputedStyle(input);
      return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0 ? performance.now() : false;
    },
    undefined,
    { polling: 'raf', timeout: TIMEOUT },
  );
  return (await handle.jsonValue()) as number;
}

interface LoginFigures {
  ms: number;
  requests: number;
  fromCache: number;
  jsTransferred: number;
  jsDecoded: number;
  lcp: number;
  cls: number;
}

async function measureLogin(context: BrowserContext, base: string, network?: typeof SLOW_4G, warm = false): Promise<LoginFigures> {
  const page = await context.newPage();
  const { traffic, cdp } = await Traffic.attach(page);
  if (network) await cdp.send('Network.emulateNetworkConditions', network);
  if (warm) {
    // a first visit fills the cache; the measured one is the return
    await page.goto(`${base}/login`, { timeout: TIMEOUT });
    await untilLoginUsable(page);
    await page.waitForLoadState('networkidle', { timeout: TIMEOUT });
    traffic.reset();
  }
  await page.goto(`${base}/login`, { waitUntil: 'commit', timeout: TIMEOUT });
  const ms = await untilLoginUsable(page);
  const at = traffic.snapshot();
  // LCP settles once the page is idle (and stops at the first input); give the font its swap
  await page.waitForLoadState('networkidle', { timeout: TIMEOUT });
  await page.waitForTimeout(500);
  const vitals = await page.evaluate(() => (window as unknown as { __vitals: { lcp: number; cls: number } }).__vitals);
  await page.close();
  return { ms, requests: at.requests, fromCache: at.fromCache, jsTransferred: at.jsTransferred, jsDecoded: at.jsDecoded, lcp: vitals.lcp, cls: vitals.cls };
}

/**
 * In the page: the text of the list's first row, whichever table the screen uses (a <table>, or
 * role=row cards); null while there is none or it is a placeholder (a skeleton while loading).
 */
function installFirstRow() {
  (window as unknown as { __firstRow: () => string | null }).__firstRow = () => {
    const rows = [...document.querySelectorAll<HTMLElement>('main tbody tr, main [role="row"]')].filter((r) => !r.closest('thead') && !r.querySelector('[role="columnheader"], th[scope="col"]'));
    const first = rows[0];
    return first && !first.querySelector('.p-skeleton, [aria-busy="true"]') ? (first.textContent ?? null) : null;
  };
}
const firstRowShown = () => (window as unknown as { __firstRow: () => string | null }).__firstRow();

const NEXT = /^(next( page)?|الصفحة التالية|التالي)$/i;

async function measureTrip(context: BrowserContext, base: string) {
  const page = await context.newPage();
  const { traffic } = await Traffic.attach(page);
  await page.addInitScript(installFirstRow);
  await page.goto(`${base}/login`, { timeout: TIMEOUT });
  await page.locator('#email').fill(ADMIN.email);
  await page.locator('#password').fill(ADMIN.password);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: TIMEOUT });
  // through the menu, as a user goes (a client-side navigation); by address if the link is folded away
  const link = page.locator('a[href="/users"]').first();
  if (await link.isVisible().catch(() => false)) await link.click();
  else await page.goto(`${base}/users`, { timeout: TIMEOUT });
  const next = page.getByRole('button', { name: NEXT }).first();
  await next.waitFor({ state: 'visible', timeout: TIMEOUT });
  await page.waitForFunction(firstRowShown, undefined, { timeout: TIMEOUT });
  await page.waitForLoadState('networkidle', { timeout: TIMEOUT });
  const trip = traffic.snapshot();

  // next page → first row changed: timed in the page from the click to the DOM change and to the next frame
  const dom: number[] = [];
  const frame: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    if (await next.isDisabled()) {
      await page
        .getByRole('button', { name: /^(first( page)?|الصفحة الأولى|الأول)$/i })
        .first()
        .click();
      await page.waitForTimeout(300);
    }
    await page.waitForLoadState('networkidle', { timeout: TIMEOUT });
    const label = (await next.getAttribute('aria-label')) ?? (await next.textContent()) ?? '';
    const r = await page.evaluate(
      (label) =>
        new Promise<{ dom: number; frame: number }>((resolve, reject) => {
          const firstRowText = (window as unknown as { __firstRow: () => string | null }).__firstRow;
          const button = [...document.querySelectorAll<HTMLButtonElement>('main button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '') === label);
          if (!button) return reject(new Error('next button not found'));
          const before = firstRowText();
          const t0 = performance.now();
          const observer = new MutationObserver(() => {
            const now = firstRowText();
            if (now === null || now === before) return;
            const dom = performance.now() - t0;
            observer.disconnect();
            requestAnimationFrame(() => setTimeout(() => resolve({ dom, frame: performance.now() - t0 })));
          });
          observer.observe(document.querySelector('main') ?? document.body, { subtree: true, childList: true, characterData: true });
          setTimeout(() => {
            observer.disconnect();
            reject(new Error('the first row did not change within 10 s'));
          }, 10_000);
          button.click();
        }),
      label,
    );
    dom.push(r.dom);
    frame.push(r.frame);
  }
  await page.close();
  return { trip, dom, frame };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
const ms = (n: number) => `${n.toFixed(0)} ms`;
const s = (n: number) => `${(n / 1000).toFixed(2)} s`;

interface ModeResult {
  compression: boolean;
  login: LoginFigures;
  slow: LoginFigures;
  slowWarm: LoginFigures;
  trip: ReturnType<Traffic['snapshot']>;
  dom: number[];
  frame: number[];
}

async function runMode(browser: Browser, clientDir: string, compression: boolean): Promise<ModeResult> {
  let portal: Portal | undefined;
  try {
    portal = await startPortal({ clientDir, compression });
    const fresh = async () => {
      const c = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ar-SA' });
      await c.addInitScript(observeVitals);
      return c;
    };
    const ctx = async <T>(f: (c: BrowserContext) => Promise<T>): Promise<T> => {
      const c = await fresh();
      try {
        return await f(c);
      } finally {
        await c.close();
      }
    };
    // one unmeasured visit: the server's first answers (route compilation, the database's caches)
    await ctx((c) => measureLogin(c, portal!.base));
    // each /login figure: the visit with the median time of LOGIN_RUNS, each in a fresh context
    const medianVisit = async (network?: typeof SLOW_4G, warm = false) => {
      const visits: LoginFigures[] = [];
      for (let i = 0; i < LOGIN_RUNS; i++) visits.push(await ctx((c) => measureLogin(c, portal!.base, network, warm)));
      visits.sort((a, b) => a.ms - b.ms);
      return visits[(visits.length - 1) >> 1]!;
    };
    const login = await medianVisit();
    const slow = await medianVisit(SLOW_4G);
    const slowWarm = await medianVisit(SLOW_4G, true);
    const { trip, dom, frame } = await ctx((c) => measureTrip(c, portal!.base));
    return { compression, login, slow, slowWarm, trip, dom, frame };
  } finally {
    await portal?.stop();
  }
}

const clientDir = clientFor(args, '.tmp/bench/client-browser');
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, timeout: TIMEOUT });
const results: ModeResult[] = [];
try {
  for (const compression of MODES) {
    console.error(`compression ${compression ? 'on' : 'off'} …`);
    results.push(await runMode(browser, clientDir, compression));
  }
} finally {
  await browser.close();
}

const label = (r: ModeResult) => (r.compression ? 'compressed (after)' : 'uncompressed (before)');
console.log(`\nChromium ${browser.version()}, headless, 1440×900, Arabic; CPU not throttled. Client: ${clientDir}.\n`);
const loginRow = (what: string, r: ModeResult, f: LoginFigures, time: string) =>
  `| ${what} | ${label(r)} | ${f.requests} (+${f.fromCache} from cache) | ${kb(f.jsTransferred)} | ${kb(f.jsDecoded)} | ${time} |`;
console.log(`| /login until the form is usable (median of ${LOGIN_RUNS} visits) | server | network requests | JS transferred | JS decoded | time |`);
console.log('|---|---|---|---|---|---|');
for (const r of results) {
  console.log(loginRow('local network, cold cache', r, r.login, ms(r.login.ms)));
  console.log(loginRow('slow 4G (1.6 Mbps, 150 ms), cold cache', r, r.slow, s(r.slow.ms)));
  console.log(loginRow('slow 4G, repeat visit', r, r.slowWarm, s(r.slowWarm.ms)));
}
console.log('\n| login → /users list (whole trip) | server | network requests | JS transferred | JS decoded | all bytes transferred |');
console.log('|---|---|---|---|---|---|');
for (const r of results)
  console.log(
    `| cold cache, local network | ${label(r)} | ${r.trip.requests} (+${r.trip.fromCache} from cache) | ${kb(r.trip.jsTransferred)} | ${kb(r.trip.jsDecoded)} | ${kb(r.trip.allTransferred)} |`,
  );
console.log(`\n| /users: next page → first row changed (median of ${RUNS}) | server | to the DOM change | to the next frame | all runs (DOM) |`);
console.log('|---|---|---|---|---|');
for (const r of results) console.log(`| local network | ${label(r)} | ${ms(median(r.dom))} | ${ms(median(r.frame))} | ${r.dom.map((x) => x.toFixed(0)).join(', ')} |`);
console.log('\n| /login vitals | server | LCP (local) | CLS (local) | LCP (slow 4G) | CLS (slow 4G) |');
console.log('|---|---|---|---|---|---|');
for (const r of results) console.log(`| cold cache | ${label(r)} | ${ms(r.login.lcp)} | ${r.login.cls.toFixed(3)} | ${ms(r.slow.lcp)} | ${r.slow.cls.toFixed(3)} |`);
