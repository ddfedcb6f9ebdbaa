import { Button } from '@app/shared/ui/button.tsx'

/** The submit and Cancel row under each of the dashboard's panel forms (link, invite, create child). */
export function FormActions({
  label,
  busyLabel,
  busy,
  onCancel,
}: {
  label: string
  busyLabel: string
  busy: boolean
  onCancel: () => void
}) {
  return (
    <div className="pp-family__actions">
      <Button type="submit" busy={busy} busyLabel={busyLabel}>
        {label}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  )
}
