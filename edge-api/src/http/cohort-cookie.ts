import { createHmac } from 'node:crypto'

/**
 * The account's canary cohort (docs/features/platform.md "Canary rollouts"): the shell's server
 * puts a signed-in player in a canary or not from this value, so a player gets the same versions on
 * every device. It is an HMAC of the user id under a key of its own derived from SECRETS_KEY: stable
 * per account, the same on every API instance, and it reveals nothing about the account. A client
 * that edits it only changes which versions it gets itself.
 */
export const COHORT_COOKIE = 'pp_cohort'
const PURPOSE = 'pitchpath canary cohort v1'

export function cohortOf(secretsKeyBase64: string, userId: string): string {
  const key = createHmac('sha256', Buffer.from(secretsKeyBase64, 'base64')).update(PURPOSE).digest()
  return createHmac('sha256', key).update(userId).digest('base64url')
}
