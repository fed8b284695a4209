// Passwords of every site's members (the main site's and the sc site's): argon2id (the library's
// defaults: m=19456 KiB, t=2, p=1, the OWASP baseline). An unknown phone is verified against a
// throwaway hash so both answers take the same time.
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2; // Algorithm.Argon2id (an ambient const enum, not importable here)
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string, salt?: Uint8Array): Promise<string> {
  return hash(password, salt ? { ...OPTIONS, salt } : OPTIONS);
}

let dummy: Promise<string> | undefined;

/** Verifies against the stored hash, or against a dummy one when there is no user. */
export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  dummy ??= hashPassword(randomBytes(18).toString('base64'));
  const target = stored ?? (await dummy);
  try {
    const ok = await verify(target, password);
    return ok && stored !== undefined;
  } catch {
    return false;
  }
}
