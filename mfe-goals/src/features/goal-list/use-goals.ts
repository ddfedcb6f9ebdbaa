import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import { ApiRequestError } from '@app/shared/api-client/api-request-error.ts'
import { goalsApi } from '@app/shared/api-client/goals.ts'
import { GOAL_LIMITS } from '@app/shared/domain/goals.ts'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import type { Goal } from '@app/shared/schemas/goals.ts'

export type GoalsLoad = { status: 'loading' } | { status: 'ready'; goals: Goal[] } | { status: 'failed'; message: string }

/** What a complete, reopen or delete ended with, for the caller's toast. */
export type GoalChange = 'done' | 'notFound' | 'limit' | 'failed'

const TIMED_OUT = 'timeout'

/**
 * The signed-in player's goals (newest first, as the API sorts them): loaded on mount, with Cancel,
 * a 10 s time-out (docs/features/goals.md) and Try Again; complete and remove update the list in place.
 */
export function useGoals() {
  const [load, setLoad] = useState<GoalsLoad>({ status: 'loading' })
  const current = useRef<AbortController | null>(null)

  const reload = useCallback(() => {
    current.current?.abort()
    const controller = new AbortController()
    current.current = controller
    setLoad({ status: 'loading' })
    const timer = setTimeout(() => controller.abort(TIMED_OUT), GOAL_LIMITS.loadTimeoutMs)
    goalsApi
      .list(undefined, { signal: controller.signal })
      .then((goals) => {
        // A transition: a page of goal cards is drawn in slices the browser can answer input
        // between, not in one long task (a phone's Total Blocking Time; docs/performance.md).
        if (current.current === controller) startTransition(() => setLoad({ status: 'ready', goals }))
      })
      .catch(() => {
        if (current.current !== controller) return // superseded by a newer load, or unmounted
        const timedOut = controller.signal.reason === TIMED_OUT
        setLoad({ status: 'failed', message: timedOut ? GOAL_MESSAGES.requestTimeout : GOAL_MESSAGES.loadFailed })
      })
      .finally(() => clearTimeout(timer))
  }, [])

  useEffect(() => {
    reload()
    return () => {
      const controller = current.current
      current.current = null
      controller?.abort()
    }
  }, [reload])

  /** Stops the running load; the request's rejection then shows the error state with Try Again. */
  const cancel = useCallback(() => current.current?.abort(), [])

  const update = (change: (goals: Goal[]) => Goal[]) =>
    setLoad((l) => (l.status === 'ready' ? { status: 'ready', goals: change(l.goals) } : l))

  const complete = useCallback((id: string) => sendStatus(goalsApi.complete, id, update), [])
  const reopen = useCallback((id: string) => sendStatus(goalsApi.reopen, id, update), [])

  const remove = useCallback(async (id: string): Promise<GoalChange> => {
    try {
      await goalsApi.remove(id)
      update((goals) => goals.filter((g) => g.id !== id))
      return 'done'
    } catch (error) {
      return settleFailure(error, id, update)
    }
  }, [])

  /** An edit the server saved (or a goal it no longer has) shows in the list at once. */
  const replace = useCallback((goal: Goal) => update(putInPlace(goal)), [])
  const forget = useCallback((id: string) => update((goals) => goals.filter((g) => g.id !== id)), [])

  return { load, reload, cancel, complete, reopen, remove, replace, forget }
}

type Update = (change: (goals: Goal[]) => Goal[]) => void

/** The goal as the server now has it, in its place in the list. */
const putInPlace = (goal: Goal) => (goals: Goal[]) => goals.map((g) => (g.id === goal.id ? goal : g))

/** Complete and reopen: the server answers with the goal's new status, which takes its place. */
async function sendStatus(send: (id: string) => Promise<Goal>, id: string, update: Update): Promise<GoalChange> {
  try {
    update(putInPlace(await send(id)))
    return 'done'
  } catch (error) {
    return settleFailure(error, id, update)
  }
}

/** A goal the server no longer has (deleted in another tab) leaves the list too. */
function settleFailure(error: unknown, id: string, update: Update): GoalChange {
  if (error instanceof ApiRequestError && error.code === 'NOT_FOUND') {
    update((goals) => goals.filter((g) => g.id !== id))
    return 'notFound'
  }
  return error instanceof ApiRequestError && error.code === 'PLAN_LIMIT_REACHED' ? 'limit' : 'failed'
}
