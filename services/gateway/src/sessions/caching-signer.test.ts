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
});
