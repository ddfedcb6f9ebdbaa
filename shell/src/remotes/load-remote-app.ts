import type { ComponentType } from 'react'
import type { ShellAppProps } from './app-props.ts'
import { getInstance } from '@module-federation/enhanced/runtime'
import { reportRemoteFailure } from './error-watch.ts'
import { reportRemoteLoaded } from './load-reports.ts'
import { isFallback } from './fallback-module.ts'
import type { RegistryPlugin } from './registry-plugin.ts'
import { loadRegistry, pinEntry } from './remote-registry.ts'
import type { RemoteName } from './remote-names.ts'
import { taskBoundaries } from './task-boundaries.ts'

/** What every remote's './App' must be: a module whose default export is its root component, given what the shell passes. */
export type RemoteAppModule = { default: ComponentType<ShellAppProps> }

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

let registry: Promise<RegistryPlugin> | null = null

/**
 * Which version of each remote this page loads, and what an area shows when it cannot
 * (registry-plugin.ts): added to the runtime before the first remote is requested. Its own chunk,
 * fetched by the first load (from the start-up on an area's page): a page without remotes never
 * downloads it.
 */
function registryPlugin(): Promise<RegistryPlugin> {
  registry ??= import('./registry-plugin.ts').then(
    (m) => {
      const plugin = m.registryPlugin({
        loadRegistry,
        pin: pinEntry,
        report: (name, error) => reportRemoteFailure(name, 'load-failure', error),
        fallback: (name) => import('./load-failed.tsx').then((f) => f.loadFailedModule(name)),
      })
      federation().registerPlugins([plugin])
      return plugin
    },
    (error: unknown) => {
      registry = null // a chunk that could not be fetched is asked for again on Retry
      throw error
    },
  )
  return registry
}

/** Checks the loaded module instead of trusting it (no @ts-ignore on loadRemote: a remote is deployed apart from the shell). */
export function assertAppModule(mod: unknown, name: RemoteName): RemoteAppModule {
  const candidate = (mod as { default?: unknown } | null)?.default
  const isComponent = typeof candidate === 'function' || (typeof candidate === 'object' && candidate !== null && '$$typeof' in candidate)
  if (!isComponent) throw new Error(`${name}/App has no default component export`)
  return mod as RemoteAppModule
}

// A first load already under way (or done), so the start-up's early load and the area's own share it:
// two requests racing would make the second one register again and drop the first one's download.
const firstLoads = new Map<RemoteName, Promise<RemoteAppModule>>()

/**
 * Loads a remote's root component, or the area's fallback when it cannot be loaded (the registry
 * plugin decides both). Calls meanwhile share the first one; a fallen-back or failed one is
 * forgotten so the next call tries again. A retry (`fresh`) lets the plugin read the registry again,
 * as long as nothing of that remote has run in this page.
 */
export function loadRemoteApp(name: RemoteName, fresh: boolean): Promise<RemoteAppModule> {
  if (fresh) {
    firstLoads.delete(name)
    return counted(name, load(name, true))
  }
  let first = firstLoads.get(name)
  if (!first) {
    const started = counted(name, load(name, false))
    const forget = () => firstLoads.get(name) === started && firstLoads.delete(name)
    started.then((mod) => isFallback(mod) && forget(), forget)
    firstLoads.set(name, started)
    first = started
  }
  return first
}

/** Each successful load is counted once a page: the denominator of its version's error rate. */
function counted(name: RemoteName, load: Promise<RemoteAppModule>): Promise<RemoteAppModule> {
  load.then(
    (mod) => {
      if (!isFallback(mod)) void reportRemoteLoaded(name)
    },
    () => undefined,
  )
  return load
}

async function load(name: RemoteName, fresh: boolean): Promise<RemoteAppModule> {
  const plugin = await registryPlugin()
  if (fresh) plugin.retry(name)
  const mod: unknown = await federation().loadRemote(`${name}/App`)
  if (isFallback(mod)) return mod as RemoteAppModule
  try {
    return assertAppModule(mod, name)
  } catch (error: unknown) {
    // The plugin reports the loads that failed; this one loaded, but is not an App.
    reportRemoteFailure(name, 'load-failure', error)
    throw error
  }
}
