import { PUSH_SERVICE_HOSTS } from '../push-services.js'
import { CONSENT_AGE } from './family/parental-consent.ts'

/** Outside production the tests' own push endpoint on this machine is taken too. */
const LOCAL_HOSTS = ['127.0.0.1', 'localhost']

/** Whether the server may send to this endpoint: https, a known push service's host (or loopback outside production), no credentials. */
export function pushEndpointAllowed(endpoint: string, production: boolean): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false
  const host = url.hostname.toLowerCase()
  if (!production && LOCAL_HOSTS.includes(host)) return true
  return PUSH_SERVICE_HOSTS.some((service) => host === service || host.endsWith(`.${service}`))
}

/**
 * Whether a person's devices may take push reminders: a child under 13 only once the family admin
 * has allowed it for them (docs/features/notifications.md, "Push"); everyone else always.
 */
export function pushAllowedFor(person: { age: number | null }, allowedByAdmin: boolean): boolean {
  // Only players give an age, so an age under 13 is always a child's account (reminders.ts).
  return person.age === null || person.age >= CONSENT_AGE || allowedByAdmin
}
