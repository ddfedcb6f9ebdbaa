import { type KeyboardEvent, type ReactNode, type RefObject, useId, useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import './confirm-dialog.css'

export type ModalDialogProps = {
  title: string
  children: ReactNode
  /** The dialog's buttons; the one marked data-dialog-initial-focus gets focus on open. */
  actions: ReactNode
  /** While an action runs: Escape and a click outside are ignored. */
  busy?: boolean
  /** Escape, a click outside, or the caller's own close button. */
  onClose: () => void
  /** Where focus goes on close when the element that opened the dialog is gone (a deleted row's button). */
  fallbackFocus?: RefObject<HTMLElement | null>
  testId?: string
}

const FOCUSABLE =
  'button:not(:disabled), [href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])'

/**
 * A modal dialog (WAI-ARIA dialog pattern): mounted means open. Focus starts on the action marked
 * data-dialog-initial-focus, Tab stays inside, Escape or a click outside closes, and on close focus
 * goes back to where it was.
 */
export function ModalDialog({ title, children, actions, busy = false, onClose, fallbackFocus, testId = 'modal-dialog' }: ModalDialogProps) {
  const id = useId()
  const dialogRef = useRef<HTMLDivElement>(null)
  const busyRef = useRef(busy)
  busyRef.current = busy

  // Read while rendering, before any effect has moved focus (StrictMode runs effects twice in dev).
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null))

  useLayoutEffect(() => {
    const dialog = dialogRef.current
    dialog?.querySelector<HTMLElement>('[data-dialog-initial-focus]')?.focus()
    // Focus that escapes (a click on a toast, a screen reader's virtual cursor) is pulled back in.
    const keepFocusInside = (event: FocusEvent) => {
      if (dialog && event.target instanceof Node && !dialog.contains(event.target)) dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus()
    }
    document.addEventListener('focusin', keepFocusInside)
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.removeEventListener('focusin', keepFocusInside)
      document.body.style.overflow = overflow
      // After this commit: the opener may be removed in the same render that closes the dialog.
      // eslint-disable-next-line react-hooks/exhaustive-deps -- the ref is read at close time on purpose
      queueMicrotask(() => (opener?.isConnected ? opener : fallbackFocus?.current)?.focus())
    }
    // Once per opening; fallbackFocus is a ref, read at close time.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [opener])

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation()
      if (!busyRef.current) onClose()
      return
    }
    if (event.key !== 'Tab' || !dialogRef.current) return
    const items = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const first = items[0]
    const last = items[items.length - 1]
    if (!first || !last) return event.preventDefault()
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return createPortal(
    // A click outside closes, as Escape does from the keyboard (onKeyDown below).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="pp-dialog__backdrop" onMouseDown={(e) => e.target === e.currentTarget && !busy && onClose()}>
      {/* The dialog pattern: Escape and Tab are handled on the dialog itself. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={dialogRef}
        className="pp-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body`}
        data-testid={testId}
        onKeyDown={onKeyDown}
      >
        <h2 id={`${id}-title`} className="pp-dialog__title">
          {title}
        </h2>
        <div id={`${id}-body`} className="pp-dialog__body">
          {children}
        </div>
        <div className="pp-dialog__actions">{actions}</div>
      </div>
    </div>,
    document.body,
  )
}
