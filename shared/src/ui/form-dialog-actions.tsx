import { Button } from './button.tsx'

export type FormDialogActionsProps = { formId: string; busy: boolean; onCancel: () => void; submitLabel: string }

/** Cancel and the submit button of a form inside a ModalDialog (the button names the form by id). */
export function FormDialogActions({ formId, busy, onCancel, submitLabel }: FormDialogActionsProps) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" form={formId} busy={busy} busyLabel="Saving…">
        {submitLabel}
      </Button>
    </>
  )
}
