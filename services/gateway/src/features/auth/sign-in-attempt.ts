import type { FastifyReply } from 'fastify';
import { tooManyRequests } from '../../plugins/rate-limit.ts';
import type { SignInFailures } from './sign-in-failures.ts';

// The limits' policy for one sign-in (users and admins alike; README, Security, "Sign-in limits"):
// - an address at its ceiling (for this account, or over all accounts) waits, whatever it sends;
// - an account whose counter over all addresses is full is still checked: the right password from a
//   browser that signed in to it before (its device cookie) goes through, so wrong guesses from
//   elsewhere cannot lock the owner out; anything else waits, with the same answer whether the password
//   was right or wrong, so the lock still tells a guesser nothing;
// - otherwise a wrong password counts against every counter and a right one clears this address's.

export interface SignInAttempt {
  failures: SignInFailures;
  /** The counters' key: the email (`admin:` + email for the admin portal). */
  key: string;
  ip: string;
  reply: FastifyReply;
  /** Checks the password (with the same hash work when there is no such account). */
  verify: () => Promise<boolean>;
  /** Whether this browser signed in to the account before; asked only after a right password. */
  knownDevice: () => boolean;
  invalid: () => Error;
}

/** Returns when the caller may sign in; throws the 429 or the invalid-credentials error otherwise. */
export async function attemptSignIn(attempt: SignInAttempt): Promise<void> {
  const { failures, key, ip, reply } = attempt;
  const wait = (ms: number) => {
    reply.header('retry-after', Math.ceil(ms / 1000));
    return tooManyRequests(ms);
  };
  const block = await failures.blocked(key, ip);
  if (block.addressMs > 0) throw wait(block.addressMs);
  const right = await attempt.verify();
  if (!right) await failures.recordFailure(key, ip);
  if (block.accountMs > 0 && !(right && attempt.knownDevice())) throw wait(block.accountMs);
  if (!right) throw attempt.invalid();
  await failures.recordSuccess(key, ip);
}
