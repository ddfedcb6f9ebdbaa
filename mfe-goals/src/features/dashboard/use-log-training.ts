import { useRef, useState } from 'react'
import { isOfflineError, toApiErrorInfo } from '@app/shared/api-client/api-request-error.ts'
import { OFFLINE_MESSAGES } from '@app/shared/domain/messages/offline.ts'
import { keepOffline, OfflineQueueNotLoaded } from '@app/shared/offline/use-offline-queue.ts'
import { progressApi } from '@app/shared/api-client/progress.ts'
import { TRAINING_MESSAGES } from '@app/shared/domain/messages/training.ts'
import type { LogTrainingResponse } from '@app/shared/schemas/progress.ts'
import type { LogTrainingRequest } from '@app/shared/schemas/training.ts'
import { toast, useAppDispatch } from '@app/shared/session/index.ts'
import {
  checkLogTraining,
  LOG_TRAINING_FIELDS,
  type LogTrainingErrors,
  type LogTrainingValues,
  newSessionId,
  submissionKey,
  toLogTrainingRequest,
} from './log-training-values.ts'

export type LogOutcome = { outcome: 'logged' | 'queued' | 'invalid' | 'failed' | 'busy'; errors: LogTrainingErrors }

/**
 * Sends the Log Training form (docs/features/training-and-progress.md) and tells the dashboard what changed. One session id
 * per submission: a retry after a failure (the answer may have been lost after the server saved
 * it) sends the same id again, so the session is recorded once; a changed form gets a new id.
 * With no connection the session is kept on the device with its id and the moment it was logged,
 * shown as waiting to sync, and sent when the connection returns (shared/src/offline).
 */
export function useLogTraining(onLogged: (response: LogTrainingResponse) => void) {
  const dispatch = useAppDispatch()
  const [status, setStatus] = useState<'idle' | 'saving'>('idle')
  const [errors, setErrors] = useState<LogTrainingErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const pending = useRef<{ key: string; id: string } | null>(null)
  // A second Enter can arrive before React has re-rendered the disabled button.
  const inFlight = useRef(false)

  async function submit(values: LogTrainingValues): Promise<LogOutcome> {
    if (inFlight.current) return { outcome: 'busy', errors: {} }
    setFailure(null)
    const found = checkLogTraining(values)
    setErrors(found)
    if (Object.keys(found).length > 0) return { outcome: 'invalid', errors: found }

    const key = submissionKey(values)
    if (pending.current?.key !== key) pending.current = { key, id: newSessionId() }
    const request = toLogTrainingRequest(values, pending.current.id)
    inFlight.current = true
    setStatus('saving')
    try {
      const response = await progressApi.logTraining(request)
      pending.current = null
      onLogged(response)
      dispatch(toast.success(TRAINING_MESSAGES.logged))
      if (response.leveled_up)
        dispatch(toast.success(`Level up! You reached Player Level ${response.level.level}: ${response.level.title}`))
      for (const badge of response.badges_earned) dispatch(toast.success(`New badge: ${badge.name}!`))
      return { outcome: 'logged', errors: {} }
    } catch (error) {
      const kept = isOfflineError(error) ? await keptOffline(request) : null
      if (kept === 'kept') {
        pending.current = null
        setErrors({})
        dispatch(toast.info(OFFLINE_MESSAGES.sessionQueued))
        return { outcome: 'queued', errors: {} }
      }
      if (kept === 'not-loaded') {
        // The form keeps what the player entered, to send once the connection is back.
        setErrors({})
        setFailure(OFFLINE_MESSAGES.notReadyOffline)
        return { outcome: 'failed', errors: {} }
      }
      const info = toApiErrorInfo(error, TRAINING_MESSAGES.logFailed)
      const fieldErrors = pickFormFields(info.fields)
      setErrors(fieldErrors)
      // Field messages say what to fix (the daily cap's comes on the duration); anything else gets the form's own failure words.
      if (Object.keys(fieldErrors).length === 0)
        setFailure(info.code === 'UNAUTHENTICATED' ? TRAINING_MESSAGES.logInToLog : TRAINING_MESSAGES.logFailed)
      return { outcome: 'failed', errors: fieldErrors }
    } finally {
      inFlight.current = false
      setStatus('idle')
    }
  }

  const clearError = (name: keyof LogTrainingValues) => setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e))

  return { status, errors, failure, submit, clearError }
}

/**
 * Keeps the session to send later. 'not-loaded': offline before the queue's code arrived;
 * 'failed': the device cannot keep it (storage refused). Either way the failure is shown instead.
 */
async function keptOffline(request: LogTrainingRequest): Promise<'kept' | 'not-loaded' | 'failed'> {
  const occurred_at = new Date().toISOString()
  try {
    await keepOffline({ kind: 'log_training', id: request.id, occurred_at, request: { ...request, occurred_at } })
    return 'kept'
  } catch (error) {
    return error instanceof OfflineQueueNotLoaded ? 'not-loaded' : 'failed'
  }
}

/**
 * The server's field messages for fields the form shows; a path inside a field ('skill_focus.0')
 * counts for the field. An id or time-zone problem is not the player's to fix, so it is left out.
 */
function pickFormFields(fields: Record<string, string[]>): LogTrainingErrors {
  const picked: LogTrainingErrors = {}
  for (const [path, messages] of Object.entries(fields)) {
    const name = LOG_TRAINING_FIELDS.find((f) => path === f || path.startsWith(`${f}.`))
    if (name && messages.length > 0) picked[name] = [...(picked[name] ?? []), ...messages]
  }
  return picked
}
