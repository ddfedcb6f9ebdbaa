import { type Algorithm, hash, verify } from '@node-rs/argon2'
import { ARGON2ID_PROFILE as P, type PasswordHasher } from './password-hasher.ts'

const ARGON2ID = 2 as Algorithm

/** Native argon2id (@node-rs/argon2): ~10 ms a hash here, off the JS thread. Hosts that load native code. */
export const nativeHasher: PasswordHasher = {
  hash: (password) =>
    hash(password, { algorithm: ARGON2ID, memoryCost: P.memoryKiB, timeCost: P.passes, parallelism: P.lanes, outputLen: P.hashBytes }),
  verify: (stored, password) => verify(stored, password),
}
