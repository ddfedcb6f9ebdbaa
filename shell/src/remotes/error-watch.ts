import type { ClientErrorKind } from '@app/shared/domain/client-errors.ts'
import type { RemoteName } from './remote-names.ts'

type Reporter = typeof import('./error-reports.ts')

/**
 * The part of error reporting every page carries: two listeners. The reporter itself
 * (error-reports.ts) is its own chunk, fetched on the first error, so the shell's first load pays
 * for listening only. Only the shell listens: window 'error' and 'unhandledrejection' fire for every
 * script on the page, so the remotes' errors are heard here too (docs/features/platform.md, "Errors
 * from browsers"). Whatever goes wrong while reporting is dropped, never reported in its turn.
 */
const withReporter = (use: (reporter: Reporter) => Promise<void>) => void import('./error-reports.ts').then(use).catch(() => undefined)

/** Listens for the page's uncaught errors and unhandled rejections, from the first script on. */
export function watchErrors(target: Window = window): void {
  target.addEventListener('error', (e) => withReporter((r) => r.reportUncaught(e.error ?? e.message, e.filename, target.location.origin)))
  target.addEventListener('unhandledrejection', (e) => withReporter((r) => r.reportUncaught(e.reason, undefined, target.location.origin)))
}

/** A remote that could not be loaded, or whose area threw inside the shell's error boundary. */
export function reportRemoteFailure(name: RemoteName, kind: ClientErrorKind, error: unknown): void {
  withReporter((r) => r.reportRemoteFailure(name, kind, error))
}
