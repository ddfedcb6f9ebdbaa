import { useState } from 'react'
import { toApiErrorInfo } from '@app/shared/api-client/api-request-error.ts'
import { meApi } from '@app/shared/api-client/me.ts'
import { PROFILE_MESSAGES } from '@app/shared/domain/messages/profile.ts'
import type { NotificationPreferences } from '@app/shared/schemas/user.ts'
import { useAppDispatch, userUpdated } from '@app/shared/session/index.ts'

export type SettingsMessage = { tone: 'success' | 'error'; text: string }

const SAVE_FAILED = 'Could not save your notification settings. Please try again.'

/**
 * The notification settings being edited, starting from the signed-in user's saved ones. Saving
 * stores the server's copy of the user, so every area of the page sees the new settings.
 */
export function useNotificationSettings(saved: NotificationPreferences) {
  const dispatch = useAppDispatch()
  const [values, setValues] = useState<NotificationPreferences>(saved)
  const [status, setStatus] = useState<'idle' | 'saving'>('idle')
  const [message, setMessage] = useState<SettingsMessage | null>(null)

  const change = (update: (v: NotificationPreferences) => NotificationPreferences) => {
    setMessage(null)
    setValues(update)
  }

  async function save() {
    setStatus('saving')
    setMessage(null)
    try {
      const user = await meApi.saveNotificationPreferences(values)
      dispatch(userUpdated(user))
      setValues(user.notificationPreferences)
      setMessage({ tone: 'success', text: PROFILE_MESSAGES.preferencesSaved })
    } catch (error) {
      const info = toApiErrorInfo(error, SAVE_FAILED)
      setMessage({ tone: 'error', text: info.code === 'VALIDATION_FAILED' ? info.message : SAVE_FAILED })
    } finally {
      setStatus('idle')
    }
  }

  return { values, change, status, message, save }
}
