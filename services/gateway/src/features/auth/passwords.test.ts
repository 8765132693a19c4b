import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '@doco/contracts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { hashToken, newToken } from './tokens.ts';

describe('password hashing', () => {
  it('uses argon2id with a salt, and verifies only the right password', async () => {
    const a = await hashPassword('Harbour-Bridge-1932');
    const b = await hashPassword('Harbour-Bridge-1932');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, 'Harbour-Bridge-1932')).toBe(true);
    expect(await verifyPassword(a, 'harbour-bridge-1932')).toBe(false);
  });

  it('treats a missing or malformed hash as a mismatch', async () => {
    expect(await verifyPassword(null, 'anything')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });
});

describe('common passwords', () => {
  it('knows the usual suspects, case-insensitively', () => {
    for (const p of ['password', 'Password1', '12345678', 'qwertyuiop', 'ILOVEYOU', 'sunshine']) {
      expect(isCommonPassword(p), p).toBe(true);
    }
  });

  it('lets an uncommon password through', () => {
    expect(isCommonPassword('Sunburnt-Country-42')).toBe(false);
  });
});

describe('tokens', () => {
  it('are random, URL-safe, 256-bit, and stored as their sha256', () => {
    const a = newToken();
    const b = newToken();
    expect(a.token).not.toBe(b.token);
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.hash).toBe(hashToken(a.token));
    expect(a.hash).not.toContain(a.token);
  });
});
