import { useState } from 'react'
import { isOfflineError, toApiErrorInfo } from '@app/shared/api-client/api-request-error.ts'
import { OFFLINE_MESSAGES } from '@app/shared/domain/messages/offline.ts'
import { keepOffline, notKeptMessage as notKept } from '@app/shared/offline/use-offline-queue.ts'
import { progressApi } from '@app/shared/api-client/progress.ts'
import type { RestDayReason } from '@app/shared/domain/training-streak.ts'
import type { StreakView } from '@app/shared/schemas/progress.ts'

export type RestDayMessage = { tone: 'success' | 'error'; text: string }

const REST_DAY_TAKEN = 'Rest day taken: your streak is safe. Rest well!'
const REST_DAY_FAILED = 'Could not take a rest day. Please try again.'

/**
 * Marks today as a rest day. The server decides (a live streak, at most 2 in 7 days, not on a day
 * already trained) and its refusal is shown in its own words. With no connection it is kept on the
 * device with its client id and moment and sent when the connection returns (shared/src/offline);
 * a refusal then is shown on the dashboard.
 */
export function useRestDay(onMarked: (streak: StreakView) => void) {
  const [status, setStatus] = useState<'idle' | 'saving'>('idle')
  const [message, setMessage] = useState<RestDayMessage | null>(null)

  async function markRestDay(reason: RestDayReason) {
    setStatus('saving')
    setMessage(null)
    const id = crypto.randomUUID()
    try {
      const streak = await progressApi.markRestDay({ id, reason })
      onMarked(streak)
      setMessage({ tone: 'success', text: REST_DAY_TAKEN })
    } catch (error) {
      if (isOfflineError(error)) {
        const occurred_at = new Date().toISOString()
        const kept = await keepOffline({ kind: 'rest_day', id, occurred_at, request: { id, reason, occurred_at } }).then(
          () => true,
          (failure: unknown) => failure,
        )
        setMessage(kept === true ? { tone: 'success', text: OFFLINE_MESSAGES.restDayQueued } : { tone: 'error', text: notKept(kept) })
        return
      }
      setMessage({ tone: 'error', text: toApiErrorInfo(error, REST_DAY_FAILED).message || REST_DAY_FAILED })
    } finally {
      setStatus('idle')
    }
  }

  return { status, message, markRestDay }
}
