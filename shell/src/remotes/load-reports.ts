// Page loads per remote version (docs/features/platform.md, "Automatic rollback"): the denominator
// of a version's error rate, which decides whether a canary is rolled back. One beacon a remote a
// page, in the version the registry the page runs on names (as error-reports.ts reports errors).
import { isDemoMode } from '@app/shared/demo/demo-mode.ts'
import { REMOTES } from '@app/shared/remotes.js'
import { loadRegistry } from './remote-registry.ts'
import type { RemoteName } from './remote-names.ts'

export const REMOTE_LOADS_PATH = '/api/remote-loads'

const reported = new Set<RemoteName>()

/**
 * Called once a remote's App has loaded. Never throws: a load that cannot be counted is simply lost.
 * The demo (npm run demo) has no API and its pages are no one's: nothing is counted there.
 */
export async function reportRemoteLoaded(name: RemoteName): Promise<void> {
  const remote = REMOTES.find((r) => r.federationName === name)?.pkg
  if (!remote || reported.has(name) || typeof navigator === 'undefined' || isDemoMode()) return
  reported.add(name)
  try {
    const version = (await loadRegistry()).find((r) => r.name === name)?.version ?? 'current'
    navigator.sendBeacon(REMOTE_LOADS_PATH, new Blob([JSON.stringify({ remote, version })], { type: 'application/json' }))
  } catch {
    // Counting must never be the page's error.
  }
}
