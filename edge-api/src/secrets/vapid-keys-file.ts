import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { randomVapidKeys, type VapidKeys, vapidKeysProblem } from './vapid-keys.ts'

/**
 * Development's push key pair, made on the first start and kept in `file` (beside the secrets key,
 * readable by this user alone), so the browsers subscribed on this machine keep receiving after a
 * restart: a new pair would orphan every subscription. Production takes VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY instead. Throws a one-line reason when the file cannot be used.
 */
export function developmentVapidKeys(file: string): VapidKeys {
  let text: string | null = null
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOENT') {
      throw new Error(`cannot read the push keys at ${file} (${(error as Error).message}): make it readable by this user, or set VAPID_*`)
    }
  }
  if (text !== null) {
    let keys: VapidKeys | null = null
    try {
      const parsed = JSON.parse(text)
      keys = { publicKey: String(parsed.publicKey), privateKey: String(parsed.privateKey) }
    } catch {
      keys = null
    }
    if (!keys || vapidKeysProblem(keys)) {
      throw new Error(
        `${file} does not hold a push key pair: delete it to have a new one made (browsers must then turn push on again), or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY`,
      )
    }
    return keys
  }
  const keys = randomVapidKeys()
  try {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 })
    // 'wx': never overwrite a pair another process made a moment ago.
    writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if ((error as { code?: string }).code === 'EEXIST') return developmentVapidKeys(file)
    throw new Error(
      `cannot write new push keys to ${file} (${(error as Error).message}): make the folder writable by this user, or set VAPID_*`,
    )
  }
  console.log(`[api] made a new push key pair in ${file} (production takes VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY instead)`)
  return keys
}
