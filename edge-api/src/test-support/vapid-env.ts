import { randomVapidKeys } from '../secrets/vapid-keys.ts'

/** A push key pair for a production configuration in tests (made per process: no key is written in the repository). */
const keys = randomVapidKeys()
export const TEST_VAPID_ENV = { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey }
