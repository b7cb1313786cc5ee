import argon2 from "argon2";
import { checkNewPassword } from "./common-passwords.js";

/**
 * OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane). The library default (64 MiB, 3 passes, 4 lanes)
 * held sign-in to 8 a second on two cores. Parameters live in each hash, so old hashes still verify.
 */
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password as it is: the demo seed and tests; a password someone chooses goes through hashNewPassword. */
export const hashPassword = (password: string) => argon2.hash(password, options);

/** A password someone chooses now (sign-up, change, reset, an employee's): refused when too common, then hashed. */
export async function hashNewPassword(password: string, field = "password"): Promise<string> {
  checkNewPassword(password, field);
  return hashPassword(password);
}

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  // Hash something anyway for an unknown user so timing does not reveal which e-mails exist.
  if (!hash) {
    await argon2.hash(password, options);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
