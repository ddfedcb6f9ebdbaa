import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { type Config, randomSecretsKey } from './config.ts'

/** Where development keeps its key: beside the database it seals (data/secrets.key by default). */
export function secretsKeyFile(config: Config, defaultDir: string): string {
  return join(config.database.kind === 'remote' ? defaultDir : dirname(config.database.file), 'secrets.key')
}

/**
 * The development key, made on the first start: 32 random bytes (base64) in `file`, readable by
 * this user alone. No key is written in the repository, so no two checkouts share one; it is kept
 * so that sealed two-step keys and mailed stop links still work after a restart. Throws a one-line
 * reason (what, where, what to do) when the file cannot be used.
 */
export function developmentSecretsKey(file: string): string {
  let text: string | null = null
  try {
    text = readFileSync(file, 'utf8').trim()
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOENT') {
      throw new Error(
        `cannot read the secrets key at ${file} (${(error as Error).message}): make it readable by this user, or set SECRETS_KEY`,
      )
    }
  }
  if (text !== null) {
    if (base64Length(text) !== 32) {
      throw new Error(
        `${file} does not hold a secrets key (32 random bytes, base64): delete it to have a new one made (two-step sign-in set up with the old one must then be set up again), or set SECRETS_KEY`,
      )
    }
    return text
  }
  const key = randomSecretsKey()
  try {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 })
    // 'wx': never overwrite a key another process made a moment ago.
    writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if ((error as { code?: string }).code === 'EEXIST') return developmentSecretsKey(file)
    throw new Error(
      `cannot write a new secrets key to ${file} (${(error as Error).message}): make the folder writable by this user, or set SECRETS_KEY`,
    )
  }
  console.log(`[api] made a new secrets key in ${file} (keep it private; production takes SECRETS_KEY instead)`)
  return key
}

function base64Length(text: string): number {
  try {
    return atob(text).length
  } catch {
    return -1
  }
}
