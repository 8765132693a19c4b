import { describe, expect, it } from 'vitest';
import { cachingSigner } from './caching-signer.ts';

describe('the session cookie signer', () => {
  it('verifies a signed value every time it is shown, and refuses a tampered or foreign one', () => {
    const signer = cachingSigner('a-secret-of-at-least-thirty-two-characters');
    const signed = signer.sign('session-id-1');
    expect(signer.unsign(signed)).toMatchObject({ valid: true, value: 'session-id-1' });
    expect(signer.unsign(signed)).toMatchObject({ valid: true, value: 'session-id-1' });
    expect(signer.unsign(signed.slice(0, -1) + (signed.endsWith('A') ? 'B' : 'A')).valid).toBe(false);
    const other = cachingSigner('another-secret-of-thirty-two-characters!');
    expect(other.unsign(signed).valid).toBe(false);
  });

  it('signs an id the same way whether or not it has seen its cookie, with the current secret', () => {
    const before = cachingSigner(['old-secret-of-at-least-thirty-two-characters']);
    const oldCookie = before.sign('session-id-2');
    const rotated = cachingSigner(['new-secret-of-at-least-thirty-two-characters', 'old-secret-of-at-least-thirty-two-characters']);
    expect(rotated.unsign(oldCookie)).toMatchObject({ valid: true, renew: true, value: 'session-id-2' });
    const fresh = rotated.sign('session-id-2');
    expect(fresh).not.toBe(oldCookie);
    expect(rotated.unsign(fresh)).toMatchObject({ valid: true, renew: false, value: 'session-id-2' });
    expect(rotated.sign('session-id-2')).toBe(fresh);
  });
});
