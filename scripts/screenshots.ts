/**
 * Screenshots of portal pages in Arabic and English, for looking at what we built.
 * Usage: node --import tsx scripts/screenshots.ts [--base http://localhost:3000] [--as admin@mashaer.test]
 *        [--out .tmp/shots] [--width 1440] /login /dashboard /users/request …
 * Pages under /login, /register and /reset are taken signed out.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium';

const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  if (i === -1) return fallback;
  const v = args[i + 1];
  args.splice(i, 2);
  return v;
};
const base = opt('base', 'http://localhost:3000');
const as = opt('as', 'admin@mashaer.test');
const out = opt('out', '.tmp/shots');
const width = Number(opt('width', '1440'));
const password = opt('password', 'Demo#2026');
const pages = args.length ? args : ['/login', '/dashboard'];
const guestPages = /^\/(login|register|reset)/;

await mkdir(out, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
for (const lang of ['ar', 'en'] as const) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: lang === 'ar' ? 'ar-SA' : 'en-GB' });
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error(`[${lang}] page error: ${e.message}`));
  let signedIn = false;
  for (const p of pages) {
    if (!guestPages.test(p) && !signedIn) {
      await page.goto(`${base}/login`);
      await page.locator('#email').fill(as);
      await page.locator('#password').fill(password);
      await page.locator('form button[type=submit]').click();
      await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 15000 });
      signedIn = true;
    }
    if (guestPages.test(p) && signedIn) {
      await context.clearCookies();
      await page.evaluate(() => localStorage.removeItem('mashaer.session'));
      signedIn = false;
    }
    await page.goto(`${base}${p}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(400);
    const file = path.join(out, `${lang}${p.replace(/[/?=&]+/g, '_') || '_root'}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
