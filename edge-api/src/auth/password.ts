import { type Algorithm, hash, verify } from '@node-rs/argon2'

// argon2id with OWASP's minimum profile (19 MiB, 2 passes): ~10 ms a hash on this machine.
const ARGON2ID = 2 as Algorithm
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

let dummyHash: Promise<string> | undefined

/**
 * Checks a password against a stored hash. With no account (hash null) it still verifies against a
 * dummy hash, so an unknown email takes as long as a wrong password and timing does not reveal
 * which emails have accounts.
 */
export async function checkPassword(storedHash: string | null, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-real-password')
  const ok = await verify(storedHash ?? (await dummyHash), password).catch(() => false)
  return storedHash !== null && ok
}
