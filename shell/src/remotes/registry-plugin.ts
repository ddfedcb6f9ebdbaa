import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime'
import { asFallback } from './fallback-module.ts'
import { isRemoteName, type RemoteName } from './remote-names.ts'
import type { RegistryEntry } from './remote-registry.ts'

/** What the plugin needs from the page: its registry, where failures go, and the area's fallback. */
export type RegistryPluginDeps = {
  /** The registry the page arrived with, or the server's answer now when `fresh`. */
  loadRegistry: (fresh: boolean) => Promise<readonly RegistryEntry[]>
  /** Called once a remote's entry has run: from then on the page keeps that version. */
  pin: (entry: RegistryEntry) => void
  /** A load that failed for good, reported once per failed load. */
  report: (name: RemoteName, error: unknown) => void
  /** The module the area renders instead: its "not available" message with Retry. */
  fallback: (name: RemoteName) => Promise<object>
}

export type RegistryPlugin = ModuleFederationRuntimePlugin & {
  /** The next request for this remote may read the registry again (a person pressed Retry). */
  retry: (name: RemoteName) => void
}

const remoteOf = (id: string): RemoteName | null => {
  const name = id.split('/')[0]
  return isRemoteName(name) ? name : null
}

/**
 * The Module Federation runtime plugin that decides which version of a remote the page loads, and
 * what happens when it cannot (docs/features/platform.md, "The registry plugin"). `beforeRequest`
 * registers the remote's entry from the registry on its first request; once that entry has run
 * (`afterLoadEntry`), the page keeps that version whatever the registry answers later, so one page
 * never mixes two versions of one remote. `errorLoadRemote` tries once more with the server's
 * registry (only while nothing of that remote has run), then reports the failure and answers with
 * the area's fallback instead of throwing into React.
 */
export function registryPlugin(deps: RegistryPluginDeps): RegistryPlugin {
  const registered = new Map<RemoteName, RegistryEntry>()
  const started = new Set<RemoteName>()
  const freshNext = new Set<RemoteName>()
  const retrying = new Set<RemoteName>()

  return {
    name: 'pitchpath-registry',
    retry: (name) => void freshNext.add(name),

    beforeRequest: async (args) => {
      const name = remoteOf(args.id)
      if (!name) return args
      const fresh = freshNext.delete(name) && !started.has(name)
      if (registered.has(name) && !fresh) return args
      const entry = (await deps.loadRegistry(fresh)).find((r) => r.name === name)
      if (!entry) throw new Error(`${name} is not in remotes.json`)
      // `force` drops the runtime's cached manifest, failed entry load and module cache of the old one.
      args.origin.registerRemotes([{ name, entry: entry.entry }], { force: registered.has(name) })
      registered.set(name, entry)
      return args
    },

    // Each remote's entry loads CORS-enabled, as its chunks do (build-config/cors-scripts-plugin.mjs), so
    // its errors are not muted as "Script error." and can be reported against its version.
    createScript: ({ url }) => {
      const script = document.createElement('script')
      script.src = url
      script.crossOrigin = 'anonymous'
      return script
    },

    afterLoadEntry: ({ remoteInfo, remoteEntryExports, error }) => {
      const name = remoteInfo.name
      const entry = isRemoteName(name) ? registered.get(name) : undefined
      if (!entry || error || !remoteEntryExports || started.has(entry.name)) return
      started.add(entry.name)
      deps.pin(entry)
    },

    errorLoadRemote: async ({ id, error, lifecycle, origin }) => {
      const name = remoteOf(id)
      // A failed beforeRequest comes back here as the load's own ('onLoad') failure: answer that one.
      if (!name || lifecycle !== 'onLoad') return undefined
      if (!started.has(name) && !retrying.has(name)) {
        // The version the page was given may be gone: ask the server which one to load now.
        retrying.add(name)
        freshNext.add(name)
        try {
          return await origin.loadRemote(id)
        } finally {
          retrying.delete(name)
        }
      }
      deps.report(name, error)
      return asFallback(await deps.fallback(name))
    },
  }
}
