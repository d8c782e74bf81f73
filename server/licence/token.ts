/**
 * The token a licence's QR code carries: `${baseUrl}/orders/qr/${token}` (each kind its own page). It is the only thing
 * that lets a stranger see a licence's validity, so it is random and unguessable (192 bits), not
 * derived from the order id.
 */
import { randomBytes } from 'node:crypto';
import { licenceCheckPath, type LicenceKind } from '../../shared/licences';

/** 24 random bytes, base64url: 32 characters of [A-Za-z0-9_-]. */
export function newLicenceToken(): string {
  return randomBytes(24).toString('base64url');
}

const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** A cheap check before any database lookup: only a string shaped like a token is looked up. */
export function isLicenceTokenShaped(s: string): boolean {
  return typeof s === 'string' && TOKEN.test(s);
}

/** The URL the QR code encodes: the licence kind's public check page, on this origin. */
export function licenceVerifyUrl(baseUrl: string, kind: LicenceKind, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${licenceCheckPath(kind, token)}`;
}
