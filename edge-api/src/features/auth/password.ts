import type { PasswordHasher } from './password-hasher.ts'

let hasher: Promise<PasswordHasher> | undefined

/**
 * Chooses the argon2id implementation from configuration (config.ts `passwordHasher`): native where
 * the host loads native code, WASM where it cannot (Deno Deploy). Loaded on first use, so the
 * other one is never imported.
 */
export function usePasswordHasher(kind: 'native' | 'wasm'): void {
  hasher = kind === 'native'
    ? import('./password-native.ts').then((m) => m.nativeHasher)
    : import('./password-wasm.ts').then((m) => m.wasmHasher)
}

function current(): Promise<PasswordHasher> {
  if (!hasher) usePasswordHasher('native')
  return hasher!
}

export async function hashPassword(password: string): Promise<string> {
  return (await current()).hash(password)
}

let dummyHash: Promise<string> | undefined

/**
 * Checks a password against a stored hash. With no account (hash null) it still verifies against a
 * dummy hash, so an unknown email takes as long as a wrong password and timing does not reveal
 * which emails have accounts.
 */
export async function checkPassword(storedHash: string | null, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-real-password')
  const { verify } = await current()
  const ok = await verify(storedHash ?? (await dummyHash), password).catch(() => false)
  return storedHash !== null && ok
}
