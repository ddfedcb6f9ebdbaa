import { useState } from 'react'
import { toApiErrorInfo } from '@app/shared/api-client/api-request-error.ts'
import { progressApi } from '@app/shared/api-client/progress.ts'
import type { RestDayReason } from '@app/shared/domain/training-streak.ts'
import type { StreakView } from '@app/shared/schemas/progress.ts'

export type RestDayMessage = { tone: 'success' | 'error'; text: string }

const REST_DAY_TAKEN = 'Rest day taken: your streak is safe. Rest well!'
const REST_DAY_FAILED = 'Could not take a rest day. Please try again.'

/**
 * Marks today as a rest day. The server decides (a live streak, at most 2 in 7 days, not on a day
 * already trained) and its refusal is shown in its own words.
 */
export function useRestDay(onMarked: (streak: StreakView) => void) {
  const [status, setStatus] = useState<'idle' | 'saving'>('idle')
  const [message, setMessage] = useState<RestDayMessage | null>(null)

  async function markRestDay(reason: RestDayReason) {
    setStatus('saving')
    setMessage(null)
    try {
      const streak = await progressApi.markRestDay({ reason })
      onMarked(streak)
      setMessage({ tone: 'success', text: REST_DAY_TAKEN })
    } catch (error) {
      setMessage({ tone: 'error', text: toApiErrorInfo(error, REST_DAY_FAILED).message || REST_DAY_FAILED })
    } finally {
      setStatus('idle')
    }
  }

  return { status, message, markRestDay }
}
