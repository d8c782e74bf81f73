/**
 * Security headers for every answer (the app shell, the API, the API documentation,
 * stored files), with @fastify/helmet:
 *
 * - Content-Security-Policy: scripts only from our own origin (no inline script, no
 *   eval); styles, fonts, images and frames from our origin; calls to our origin and
 *   to the Mina API base when it lives elsewhere; framed only by ourselves and the
 *   sister sites (they open our /logout-frame page in a hidden frame, spec 000 §7).
 *   The Swagger UI under /api/docs gets its own, equally script-strict, policy.
 * - X-Content-Type-Options: nosniff, Referrer-Policy: no-referrer, and the rest of
 *   helmet's defaults (COOP, CORP, Origin-Agent-Cluster, X-DNS-Prefetch-Control, …).
 * - Strict-Transport-Security only when the portal is reached over HTTPS.
 *
 * Registered from server/app.ts before any route, so its onRoute hook sees the
 * documentation's routes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { parseSisterSites, type Env } from '../env';

/** Where the API documentation is served (server/app.ts registers @fastify/swagger-ui there). */
export const DOCS_PREFIX = '/api/docs';

/** A year, without includeSubDomains: sister sites or other hosts under our domain may still be plain HTTP. */
export const HSTS = 'max-age=31536000';

const originOf = (url: string): string | null => {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null; // a relative base (the default "/api") is our own origin
  }
};

type Directives = Record<string, string[]>;

/** The portal's policy; exported so the tests state what they check against. */
export function cspDirectives(env: Pick<Env, 'SISTER_SITES' | 'MENA_API_BASE' | 'PUBLIC_URL'>): { app: Directives; docs: Directives } {
  const sisters = [
    ...new Set(
      parseSisterSites(env.SISTER_SITES)
        .map((s) => originOf(s.url))
        .filter((o): o is string => !!o),
    ),
  ];
  const mena = originOf(env.MENA_API_BASE);
  const common: Directives = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    // no inline script and no eval, anywhere (index.html has none: main.tsx sets lang and dir)
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    // blob: for stored files, which the client fetches with its bearer token and shows from object
    // URLs (stamps, signatures, the previews of chosen images); data: for images a component inlines
    // (neither reaches another host)
    'img-src': ["'self'", 'data:', 'blob:'],
    // fonts are served by the portal itself (@fontsource, primeicons); vite inlines the smallest
    // .woff files into the stylesheet as data: URLs
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(mena ? [mena] : [])],
    // the hidden frames of the sign-out (src/app/logout.ts) load the sister sites' /logout-frame
    'frame-src': ["'self'", ...sisters],
    // who may frame us: ourselves and the sister sites (their sign-out frames our /logout-frame)
    'frame-ancestors': ["'self'", ...sisters],
  };
  // Over HTTPS, an http: sub-resource would be mixed content anyway; ask the browser to upgrade it.
  // Not over plain HTTP: it would upgrade our own same-origin requests and break the page.
  if (env.PUBLIC_URL.startsWith('https:')) common['upgrade-insecure-requests'] = [];
  return {
    app: {
      ...common,
      // 'unsafe-inline' for styles only, and knowingly: PrimeReact (styled mode) injects <style>
      // elements at run time (its base styles, z-index layers, the ripple, overlays' positions) and
      // React/PrimeReact write style="" attributes. Nonces would need a per-request index.html and
      // PrimeReact's nonce option on every injected element. Checked in Chromium: without it the login,
      // dashboard, users and profile screens log thousands of refusals. The remaining risk is CSS injection,
      // whose usual exfiltration (url() to another host) img-src/font-src/connect-src already refuse.
      'style-src': ["'self'", "'unsafe-inline'"],
    },
    docs: {
      ...common,
      // The Swagger UI page (@fastify/swagger-ui 5+) has no inline script either: its initializer
      // is a file, so script-src stays 'self'. It needs less than the app: only our own contract
      // (no Mina API, no stored files' blob: images), and it frames nothing.
      'connect-src': ["'self'"],
      'img-src': ["'self'", 'data:'],
      'frame-src': ["'none'"],
      // swagger-ui's React components write style attributes and its syntax highlighter injects
      // <style>; same judgement as the app's.
      'style-src': ["'self'", "'unsafe-inline'"],
    },
  };
}

/** Is this answer going out over HTTPS? */
function overHttps(req: FastifyRequest, publicHttps: boolean): boolean {
  // The portal does not terminate TLS itself (server/main.ts listens on plain HTTP), so HTTPS
  // means a proxy in front. PUBLIC_URL is the address users reach us at: when it is https, every
  // browser talks HTTPS to us, even if the proxy does not say so (browsers ignore HSTS received
  // over plain HTTP, RFC 6797 §8.1, so sending it on an internal http hop is harmless). The
  // request's protocol covers a proxy that does say so (X-Forwarded-Proto, honoured only as far
  // as Fastify's trustProxy allows).
  return publicHttps || req.protocol === 'https';
}

async function securityHeaders(app: FastifyInstance, { env }: { env: Env }) {
  const { app: appPolicy, docs: docsPolicy } = cspDirectives(env);
  const publicHttps = env.PUBLIC_URL.startsWith('https:');

  // The documentation's routes get their own policy (helmet reads config.helmet per route).
  app.addHook('onRoute', (route) => {
    if (route.url === DOCS_PREFIX || route.url.startsWith(`${DOCS_PREFIX}/`)) {
      route.config = { ...(route.config ?? {}), helmet: { contentSecurityPolicy: { useDefaults: false, directives: docsPolicy } } } as typeof route.config;
    }
  });

  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: appPolicy },
    // no-referrer: portal URLs carry record ids and one-time tokens (password-reset links), and
    // nothing we call needs a Referer (the sister sites' frames check the message origin).
    referrerPolicy: { policy: 'no-referrer' },
    // X-Frame-Options can name no list of origins: SAMEORIGIN would contradict frame-ancestors
    // (which browsers prefer anyway) and, in an old browser, break the sister sites' logout frames.
    xFrameOptions: false,
    // set below, depending on the request
    strictTransportSecurity: false,
  });

  app.addHook('onRequest', async (req, reply) => {
    if (overHttps(req, publicHttps)) void reply.header('strict-transport-security', HSTS);
  });
}

export default fp(securityHeaders, { name: 'security-headers', fastify: '5.x' });
