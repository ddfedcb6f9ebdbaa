import { useEffect, useState } from 'react'
import { PUSH_MESSAGES } from '@app/shared/domain/messages/reminders.ts'
import { type DevicePushState, devicePushState, turnDevicePushOff, turnDevicePushOn } from '@app/shared/push/device-push.ts'

/**
 * "Reminders on this device": where this browser stands ('checking' until it is known), and the
 * switch that asks the browser's permission and subscribes, or unsubscribes
 * (docs/features/notifications.md, "Push").
 */
export function useDevicePush() {
  const [state, setState] = useState<DevicePushState | 'checking'>('checking')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    devicePushState()
      .then((s) => live && setState(s))
      .catch(() => live && setState('off'))
    return () => {
      live = false
    }
  }, [])

  async function toggle(on: boolean) {
    setBusy(true)
    setError(null)
    try {
      setState(await (on ? turnDevicePushOn() : turnDevicePushOff()))
    } catch {
      setError(PUSH_MESSAGES.failed)
    } finally {
      setBusy(false)
    }
  }

  return { state, busy, error, toggle }
}
