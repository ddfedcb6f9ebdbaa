import { type ComponentType, lazy, type LazyExoticComponent, Suspense, useState } from 'react'
import { ErrorBoundary } from '@app/shared/ui/error-boundary.tsx'
import { Spinner } from '@app/shared/ui/spinner.tsx'
import { reportRemoteFailure } from './error-watch.ts'
import { isFallback } from './fallback-module.ts'
import { RetryArea } from './load-failed.tsx'
import { loadRemoteApp } from './load-remote-app.ts'
import { RemoteFallback } from './remote-fallback.tsx'
import { REMOTE_LABELS, type RemoteName } from './remote-names.ts'

type Attempt = { n: number; App: LazyExoticComponent<ComponentType>; failed: boolean }

// One lazy component per remote and attempt, kept across mounts so that coming back to an area
// does not flash a spinner. A new attempt gets a new lazy(): React caches a rejected lazy forever.
const attempts = new Map<RemoteName, Attempt>()

function attemptFor(name: RemoteName, n: number): Attempt {
  const known = attempts.get(name)
  if (known && known.n === n) return known
  const attempt: Attempt = {
    n,
    failed: false,
    App: lazy(() =>
      loadRemoteApp(name, n > 0).then(
        (mod) => {
          // The registry plugin answered the area's fallback: the remote could not be loaded.
          if (isFallback(mod)) attempt.failed = true
          return mod
        },
        (error: unknown) => {
          attempt.failed = true
          throw error
        },
      ),
    ),
  }
  attempts.set(name, attempt)
  return attempt
}

/** Coming back to an area that failed earlier tries again instead of showing the old failure. */
function firstAttempt(name: RemoteName): number {
  const known = attempts.get(name)
  if (!known) return 0
  return known.failed ? known.n + 1 : known.n
}

export type RemoteSlotProps = { name: RemoteName }

/**
 * The place a remote renders in the shell. A remote that is down, or that throws, shows a fallback
 * in its area only (nav and footer keep working); Retry loads it again from the registry.
 */
export function RemoteSlot({ name }: RemoteSlotProps) {
  const [n, setN] = useState(() => firstAttempt(name))
  const attempt = attemptFor(name, n)
  const { App } = attempt
  const label = REMOTE_LABELS[name]
  return (
    <ErrorBoundary
      key={n}
      onError={(error) => {
        console.error(`[shell] ${name} failed`, error)
        // A load that failed is reported where it failed (registry-plugin.ts); this is the area throwing.
        if (!attempt.failed) reportRemoteFailure(name, 'error', error)
      }}
      fallback={() => <RemoteFallback label={label} onRetry={() => setN(n + 1)} />}
    >
      <RetryArea.Provider value={() => setN(n + 1)}>
        <Suspense fallback={<Spinner label={`Loading ${label}…`} testId="remote-loading" />}>
          {/* Prerendering (Node): an empty outlet, where the shell's server puts the remote's own
            prerendered area (platform/src/compose-area.mjs); the browser hydrates the remote into it. */}
          {typeof window === 'undefined' ? <div data-remote-outlet={name} /> : <App />}
        </Suspense>
      </RetryArea.Provider>
    </ErrorBoundary>
  )
}
