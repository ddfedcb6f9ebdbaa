import { useSyncExternalStore } from 'react'
import { APP_SHELL_MESSAGES } from '@app/shared/domain/messages/app-shell.ts'
import { useWorkerAccount } from '../service-worker/use-worker-account.ts'
import { useWorkerRegistration } from '../service-worker/use-worker-registration.ts'
import { applyUpdate, isUpdateWaiting, subscribeUpdate } from '../service-worker/worker-update.ts'
import './app-status.css'

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

// Prerendered pages are drawn online with no update waiting; the browser's own state follows.
const online = () => navigator.onLine
const drawnOnline = () => true
const drawnCurrent = () => false

/**
 * The installed app's notes above every page (docs/features/platform.md "Installable and offline"):
 * offline, the pages show the last answers the service worker kept for this account; and when a new
 * version of the shell waits, Reload lets it take over. It also registers the service worker.
 */
export function AppStatus() {
  const isOnline = useSyncExternalStore(subscribeOnline, online, drawnOnline)
  const updateReady = useSyncExternalStore(subscribeUpdate, isUpdateWaiting, drawnCurrent)
  useWorkerRegistration()
  useWorkerAccount()
  if (isOnline && !updateReady) return null
  return (
    <div className="pp-app-status">
      {isOnline ? null : (
        <p className="pp-app-status__note" role="status" data-testid="offline-note">
          {APP_SHELL_MESSAGES.offline}
        </p>
      )}
      {updateReady ? (
        <p className="pp-app-status__note" role="status" data-testid="update-prompt">
          {APP_SHELL_MESSAGES.updateReady}{' '}
          <button type="button" className="pp-app-status__action" onClick={applyUpdate}>
            {APP_SHELL_MESSAGES.reload}
          </button>
        </p>
      ) : null}
    </div>
  )
}
