/** Toast kinds (docs/features/platform.md). */
export type ToastKind = 'blank' | 'error' | 'success' | 'loading' | 'custom'
export type Toast = { id: string; kind: ToastKind; message: string; createdAt: number; durationMs: number | null }

/** At most 20 toasts at once (docs/features/platform.md). */
export const MAX_TOASTS = 20

/** Display time per kind (docs/features/platform.md): success 2 s, loading stays until dismissed, the rest 4 s. */
export function toastDuration(kind: ToastKind): number | null {
  if (kind === 'success') return 2000
  if (kind === 'loading') return null
  return 4000
}

/** Adds a toast newest first; past the limit the oldest ones are dropped. */
export function pushToast(queue: readonly Toast[], toast: Toast): Toast[] {
  return [toast, ...queue.filter((t) => t.id !== toast.id)].slice(0, MAX_TOASTS)
}

export function dismissToast(queue: readonly Toast[], id: string): Toast[] {
  return queue.filter((t) => t.id !== id)
}

/** Toasts whose display time has run out at `now`; loading toasts never expire by themselves. */
export function expiredToasts(queue: readonly Toast[], now: number): string[] {
  return queue.filter((t) => t.durationMs !== null && now - t.createdAt >= t.durationMs).map((t) => t.id)
}
