// @ts-check
// What the shell expects of every remote build (docs/features/platform.md): it exposes exactly
// ./App under its federation name, and shares React and the session store as singletons, so a page
// keeps one React and one store whichever remote version it loads, and those shares are versions the
// shell was built for. A deploy that breaks this is refused.

import { satisfy } from '@module-federation/enhanced/runtime'
import { SINGLETON_RANGES } from '../../../build-config/shared-deps.mjs'

export const EXPECTED_EXPOSES = ['./App']
/** The file remotes.json points at, loaded by the shell as a classic script setting a global. */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js'
export const REQUIRED_SINGLETONS = ['react', 'react-dom', '@app/shared/session/index.ts']

/**
 * The parts of a build's mf-manifest.json the contract reads; anything may be missing.
 * @typedef {{ name?: string, version?: string, singleton?: boolean }} ManifestShare
 * @typedef {{ name?: string, metaData?: { globalName?: string, remoteEntry?: { name?: string, path?: string, type?: string } }, exposes?: { path?: string, name?: string }[], shared?: ManifestShare[] }} RemoteManifest
 */

/**
 * Problems with a built remote's mf-manifest.json, or [] when the shell can load it safely.
 * @param {RemoteManifest | null | undefined} manifest
 * @param {string} federationName
 * @returns {string[]}
 */
export function checkRemoteContract(manifest, federationName) {
  /** @type {string[]} */
  const problems = []
  if (manifest?.name !== federationName) problems.push(`federation name is '${manifest?.name}', the shell loads '${federationName}'`)
  const entry = manifest?.metaData?.remoteEntry
  if (entry?.name !== REMOTE_ENTRY_FILE || (entry?.path ?? '') !== '' || entry?.type !== 'global') {
    problems.push(`its entry is ${JSON.stringify(entry ?? null)}, the shell loads a global '${REMOTE_ENTRY_FILE}' at the build's root`)
  }
  if (manifest?.metaData?.globalName !== federationName)
    problems.push(`its entry sets the global '${manifest?.metaData?.globalName}', the shell reads '${federationName}'`)
  const exposes = (manifest?.exposes ?? []).map((e) => e.path ?? e.name).sort()
  if (JSON.stringify(exposes) !== JSON.stringify(EXPECTED_EXPOSES)) {
    problems.push(`exposes ${JSON.stringify(exposes)}, the shell expects exactly ${JSON.stringify(EXPECTED_EXPOSES)}`)
  }
  const shared = new Map((manifest?.shared ?? []).map((s) => [s.name, s]))
  for (const name of REQUIRED_SINGLETONS) {
    const share = shared.get(name)
    if (!share) problems.push(`does not share '${name}'`)
    else if (!share.singleton) problems.push(`shares '${name}' but not as a singleton`)
  }
  // The browser does not compare versions (see SINGLETON_RANGES), so the deploy must: the page
  // runs the shell's copy, and a remote built against another major would break on it.
  for (const [name, range] of Object.entries(SINGLETON_RANGES)) {
    const share = shared.get(name)
    if (share && !satisfy(String(share.version ?? ''), range)) {
      problems.push(`shares '${name}' at version ${share.version ?? '(none)'}, the shell provides ${range}`)
    }
  }
  return problems
}
