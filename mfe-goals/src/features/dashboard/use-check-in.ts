import { useState } from 'react'
import { isOfflineError, toApiErrorInfo } from '@app/shared/api-client/api-request-error.ts'
import { OFFLINE_MESSAGES } from '@app/shared/domain/messages/offline.ts'
import { keepOffline, notKeptMessage as notKept } from '@app/shared/offline/use-offline-queue.ts'
import { progressApi } from '@app/shared/api-client/progress.ts'
import { TRAINING_MESSAGES } from '@app/shared/domain/messages/training.ts'
import { useLoad } from '@app/shared/ui/use-load.ts'

export type CheckInMessage = { tone: 'success' | 'error'; text: string }

const CHECK_IN_FAILED = 'Could not check in just now. Please try again.'
const fetchCheckIn = (signal: AbortSignal) => progressApi.checkIns({ signal })

/**
 * Today's check-in: whether it is done, and the Check in action. A 409 means another tab or device
 * checked in first; the card then says so and shows today as done. Each tap has its own client id,
 * so a retried send counts once; with no connection the check-in is kept on the device with its id
 * and moment and sent when the connection returns (shared/src/offline).
 */
export function useCheckIn() {
  const { load, reload, refresh, replace } = useLoad(fetchCheckIn)
  const [status, setStatus] = useState<'idle' | 'saving'>('idle')
  const [message, setMessage] = useState<CheckInMessage | null>(null)

  async function checkIn() {
    setStatus('saving')
    setMessage(null)
    const id = crypto.randomUUID()
    try {
      const next = await progressApi.checkIn({ id })
      replace(() => next)
      setMessage({ tone: 'success', text: TRAINING_MESSAGES.checkedIn })
    } catch (error) {
      if (isOfflineError(error)) {
        const occurred_at = new Date().toISOString()
        const kept = await keepOffline({ kind: 'check_in', id, occurred_at, request: { id, occurred_at } }).then(
          () => true,
          (failure: unknown) => failure,
        )
        setMessage(kept === true ? { tone: 'success', text: OFFLINE_MESSAGES.checkInQueued } : { tone: 'error', text: notKept(kept) })
        return
      }
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

  return { load, reload, status, message, checkIn, replace }
}
