import { Signer } from '@fastify/cookie';

type Unsigned = ReturnType<Signer['unsign']>;

/**
 * The session cookie's signer, remembering what it verified: every signed-in request carries the
 * same cookie, and checking its HMAC again each time was a measurable share of a poll's cost. The
 * answer for a given cookie value never changes, so a bounded memo is safe. Only good signatures are
 * kept: forged values are checked (and refused) every time, and cannot crowd out real ones.
 */
export function cachingSigner(secret: string | string[], max = 50_000) {
  const signer = new Signer(secret);
  const verified = new Map<string, Unsigned>();
  return {
    sign: (value: string) => signer.sign(value),
    unsign(signed: string): Unsigned {
      const known = verified.get(signed);
      if (known) return known;
      const result = Object.freeze(signer.unsign(signed)) as Unsigned;
      if (!result.valid) return result;
      if (verified.size >= max) verified.delete(verified.keys().next().value!);
      verified.set(signed, result);
      return result;
    },
  };
}
