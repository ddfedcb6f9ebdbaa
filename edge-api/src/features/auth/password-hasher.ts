/** argon2id, as a PHC string (`$argon2id$v=19$m=…`); the native and the WASM hashers read each other's hashes. */
export type PasswordHasher = {
  hash(password: string): Promise<string>
  verify(hash: string, password: string): Promise<boolean>
}

// OWASP's minimum argon2id profile: 19 MiB, 2 passes, 1 lane.
export const ARGON2ID_PROFILE = { memoryKiB: 19456, passes: 2, lanes: 1, hashBytes: 32 } as const
