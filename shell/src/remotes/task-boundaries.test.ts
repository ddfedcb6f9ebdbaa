import { describe, expect, it } from 'vitest'
import { nextTask, taskBoundaries } from './task-boundaries.ts'

/** Lets every queued promise reaction run, without letting a timer fire. */
const drainMicrotasks = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}

describe('the task boundaries of a remote first load', () => {
  it('hold a remote container init and its ./App request until a later task, never resolving in the same one', async () => {
    for (const hook of [taskBoundaries.beforeInitRemote, taskBoundaries.beforeGetExpose]) {
      let resumed = false
      void (hook as () => Promise<void>)().then(() => (resumed = true))
      await drainMicrotasks()
      expect(resumed).toBe(false)
      await nextTask()
      await drainMicrotasks()
      expect(resumed).toBe(true)
    }
  })

  it('resume the load with its arguments unchanged (a hook that answered false would stop it)', async () => {
    const answer = await (taskBoundaries.beforeGetExpose as () => Promise<unknown>)()
    expect(answer).toBeUndefined()
  })
})
