import { hash, type Options, verify } from '@node-rs/argon2';

// 2 is Algorithm.Argon2id (a const enum that isolated modules cannot read); OWASP's minimum settings.
const ARGON2: Options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON2);

/** Verifies against a stored hash; without one, still spends the same time so timing reveals nothing. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    await hash(password, ARGON2);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
