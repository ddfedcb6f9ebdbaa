import { useState } from 'react'
import { toApiErrorInfo } from '@app/shared/api-client/api-request-error.ts'
import { progressApi } from '@app/shared/api-client/progress.ts'
import { TRAINING_MESSAGES } from '@app/shared/domain/messages/training.ts'
import { useLoad } from '@app/shared/ui/use-load.ts'

export type CheckInMessage = { tone: 'success' | 'error'; text: string }

const CHECK_IN_FAILED = 'Could not check in just now. Please try again.'
const fetchCheckIn = (signal: AbortSignal) => progressApi.checkIns({ signal })

/**
 * Today's check-in: whether it is done, and the Check in action. A 409 means another tab or device
 * checked in first; the card then says so and shows today as done.
 */
export function useCheckIn() {
  const { load, reload, refresh, replace } = useLoad(fetchCheckIn)
  const [status, setStatus] = useState<'idle' | 'saving'>('idle')
  const [message, setMessage] = useState<CheckInMessage | null>(null)

  async function checkIn() {
    setStatus('saving')
    setMessage(null)
    try {
      const next = await progressApi.checkIn({})
      replace(() => next)
      setMessage({ tone: 'success', text: TRAINING_MESSAGES.checkedIn })
    } catch (error) {
      const info = toApiErrorInfo(error, CHECK_IN_FAILED)
      if (info.status === 409 || info.code === 'CONFLICT') {
        setMessage({ tone: 'error', text: TRAINING_MESSAGES.alreadyCheckedIn })
        refresh()
      } else {
        setMessage({ tone: 'error', text: CHECK_IN_FAILED })
      }
    } finally {
      setStatus('idle')
    }
  }

  return { load, reload, status, message, checkIn }
}
