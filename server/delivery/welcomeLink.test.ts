import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createWelcomeLinkToken, verifyWelcomeLinkToken } from './welcomeLink';

const secret = 'a-platform-signing-secret';
const claims = {
  customerId: '6f1c1d1e-0000-4000-8000-000000000001',
  expiresAt: new Date('2026-12-01T00:00:00Z'),
};
const before = new Date('2026-11-30T23:59:59Z');

describe('the token of the welcome link', () => {
  it('verifies with the secret and gives back who it is for and until when', () => {
    const token = createWelcomeLinkToken(claims, secret);
    expect(verifyWelcomeLinkToken(token, secret, before)).toEqual({ valid: true, claims });
  });

  it('follows the documented format, so the platform can check it with any HMAC library', () => {
    const token = createWelcomeLinkToken(claims, secret);
    const [payload, signature] = token.split('.');
    expect(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'))).toEqual({
      v: 2,
      sub: claims.customerId,
      exp: 1_796_083_200,
    });
    expect(signature).toBe(
      createHmac('sha256', secret)
        .update(payload ?? '')
        .digest('base64url'),
    );
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it('carries no e-mail address, in any encoding the link could be read in', () => {
    const token = createWelcomeLinkToken(claims, 'secret-of-the-test');
    const [payload = ''] = token.split('.');
    const decoded = Buffer.from(payload, 'base64url').toString('utf8');
    expect(decoded).not.toMatch(/@|email/i);
    expect(token).not.toContain(Buffer.from('ada@').toString('base64url').slice(0, 4));
  });

  it('refuses another secret, a changed payload, an expired token and garbage', () => {
    const token = createWelcomeLinkToken(claims, secret);
    const [payload, signature] = token.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({ v: 2, sub: '6f1c1d1e-0000-4000-8000-000000000002', exp: 1_796_083_200 }),
    ).toString('base64url');
    expect(verifyWelcomeLinkToken(token, 'another-secret', before)).toEqual({
      valid: false,
      reason: 'signature',
    });
    expect(verifyWelcomeLinkToken(`${otherPayload}.${signature}`, secret, before)).toEqual({
      valid: false,
      reason: 'signature',
    });
    expect(verifyWelcomeLinkToken(token, secret, claims.expiresAt)).toEqual({
      valid: false,
      reason: 'expired',
    });
    for (const garbage of ['', 'abc', `${payload}.`, `${payload}.${signature}.x`]) {
      expect(verifyWelcomeLinkToken(garbage, secret, before).valid).toBe(false);
    }
  });
});
