import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (m = 19 MiB, t = 2, p = 1: OWASP's recommended minimum).
const ARGON2ID = 2; // Algorithm.Argon2id (an ambient const enum, so spelled out here)

export const hashPassword = (password: string) => hash(password, { algorithm: ARGON2ID });

/** False for a wrong password or an unusable hash; never throws on bad input. */
export async function verifyPassword(hashed: string | null, password: string): Promise<boolean> {
  if (!hashed) return false;
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

// Checked against when the email is unknown, so a miss takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string) {
  dummyHash ??= hashPassword('not-a-real-password-0000');
  await verifyPassword(await dummyHash, password);
}

// The rules a new password must meet (length, not a common one) are one set shared with the web:
// @doco/contracts `newPassword`, which every route that sets a password validates its body with.
