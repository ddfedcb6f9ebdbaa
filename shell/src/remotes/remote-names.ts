import { REMOTES, type RemoteName } from '@app/shared/remotes.js'

/** The federated areas, in the order of the remotes table (shared/src/remotes.js). */
export const REMOTE_NAMES: readonly RemoteName[] = REMOTES.map((r) => r.federationName)
export type { RemoteName }

/** How the fallback names an area to a person: "The Games area is not available right now". */
export const REMOTE_LABELS = Object.fromEntries(REMOTES.map((r) => [r.federationName, r.label])) as Record<RemoteName, string>

export function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && (REMOTE_NAMES as readonly string[]).includes(value)
}
