/**
 * Signing out of the sister sites through hidden frames (spec 000 §7 "Logout"), in
 * both directions. A sister site is played by a small HTTP server the test starts
 * on another port of localhost (another origin of the same site): the portal under test is
 * started with SISTER_SITES naming that port (playwright.config.ts), so its sister list and its
 * Content-Security-Policy (frame-src, frame-ancestors) both allow it; a stranger on another port is
 * in neither.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from './fixtures';
import { login, useLanguage } from './helpers';
import { sisterPort, strangerPort } from './servers';

interface Sister {
  origin: string;
  heard: Array<{ data: unknown; origin: string }>;
  close: () => Promise<void>;
}

/** A sister site serving the given pages, recording what its logout frame hears. */
async function startSister(port: number, pages: (sister: string) => Record<string, string>): Promise<Sister> {
  const heard: Sister['heard'] = [];
  let origin = '';
  const server: Server = createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/__heard') {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        heard.push(JSON.parse(body) as Sister['heard'][number]);
        res.writeHead(204).end();
      });
      return;
    }
    const html = pages(origin)[req.url ?? ''];
    if (!html) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    heard,
    // closeAllConnections: a connection the browser keeps alive must not hold the test open
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The ports of this worker's sister stand-in (listed in its server's SISTER_SITES by playwright.config.ts) and of a stranger (not listed). */
const SISTER_PORT = () => sisterPort(test.info().parallelIndex);
const STRANGER_PORT = () => strangerPort(test.info().parallelIndex);

const tokenOf = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('mashaer.session') ?? '{}').token as string);

test('signing out here signs the user out of the sister site through its logout frame', async ({ page, baseURL }) => {
  // the sister's logout page: announces it is ready, reports what it hears, then answers done
  // (only then: our side removes the frame on "done", which would abort a report still on its way)
  const sister = await startSister(SISTER_PORT(), (self) => ({
    '/logout-frame': `<!doctype html><script>
      addEventListener('message', (e) => {
        const source = e.source, from = e.origin;
        fetch('${self}/__heard', { method: 'POST', body: JSON.stringify({ data: e.data, origin: from }) })
          .then(() => source.postMessage({ type: 'logout:done' }, from));
      });
      parent.postMessage({ type: 'logout-frame:ready' }, '*');
    </script>`,
  }));
  try {
    await useLanguage(page, 'en');
    await login(page, 'kdana@mashaer.test');
    const token = await tokenOf(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => sister.heard.length).toBeGreaterThan(0);
    expect(sister.heard[0]).toEqual({ data: { type: 'logout' }, origin: new URL(baseURL!).origin });
    // our own token is revoked too, and the frame goes once the sister answered
    expect((await page.request.get('/api/auth/permission-me', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
    await expect(page.locator('iframe[title="logout-mina"]')).toHaveCount(0);
  } finally {
    await sister.close();
  }
});

/** A sister page that frames our /logout-frame and posts a logout to it, as our logout.ts does. */
const signingOut = (origin: string) => `<!doctype html><p id="state">waiting</p><iframe id="f" src="${origin}/logout-frame"></iframe><script>
  const frame = document.getElementById('f');
  const post = () => frame.contentWindow.postMessage({ type: 'logout' }, '${origin}');
  frame.onload = post;
  addEventListener('message', (e) => {
    if (e.source !== frame.contentWindow || e.origin !== '${origin}') return;
    if (e.data && e.data.type === 'logout-frame:ready') { post(); document.title = 'posted'; }
    if (e.data && e.data.type === 'logout:done') document.getElementById('state').textContent = 'done';
  });
</script>`;

test('our /logout-frame signs the user out here when the sister site tells it to', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const sister = await startSister(SISTER_PORT(), () => ({ '/signing-out': signingOut(origin) }));
  try {
    await useLanguage(page, 'en');
    await login(page, 'provider@mashaer.test');
    const token = await tokenOf(page);
    expect(token).toBeTruthy();
    await page.goto(`${sister.origin}/signing-out`);
    await expect(page.locator('#state')).toHaveText('done');
    // the token is revoked on the server, and the session is gone from this site's storage
    expect((await page.request.get('/api/auth/permission-me', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  } finally {
    await sister.close();
  }
});

test('our /logout-frame ignores a logout message from a site that is not a sister', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  // served like a sister, but not in the portal's sister list (GET /config is left as configured)
  const stranger = await startSister(STRANGER_PORT(), () => ({ '/signing-out': signingOut(origin) }));
  try {
    await login(page, 'gov@mashaer.test');
    const token = await tokenOf(page);
    await page.goto(`${stranger.origin}/signing-out`);
    // the browser does not even show our logout page in a stranger's frame (CSP frame-ancestors lists
    // only the sister sites); were it shown, the page ignores a stranger's message (LogoutFramePage.test.tsx)
    await page.waitForTimeout(1500);
    await expect(page.locator('#state')).toHaveText('waiting');
    expect((await page.request.get('/api/auth/permission-me', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
  } finally {
    await stranger.close();
  }
});
