import { createContext, useContext } from 'react'
import type { RemoteAppModule } from './load-remote-app.ts'
import { RemoteFallback } from './remote-fallback.tsx'
import { REMOTE_LABELS, type RemoteName } from './remote-names.ts'

/** What Retry does in an area whose remote could not be loaded: remote-slot.tsx starts a new attempt. */
export const RetryArea = createContext<() => void>(() => undefined)

/**
 * The module the registry plugin answers for a remote that could not be loaded: it renders in the
 * area as the remote's App would, showing the area's "not available" message with Retry.
 */
export function loadFailedModule(name: RemoteName): RemoteAppModule {
  function LoadFailed() {
    return <RemoteFallback label={REMOTE_LABELS[name]} onRetry={useContext(RetryArea)} />
  }
  return { default: LoadFailed }
}
