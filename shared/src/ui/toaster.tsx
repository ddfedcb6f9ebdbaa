import { useEffect, useState } from 'react'
import type { Toast } from '@app/shared/domain/toast-queue.ts'
import { selectToasts, toastDismissed, useAppDispatch, useAppSelector } from '@app/shared/session/index.ts'

/**
 * Toasts top-right (docs/features/platform.md). The list is a polite live region that exists before any toast
 * arrives, so screen readers announce each new message. Timers pause while a toast is hovered or
 * focused, so nobody loses a message they are reading (WCAG 2.2.1).
 */
export function Toaster() {
  const toasts = useAppSelector(selectToasts)
  return (
    <ol className="pp-toaster" aria-live="polite" aria-label="Notifications" data-testid="toaster">
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </ol>
  )
}

function ToastItem({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch()
  const [paused, setPaused] = useState(false)
  // The clock restarts when the pointer or focus leaves, giving the reader the full time again.
  const [since, setSince] = useState(toast.createdAt)
  const resume = () => {
    setPaused(false)
    setSince(Date.now())
  }

  useEffect(() => {
    if (toast.durationMs === null || paused) return
    const left = Math.max(0, Math.max(since, toast.createdAt) + toast.durationMs - Date.now())
    const timer = setTimeout(() => dispatch(toastDismissed(toast.id)), left)
    return () => clearTimeout(timer)
  }, [dispatch, toast, paused, since])

  return (
    <li
      className="pp-toast"
      data-testid="toast"
      data-kind={toast.kind}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={resume}
      onFocus={() => setPaused(true)}
      onBlur={resume}
    >
      <span aria-hidden="true">{ICONS[toast.kind]}</span>
      <p className="pp-toast__message">{toast.message}</p>
      <button
        type="button"
        className="pp-toast__close"
        aria-label="Dismiss notification"
        onClick={() => dispatch(toastDismissed(toast.id))}
      >
        ×
      </button>
    </li>
  )
}

const ICONS: Record<Toast['kind'], string> = { success: '✓', error: '!', loading: '…', blank: 'i', custom: '•' }
