// Errors from browsers (docs/features/platform.md, "Errors from browsers"): the shell reports the
// page's uncaught errors and failed remote loads to POST /api/client-errors, each with the remote it
// belongs to and that remote's deployed version from the registry. Its own chunk, loaded on the
// first error (error-watch.ts listens): a page without errors never downloads it.
import { CLIENT_ERROR_LIMITS, type ClientErrorKind, UNVERSIONED } from '@app/shared/domain/client-errors.ts'
import { REMOTES } from '@app/shared/remotes.js'
import { remoteForUrl } from '../service-worker/remote-caches.ts'
import { loadRegistry, type RegistryEntry } from './remote-registry.ts'
import type { RemoteName } from './remote-names.ts'

export const CLIENT_ERRORS_PATH = '/api/client-errors'

type Source = { remote: string; version: string }

let sent = 0
const seen = new Set<string>()

/** The registry the page runs on (which remote serves which script URL, in which version), or none. */
const currentRegistry = (): Promise<readonly RegistryEntry[]> => loadRegistry().catch(() => [])

const SHELL: Source = { remote: 'shell', version: UNVERSIONED }

function remoteSource(name: string, registry: readonly RegistryEntry[]): Source {
  const pkg = REMOTES.find((r) => r.federationName === name)?.pkg
  if (!pkg) return SHELL
  return { remote: pkg, version: registry.find((r) => r.name === name)?.version ?? UNVERSIONED }
}

/**
 * Who threw, from the script URLs in the stack (top frame first) and the event's file: the first
 * URL that is a remote's current version (its entry's folder in the registry) names that remote;
 * the first on the page's own origin names the shell. Nothing of ours (an extension, a muted
 * cross-origin "Script error.") is not reported.
 */
export function sourceOfUrls(urls: readonly string[], pageOrigin: string, registry: readonly RegistryEntry[]): Source | null {
  for (const url of urls) {
    const remote = remoteForUrl(url, registry)
    if (remote) return remoteSource(remote.name, registry)
    if (url.startsWith(`${pageOrigin}/`)) return SHELL
  }
  return null
}

const urlsIn = (stack: string | undefined, file: string | undefined) =>
  [...(stack ?? '').matchAll(/https?:\/\/[^\s)]+/g)].map((m) => m[0].replace(/(:\d+)+$/, '')).concat(file ? [file] : [])

/**
 * Sends one report, at most `reportsPerPage` a page load and each identical one once. Never throws
 * and never reports its own failure: a beacon that fails is simply lost.
 */
function send(source: Source, kind: ClientErrorKind, message: string, stack: string | undefined): void {
  const key = `${source.remote} ${kind} ${message}`
  if (sent >= CLIENT_ERROR_LIMITS.reportsPerPage || seen.has(key) || typeof navigator === 'undefined') return
  seen.add(key)
  sent++
  try {
    const body = JSON.stringify({
      ...source,
      kind,
      message: message.slice(0, CLIENT_ERROR_LIMITS.messageChars) || 'Unknown error',
      stack: stack?.slice(0, CLIENT_ERROR_LIMITS.stackChars),
    })
    navigator.sendBeacon(CLIENT_ERRORS_PATH, new Blob([body], { type: 'application/json' }))
  } catch {
    // Reporting must never be the next error.
  }
}

const describe = (error: unknown): [string, string | undefined] => {
  const e = error as { message?: unknown; stack?: unknown } | null
  return [String(e?.message ?? error), typeof e?.stack === 'string' ? e.stack : undefined]
}

/** A remote that could not be loaded, or whose area threw inside the shell's error boundary. */
export async function reportRemoteFailure(name: RemoteName, kind: ClientErrorKind, error: unknown): Promise<void> {
  send(remoteSource(name, await currentRegistry()), kind, ...describe(error))
}

/**
 * An uncaught error or unhandled rejection (`error` is the thrown value, or the event's message when
 * the browser gives none), attributed by the script URLs in its stack and the event's file.
 */
export async function reportUncaught(error: unknown, file: string | undefined, pageOrigin: string): Promise<void> {
  const [message, stack] = describe(error)
  const source = sourceOfUrls(urlsIn(stack, file), pageOrigin, await currentRegistry())
  if (source) send(source, 'error', message, stack)
}
