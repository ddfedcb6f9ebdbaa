import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime'

/** Resolves in a later task: the browser can paint and answer input in between. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * A federation runtime plugin that ends the current task before each step of loading federated
 * code: a remote's container init once its remoteEntry.js has run, its './App' request, and each
 * shared module's load (each adds its chunks' script tags, ~0.7 ms apiece with DevTools attached, as
 * under Lighthouse). Without them the entry's evaluation, the share negotiation and a dozen script
 * tags ran as one task of 22-36 ms on this machine, 90-215 ms under Lighthouse's 4× CPU slowdown:
 * the longest task of every area page.
 */
export const taskBoundaries: ModuleFederationRuntimePlugin = {
  name: 'pitchpath-task-boundaries',
  beforeInitRemote: () => nextTask(),
  beforeGetExpose: () => nextTask(),
  beforeLoadShare: async (args) => {
    await nextTask()
    return args
  },
}
