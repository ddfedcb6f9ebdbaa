/**
 * Page-level counters that let a browser test prove the federation setup: one store and one React
 * per page, whichever remotes were visited. Read them as `window.__pitchpath` in devtools.
 */
export type PitchpathRuntime = {
  /** How many times createAppStore ran on this page (must stay 1). */
  stores: number
  /** Every distinct React module object that a package's root reported (must hold one). */
  reacts: Set<unknown>
  /** Which packages reported, in order, with the React version each saw. */
  packages: { name: string; reactVersion: string }[]
  /** How many times each stateful shared module was evaluated (each must stay 1). */
  modules: Record<string, number>
}

type RuntimeHost = { __pitchpath?: PitchpathRuntime }

/** The page's counters, created on first use; a plain object under node (unit tests). */
export function pitchpathRuntime(): PitchpathRuntime {
  const host = globalThis as RuntimeHost
  host.__pitchpath ??= { stores: 0, reacts: new Set(), packages: [], modules: {} }
  return host.__pitchpath
}

/**
 * Records that a package's root module loaded, with the React it imported.
 * @example import React from 'react'; reportRuntime('mfe-games', React)
 */
export function reportRuntime(packageName: string, react: { version: string }): void {
  const runtime = pitchpathRuntime()
  runtime.reacts.add(react)
  runtime.packages.push({ name: packageName, reactVersion: react.version })
}

/** Counts one evaluation of a stateful shared module; a count above 1 means MF duplicated it. */
export function reportModuleEvaluated(moduleName: string): void {
  const modules = pitchpathRuntime().modules
  modules[moduleName] = (modules[moduleName] ?? 0) + 1
}
