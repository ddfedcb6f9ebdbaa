import type { ComponentType } from 'react'
import type { ShellAppProps } from './app-props.ts'
import { getInstance } from '@module-federation/enhanced/runtime'
import { reportRemoteFailure } from './error-watch.ts'
import { reportRemoteLoaded } from './load-reports.ts'
import { loadRegistry } from './remote-registry.ts'
import type { RemoteName } from './remote-names.ts'
import { taskBoundaries } from './task-boundaries.ts'

/** What every remote's './App' must be: a module whose default export is its root component, given what the shell passes. */
export type RemoteAppModule = { default: ComponentType<ShellAppProps> }

const registered = new Set<RemoteName>()

let pluginsRegistered = false

/**
 * The page's federation runtime, with PitchPath's task boundaries added on first use. The start-up
 * calls it before asking for any shared module, so the shell's own loads are split too.
 */
export function federation() {
  const instance = getInstance()
  if (!instance) throw new Error('Module Federation runtime is not initialised')
  if (!pluginsRegistered) {
    instance.registerPlugins([taskBoundaries])
    pluginsRegistered = true
  }
  return instance
}

/** Checks the loaded module instead of trusting it (no @ts-ignore on loadRemote: a remote is deployed apart from the shell). */
export function assertAppModule(mod: unknown, name: RemoteName): RemoteAppModule {
  const candidate = (mod as { default?: unknown } | null)?.default
  const isComponent = typeof candidate === 'function' || (typeof candidate === 'object' && candidate !== null && '$$typeof' in candidate)
  if (!isComponent) throw new Error(`${name}/App has no default component export`)
  return mod as RemoteAppModule
}

// A first load already under way (or done), so the start-up's early load and the area's own share it:
// two registrations racing would make the second one `force` and drop the first one's download.
const firstLoads = new Map<RemoteName, Promise<RemoteAppModule>>()

/**
 * Loads a remote's root component. The first call registers the remote from /remotes.json; calls
 * meanwhile share it, and a failed one is forgotten so the next call tries again. A retry (`fresh`)
 * reads the registry again and re-registers with `force`, which makes the MF runtime drop its cached
 * manifest, its failed remoteEntry load and its module cache for that remote.
 */
export function loadRemoteApp(name: RemoteName, fresh: boolean): Promise<RemoteAppModule> {
  if (fresh) {
    firstLoads.delete(name)
    return reported(name, register(name, true))
  }
  let load = firstLoads.get(name)
  if (!load) {
    load = reported(name, register(name, false))
    firstLoads.set(name, load)
    load.catch(() => firstLoads.get(name) === load && firstLoads.delete(name))
  }
  return load
}

/** Each failed load is reported once, however many wait for it (the start-up's and the area's). */
function reported(name: RemoteName, load: Promise<RemoteAppModule>): Promise<RemoteAppModule> {
  load.catch((error: unknown) => reportRemoteFailure(name, 'load-failure', error))
  // Each successful one is counted once a page: the denominator of its version's error rate.
  load.then(
    () => reportRemoteLoaded(name),
    () => undefined,
  )
  return load
}

async function register(name: RemoteName, fresh: boolean): Promise<RemoteAppModule> {
  if (fresh || !registered.has(name)) {
    const registry = await loadRegistry(fresh)
    const remote = registry.find((r) => r.name === name)
    if (!remote) throw new Error(`${name} is not in remotes.json`)
    federation().registerRemotes([{ name, entry: remote.entry }], { force: registered.has(name) })
    registered.add(name)
  }
  return assertAppModule(await federation().loadRemote(`${name}/App`), name)
}
