import { useEffect } from 'react'
import { isDemoMode } from '@app/shared/demo/demo-mode.ts'
import { selectSession, useAppSelector } from '@app/shared/session/index.ts'
import type { AccountMessage } from './worker-protocol.ts'

/**
 * Tells the service worker who is signed in whenever that changes: it keeps API reads only for
 * that account and deletes any other account's (docs/features/platform.md "Installable and offline").
 * Needed beside the worker's own look at GET /api/auth/session: a sign-in does not read the session,
 * and on a first visit the worker takes over the page after that read.
 */
export function useWorkerAccount(): void {
  const { status, user } = useAppSelector(selectSession)
  const userId = user?.id ?? null
  useEffect(() => {
    if (status === 'loading' || isDemoMode() || !('serviceWorker' in navigator)) return
    const message: AccountMessage = { type: 'ACCOUNT', userId }
    void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message))
  }, [status, userId])
}
