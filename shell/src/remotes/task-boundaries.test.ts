import { describe, expect, it } from 'vitest'
import { nextTask, taskBoundaries } from './task-boundaries.ts'

/** Lets every queued promise reaction run, without letting a timer fire. */
const drainMicrotasks = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}

/** Calls one of the plugin's hooks the way the federation runtime does, with its one argument. */
const callHook = (name: 'beforeInitRemote' | 'beforeGetExpose' | 'beforeLoadShare', args: object) =>
  (taskBoundaries[name] as (args: object) => Promise<unknown>)(args)

describe('the task boundaries of the federation runtime', () => {
  it('hold a container init, an ./App request and each shared module load until a later task, never the same one', async () => {
    for (const hook of ['beforeInitRemote', 'beforeGetExpose', 'beforeLoadShare'] as const) {
      let resumed = false
      void callHook(hook, { pkgName: 'react' }).then(() => (resumed = true))
      await drainMicrotasks()
      expect({ hook, resumed }).toEqual({ hook, resumed: false })
      await nextTask()
      await drainMicrotasks()
      expect({ hook, resumed }).toEqual({ hook, resumed: true })
    }
  })

  it('give each shared module load its own task, so their script tags are not all added at once', async () => {
    // Work queued by the first load's continuation runs before the second load resumes only if
    // the second resumes in a later task; in the same task it would come after it.
    const order: string[] = []
    const first = callHook('beforeLoadShare', { pkgName: 'react-dom' }).then(() => {
      order.push('react-dom')
      void Promise.resolve().then(() => order.push("the rest of react-dom's task"))
    })
    const second = callHook('beforeLoadShare', { pkgName: '@app/shared/routing/index.ts' }).then(() => order.push('routing'))
    await Promise.all([first, second])
    expect(order).toEqual(['react-dom', "the rest of react-dom's task", 'routing'])
  })

  it('let the load go on unchanged: the waterfall hook hands back the same arguments, the others nothing (false would stop it)', async () => {
    const args = { pkgName: 'react', shareInfo: {} }
    await expect(callHook('beforeLoadShare', args)).resolves.toBe(args)
    await expect(callHook('beforeGetExpose', { id: 'mfe_games/App' })).resolves.toBeUndefined()
  })
})
