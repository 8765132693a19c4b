import { Signer } from '@fastify/cookie';

type Unsigned = ReturnType<Signer['unsign']>;

/**
 * The session cookie's signer, remembering what it signed and verified: every signed-in request carries the
 * same cookie, and checking its HMAC again each time was a measurable share of a poll's cost. The
 * answer for a given cookie value never changes, so a bounded memo is safe. Only good signatures are
 * kept: forged values are checked (and refused) every time, and cannot crowd out real ones.
 */
export function cachingSigner(secret: string | string[], max = 50_000) {
  const signer = new Signer(secret);
  const verified = new Map<string, Unsigned>();
  // The session id of a verified cookie, signed: @fastify/session signs the id again for every
  // request's session. A new session's id (every cookie-less request gets one) is signed, not kept.
  const signed = new Map<string, string>();
  return {
    sign: (value: string): string => signed.get(value) ?? signer.sign(value),
    unsign(cookie: string): Unsigned {
      const known = verified.get(cookie);
      if (known) return known;
      const result = Object.freeze(signer.unsign(cookie)) as Unsigned;
      if (!result.valid || result.value === null) return result;
      if (verified.size >= max) {
        const [oldest, old] = verified.entries().next().value!;
        verified.delete(oldest);
        if (old.value !== null) signed.delete(old.value);
      }
      verified.set(cookie, result);
      // A cookie signed with an older secret is re-signed with the current one, so not remembered as the signature.
      if (!result.renew) signed.set(result.value, cookie);
      return result;
    },
  };
}
