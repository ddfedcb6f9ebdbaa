// The page's side of the update prompt: a new shell's worker has installed and waits while this
// page runs the old one. Kept apart from register-worker.ts so the prompt (in every page's first
// bundle) carries only this, and the registration loads after the page has painted.
import type { SkipWaitingMessage } from './worker-protocol.ts'

let waiting: ServiceWorker | null = null
const listeners = new Set<() => void>()

/** A new worker installed while an older one controls this page. */
export function updateWaiting(worker: ServiceWorker): void {
  waiting = worker
  for (const listener of listeners) listener()
}

export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const isUpdateWaiting = () => waiting !== null

/** Reload asked for: the waiting worker takes over, and the page loads again under it. */
export function applyUpdate(): void {
  if (!waiting) return
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true })
  waiting.postMessage({ type: 'SKIP_WAITING' } satisfies SkipWaitingMessage)
}
