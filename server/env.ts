/**
 * The server's settings, read from the environment once at start and validated:
 * a bad value stops the server with a message naming the variable.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import * as v from 'valibot';

const port = v.pipe(v.string(), v.regex(/^\d+$/, 'must be a port number'), v.transform(Number), v.minValue(1), v.maxValue(65535));
const positiveInt = v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number), v.minValue(1));

/** Fastify's `trustProxy` as a function of the address and its hop (0 = the socket's peer). */
export type TrustHop = (address: string, hop: number) => boolean;

/** An address, or a CIDR block with a prefix length (proxy-addr's named ranges are accepted too). */
function isAddressOrBlock(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which peers may tell the client's address in X-Forwarded-For: nobody (`false`/`off`, the default),
 * the listed proxies (addresses or CIDR blocks, comma-separated), or the nearest N hops (a number;
 * only when the server cannot be reached except through those N proxies). Trusting every peer
 * (`true`) would let any client choose its own address, so it is refused. Fastify 5 ignores a bare
 * number (it fails closed), so a hop count becomes the function proxy-addr used to build for it.
 */
const trustProxy = v.pipe(
  v.string(),
  v.rawTransform(({ dataset, addIssue, NEVER }): false | string[] | TrustHop => {
    const value = dataset.value.trim().toLowerCase();
    if (['false', 'off', 'no', '0'].includes(value)) return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      return (_address, hop) => hop < hops;
    }
    const entries = value.split(',').map((s) => s.trim());
    if (entries.every((e) => e && isAddressOrBlock(e))) return entries;
    addIssue({ message: 'must be off, a hop count, or a comma-separated list of proxy addresses or CIDR blocks (trusting every client is unsafe)' });
    return NEVER;
  }),
);

const bool = v.pipe(
  v.picklist(['0', '1', 'true', 'false', 'yes', 'no'], 'must be 1/0, true/false or yes/no'),
  v.transform((s) => ['1', 'true', 'yes'].includes(s)),
);

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test'], 'must be development, production or test'), 'development'),
  PORT: v.optional(port, '3000'),
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty()), '0.0.0.0'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), './data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL'))),
  DATABASE_POOL_SIZE: v.optional(positiveInt, '10'),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'must be a pino level'), 'info'),
  /** a session ends after this many minutes without a request */
  SESSION_IDLE_MINUTES: v.optional(positiveInt, '120'),
  /** and after this many hours whatever happens */
  SESSION_ABSOLUTE_HOURS: v.optional(positiveInt, '12'),
  /** seed the demo data on first start (idempotent) */
  SEED_DEMO: v.optional(bool, 'true'),
  /** the address users reach the portal at, for links in e-mails */
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url('must be a URL')), 'http://localhost:3000'),
  /** the Mina site's API base for the calls the spec sends there; our own API by default */
  MENA_API_BASE: v.optional(v.pipe(v.string(), v.nonEmpty()), '/api'),
  /** the sister sites as `key|Arabic name|English name|url` entries separated by commas */
  SISTER_SITES: v.optional(v.string(), 'mina|منى|Mina|http://mina.localhost:3000,arafat|عرفات|Arafat|http://arafat.localhost:3000'),
  /** require non-admin accounts to have acknowledged the policy (spec 000 §5) */
  POLICY_ACKNOWLEDGEMENT: v.optional(bool, 'false'),
  /** the proxies whose X-Forwarded-For is believed (see `trustProxy` above); nobody's by default */
  TRUST_PROXY: v.optional(trustProxy, 'off'),
  /** serve the built client */
  SERVE_CLIENT: v.optional(bool, 'true'),
  /** where the built client is (vite build's outDir) */
  CLIENT_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), 'dist/client'),
  /** the seller printed on tax invoices and in their e-invoice QR code (the authority's name and VAT registration number: 15 digits, 3…3) */
  INVOICE_SELLER_NAME: v.optional(
    v.pipe(v.string(), v.nonEmpty(), v.maxLength(120), v.maxBytes(255, 'must be at most 255 bytes in UTF-8 (the e-invoice QR code holds its length in one byte)')),
    'الهيئة الملكية لمدينة مكة المكرمة والمشاعر المقدسة',
  ),
  INVOICE_SELLER_VAT: v.optional(v.pipe(v.string(), v.regex(/^3\d{13}3$/, 'must be a VAT registration number: 15 digits starting and ending with 3')), '310122393500003'),
  /** run the job queue's worker (server/jobs/) in this process: inline (the one-command start), or off where `npm run worker` runs it */
  JOBS_WORKER: v.optional(v.picklist(['inline', 'off'], 'must be inline or off'), 'inline'),
  /** compress answers and send the client's precompressed files (off when a proxy in front compresses) */
  COMPRESSION: v.optional(bool, 'true'),
});

export type Env = v.InferOutput<typeof EnvSchema> & { dataDir: string };

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const picked: Record<string, string> = {};
  for (const key of Object.keys(EnvSchema.entries)) {
    const value = source[key];
    if (value !== undefined && value !== '') picked[key] = value;
  }
  const result = v.safeParse(EnvSchema, picked);
  if (!result.success) {
    const lines = result.issues.map((i) => `  ${v.getDotPath(i) ?? '?'}: ${i.message} (got ${JSON.stringify(i.input)})`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return { ...result.output, dataDir: path.resolve(result.output.DATA_DIR) };
}

export interface SisterSiteSetting {
  key: string;
  name: { ar: string; en: string };
  url: string;
}

export function parseSisterSites(value: string): SisterSiteSetting[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry) => {
      const [key, ar, en, url] = entry.split('|').map((x) => x.trim());
      if (!key || !ar || !en || !url) throw new Error(`Invalid environment:\n  SISTER_SITES: each entry must be key|Arabic name|English name|url (got ${JSON.stringify(entry)})`);
      return { key, name: { ar, en }, url: url.replace(/\/$/, '') };
    });
}
