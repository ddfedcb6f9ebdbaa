import { Button } from '@app/shared/ui/button.tsx'
import { Spinner } from '@app/shared/ui/spinner.tsx'

export type GoalsLoadingProps = { onCancel: () => void }

/** The load in progress, with Cancel (docs/features/goals.md). */
export function GoalsLoading({ onCancel }: GoalsLoadingProps) {
  return (
    <section className="pp-card pp-goals__state" data-testid="goals-loading" aria-label="Loading goals">
      <Spinner label="Loading your goals…" testId="goals-spinner" />
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </section>
  )
}
