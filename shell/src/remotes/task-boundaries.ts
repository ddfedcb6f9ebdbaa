import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime'

/** Resolves in a later task: the browser can paint and answer input in between. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * A federation runtime plugin that ends the current task at two points of a remote's first load:
 * after its remoteEntry.js has run and before its container is initialised, and after that before
 * its './App' is asked for. Without them the entry's evaluation, the share negotiation and the
 * request for the page's chunks all ran in the script's load event, one task of 22-36 ms on this
 * machine: 90-215 ms under Lighthouse's 4× CPU slowdown, the longest task of every area page.
 */
export const taskBoundaries: ModuleFederationRuntimePlugin = {
  name: 'pitchpath-task-boundaries',
  beforeInitRemote: () => nextTask(),
  beforeGetExpose: () => nextTask(),
}
