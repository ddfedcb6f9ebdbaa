import { argon2id, argon2Verify } from 'hash-wasm'
import { ARGON2ID_PROFILE as P, type PasswordHasher } from './password-hasher.ts'

/**
 * argon2id in WebAssembly (hash-wasm), for hosts that load no native code (Deno Deploy). Same
 * profile and PHC format as the native hasher, so accounts move between hosts; slower (~80-170 ms
 * a hash here, on the JS thread), which only sign-up, sign-in and password changes pay.
 */
export const wasmHasher: PasswordHasher = {
  hash: (password) =>
    argon2id({
      password,
      salt: crypto.getRandomValues(new Uint8Array(16)),
      parallelism: P.lanes,
      iterations: P.passes,
      memorySize: P.memoryKiB,
      hashLength: P.hashBytes,
      outputType: 'encoded',
    }),
  verify: (stored, password) => argon2Verify({ password, hash: stored }),
}
