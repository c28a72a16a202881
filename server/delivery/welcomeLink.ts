import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The welcome link: the link in the welcome e-mail with which the customer opens their account on
 * the platform (`<app>/welcome?token=…`). Its token, which the platform verifies without calling us:
 *
 *   token   = base64url(payload) + "." + base64url(HMAC-SHA256(secret, base64url(payload)))
 *   payload = UTF-8 JSON {"v":2,"sub":"<customer id>","exp":<Unix seconds>}
 *
 * The HMAC key is PLATFORM_SIGNING_SECRET as UTF-8 bytes; base64url is RFC 4648's URL-safe alphabet without
 * padding. A token is valid while `exp` is in the future and the MAC matches. Using it once is
 * the platform's part (it keeps the tokens it accepted until they expire).
 *
 * The token names the customer by our random id only, never by the e-mail address: a link ends
 * up in browser histories and the app's access logs. The platform learns the address of that id
 * from the signed `trial.started` event (`data.customerId`, `data.email`; docs/api.md).
 */
export interface WelcomeLinkClaims {
  customerId: string;
  expiresAt: Date;
}

/** 2: without the e-mail address that version 1 carried. */
export const WELCOME_LINK_TOKEN_VERSION = 2;

/** How long the link in the welcome e-mail works. */
export const WELCOME_LINK_VALID_DAYS = 7;

const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload, 'utf8').digest();

export function createWelcomeLinkToken(claims: WelcomeLinkClaims, secret: string): string {
  const payload = Buffer.from(
    JSON.stringify({
      v: WELCOME_LINK_TOKEN_VERSION,
      sub: claims.customerId,
      exp: Math.floor(claims.expiresAt.getTime() / 1000),
    }),
    'utf8',
  ).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

export type WelcomeLinkTokenCheck =
  | { valid: true; claims: WelcomeLinkClaims }
  | { valid: false; reason: 'malformed' | 'signature' | 'expired' };

export function verifyWelcomeLinkToken(
  token: string,
  secret: string,
  now: Date = new Date(),
): WelcomeLinkTokenCheck {
  const parts = token.split('.');
  const [payload, signature] = parts;
  if (parts.length !== 2 || !payload || !signature) return { valid: false, reason: 'malformed' };
  const expected = mac(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { valid: false, reason: 'signature' };
  }
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { valid: false, reason: 'malformed' };
  }
  const { v, sub, exp } = (body ?? {}) as Record<string, unknown>;
  if (v !== WELCOME_LINK_TOKEN_VERSION || typeof sub !== 'string' || typeof exp !== 'number') {
    return { valid: false, reason: 'malformed' };
  }
  if (exp * 1000 <= now.getTime()) return { valid: false, reason: 'expired' };
  return { valid: true, claims: { customerId: sub, expiresAt: new Date(exp * 1000) } };
}
