import { isRemoteName, type RemoteName } from './remote-names.ts'

/** Who gets an entry's version: everyone, the canary's share of players, or one preview link's opener. */
export type RegistryChannel = 'live' | 'canary' | 'preview'

const CHANNELS: readonly string[] = ['live', 'canary', 'preview'] satisfies RegistryChannel[]

/** One entry of GET /remotes.json: where a remote's manifest is, decided at run time (never built in). */
export type RegistryEntry = { name: RemoteName; entry: string; version: string; channel: RegistryChannel }

/**
 * Checked by hand rather than with zod: this runs on every first load, and zod would add kilobytes
 * to the shell's budget for one small shape. Unknown names are skipped, not fatal.
 */
export function parseRegistry(body: unknown): RegistryEntry[] {
  const remotes = (body as { remotes?: unknown } | null)?.remotes
  if (!Array.isArray(remotes)) throw new Error('remotes.json has no "remotes" list')
  return remotes.flatMap((r: unknown) => {
    const { name, entry, version, channel } = (r ?? {}) as Record<string, unknown>
    if (!isRemoteName(name) || typeof entry !== 'string' || entry.length === 0) return []
    return [
      {
        name,
        entry,
        version: typeof version === 'string' ? version : 'current',
        // Absent (an older server) or unknown: everyone's version.
        channel: typeof channel === 'string' && CHANNELS.includes(channel) ? (channel as RegistryChannel) : 'live',
      },
    ]
  })
}

let current: Promise<RegistryEntry[]> | null = null

// Remotes whose code has run in this page, in the version that ran (registry-plugin.ts pins them).
const pinned = new Map<RemoteName, RegistryEntry>()

/**
 * From now on this page answers `entry` for its remote, whatever the server says later: the page
 * runs that version until it is reloaded, and its error and load reports must name it.
 */
export function pinEntry(entry: RegistryEntry): void {
  pinned.set(entry.name, entry)
}

const withPinned = (entries: RegistryEntry[]) => entries.map((e) => pinned.get(e.name) ?? e)

/** Where the shell's server puts the registry in the page (platform/src/registry-in-page.mjs). */
const REGISTRY_ELEMENT_ID = 'remote-registry'

/** The registry the page arrived with, read once: a retry must ask the server, not the old page. */
function takeInlineRegistry(): Promise<RegistryEntry[]> | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(REGISTRY_ELEMENT_ID)
  if (!element) return null
  element.remove()
  try {
    return Promise.resolve(parseRegistry(JSON.parse(element.textContent ?? '')))
  } catch {
    return null // a damaged block: ask the server instead
  }
}

/**
 * The remote registry: the copy the page arrived with if it has one (pages served by the shell's
 * server do), else GET /remotes.json (no-store: a rollback must show on the next load). `fresh`
 * always asks the server again; a remote pinned in this page keeps its pinned entry either way.
 */
export function loadRegistry(fresh = false): Promise<RegistryEntry[]> {
  if (!current && !fresh) current = takeInlineRegistry()
  if (!current || fresh) {
    current = fetch('/remotes.json', { cache: 'no-store', headers: { Accept: 'application/json' } })
      .then((res) => {
        if (!res.ok) throw new Error(`remotes.json answered ${res.status}`)
        return res.json()
      })
      .then(parseRegistry)
    // A failed read must not stick: the next attempt (Retry) fetches again.
    current.catch(() => (current = null))
  }
  return current.then(withPinned)
}
