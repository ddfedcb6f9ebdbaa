import type { ReactNode, RefObject } from 'react'
import { Button } from './button.tsx'
import { ModalDialog } from './modal-dialog.tsx'

export type ConfirmDialogProps = {
  title: string
  /** The question in full: what will happen and to what. */
  children: ReactNode
  confirmLabel: string
  /** 'danger' for destructive actions (the confirm button turns red). */
  tone?: 'danger' | 'primary'
  /** While the action runs: buttons blocked, Escape ignored. */
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
  /** Where focus goes on close when the element that opened the dialog is gone (a deleted row's button). */
  fallbackFocus?: RefObject<HTMLElement | null>
  testId?: string
}

/**
 * A modal confirmation: focus starts on Cancel (the safe choice); Escape or a click outside cancels.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  tone = 'danger',
  busy = false,
  onConfirm,
  onCancel,
  fallbackFocus,
  testId = 'confirm-dialog',
}: ConfirmDialogProps) {
  return (
    <ModalDialog
      title={title}
      busy={busy}
      onClose={onCancel}
      fallbackFocus={fallbackFocus}
      testId={testId}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy} data-dialog-initial-focus="">
            Cancel
          </Button>
          <Button variant={tone} onClick={onConfirm} busy={busy} busyLabel={`${confirmLabel}…`}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </ModalDialog>
  )
}
