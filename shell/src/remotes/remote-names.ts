/** The four federated areas (federation names are fixed: scripts/ports.mjs, architecture.md). */
export const REMOTE_NAMES = ['mfe_goals', 'mfe_games', 'mfe_family', 'mfe_billing'] as const
export type RemoteName = (typeof REMOTE_NAMES)[number]

/** How the fallback names an area to a person: "The Games area is not available right now". */
export const REMOTE_LABELS: Record<RemoteName, string> = {
  mfe_goals: 'Goals',
  mfe_games: 'Games',
  mfe_family: 'Family',
  mfe_billing: 'Plans',
}

export function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && (REMOTE_NAMES as readonly string[]).includes(value)
}
