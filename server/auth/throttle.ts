/**
 * The one throttle for every call that checks a password or sends a reset link: sign-in, the
 * profile's current-password check (both count as sign-in attempts) and the reset-link request.
 *
 * Each attempt is written BEFORE the password is checked, then the attempts of the last minute are
 * counted (insert-then-count). Every insert commits on its own before its count runs, so of k
 * attempts racing each other the last to commit sees all k, and at most the limit are ever
 * evaluated — across parallel requests and across several API processes sharing the database.
 * A refused attempt is taken back (it was never evaluated), so hammering does not prolong a
 * lock-out, and the bound still holds: every admitted row stays and was counted by the last admitted.
 *
 * Three counts, each with its own limit, all per minute:
 * - one account from one address (a user mistyping, or a single guesser);
 * - one account from any address (rotating addresses buys at most this many guesses);
 * - one address over any accounts (password spraying).
 * The account is the e-mail as typed (lower-cased), whether or not it has an account, and the check
 * runs before the account is looked up, so a throttled answer says nothing about which e-mails exist.
 * An IPv6 address counts as its /64, which one client usually holds whole.
 */
import { and, desc, eq, gt, lte, or, sql, type SQL } from 'drizzle-orm';
import { isIP } from 'node:net';
import type { Db } from '../db/client';
import { loginAttempts, passwordResetRequests } from '../db/schema';
import { ApiError } from '../http/errors';

export interface ThrottleLimits {
  accountAndAddress: number;
  account: number;
  address: number;
}

/**
 * Failed password checks a minute. Per account over all addresses is twice the per-address limit so
 * that a guesser at one address cannot lock the owner out from another, yet rotating addresses
 * gains at most 10 guesses a minute. 20 per address leaves room for an office behind one address.
 */
export const SIGN_IN_LIMITS = { accountAndAddress: 5, account: 10, address: 20 } as const satisfies ThrottleLimits;

/** Reset-link requests a minute, known e-mail or not: the same shape (it also caps mail to one inbox). */
export const RESET_REQUEST_LIMITS = { accountAndAddress: 5, account: 10, address: 20 } as const satisfies ThrottleLimits;

type Ledger = typeof loginAttempts | typeof passwordResetRequests;

interface Rule {
  ledger: Ledger;
  /** writes the attempt (not yet known to succeed) and returns its id */
  record: (db: Db, email: string, ip: string) => Promise<Array<{ id: number }>>;
  limits: ThrottleLimits;
  /** which rows count (sign-in: those not known to have succeeded, including ones being checked) */
  counted?: SQL;
  message: string;
}

const rules = {
  signIn: {
    ledger: loginAttempts,
    record: (db, email, ip) => db.insert(loginAttempts).values({ email, ip, success: false }).returning({ id: loginAttempts.id }),
    limits: SIGN_IN_LIMITS,
    counted: eq(loginAttempts.success, false),
    message: 'auth.throttled',
  },
  resetRequest: {
    ledger: passwordResetRequests,
    record: (db, email, ip) => db.insert(passwordResetRequests).values({ email, ip }).returning({ id: passwordResetRequests.id }),
    limits: RESET_REQUEST_LIMITS,
    message: 'auth.resetThrottled',
  },
} satisfies Record<string, Rule>;

/** The address an attempt is counted under: IPv4 as is (also when IPv4-mapped), IPv6 as its /64. */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIP(ip) !== 6) return ip;
  const groupsOf = (part: string | undefined) =>
    part
      ? part.split(':').flatMap((g) => {
          if (!g.includes('.')) return [g];
          const [a = 0, b = 0, c = 0, d = 0] = g.split('.').map(Number);
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        })
      : [];
  const [head, tail] = ip.toLowerCase().split('%')[0]!.split('::');
  const before = groupsOf(head);
  const after = groupsOf(tail);
  const groups = tail === undefined ? before : [...before, ...Array<string>(8 - before.length - after.length).fill('0'), ...after];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * Records the attempt, then refuses it with 429 if any count over the last minute (this attempt
 * included) is above its limit. Returns the attempt's row id.
 */
async function admit(db: Db, rule: Rule, emailInput: string, ipInput: string): Promise<number> {
  const { ledger: t, limits } = rule;
  const email = emailInput.trim().toLowerCase();
  const ip = addressKey(ipInput);
  const [row] = await rule.record(db, email, ip);
  const id = row!.id;

  // Only the last minute's rows are read: the newest row older than the window (plus slack for rows
  // committed out of order) bounds an id range the primary key walks, so no index on ip or time is needed.
  const [edge] = await db
    .select({ id: t.id })
    .from(t)
    .where(lte(t.at, sql`now() - interval '70 seconds'`))
    .orderBy(desc(t.id))
    .limit(1);
  const [seen] = await db
    .select({
      accountAndAddress: sql<number>`count(*) filter (where ${t.email} = ${email} and ${t.ip} = ${ip})::int`,
      account: sql<number>`count(*) filter (where ${t.email} = ${email})::int`,
      address: sql<number>`count(*) filter (where ${t.ip} = ${ip})::int`,
    })
    .from(t)
    .where(and(gt(t.id, edge?.id ?? 0), gt(t.at, sql`now() - interval '1 minute'`), or(eq(t.email, email), eq(t.ip, ip)), rule.counted));

  const over = (Object.keys(limits) as Array<keyof ThrottleLimits>).some((k) => (seen?.[k] ?? 0) > limits[k]);
  if (over) {
    await db.delete(t).where(eq(t.id, id));
    throw new ApiError(429, rule.message);
  }
  return id;
}

export interface SignInAttempt {
  /** The password was right: this attempt no longer counts as a failure. */
  succeeded(): Promise<void>;
}

/**
 * Call before checking a password (sign-in, or the current password in the profile); throws 429
 * when over a limit. Call `succeeded()` when the password was right.
 */
export async function admitSignIn(db: Db, email: string, ip: string): Promise<SignInAttempt> {
  const id = await admit(db, rules.signIn, email, ip);
  return {
    async succeeded() {
      await db.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, id));
    },
  };
}

/** Call before anything else a reset-link request does; throws 429 when over a limit. */
export async function admitResetRequest(db: Db, email: string, ip: string): Promise<void> {
  await admit(db, rules.resetRequest, email, ip);
}
