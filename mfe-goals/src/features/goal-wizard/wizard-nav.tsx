import type { ReactNode } from 'react'
import { Button } from '@app/shared/ui/button.tsx'

export type WizardNavProps = {
  onPrevious: () => void
  /** The forward action of this step (Next, or the save button of step 3). */
  children: ReactNode
}

/** Previous on the left, the step's forward action on the right (stacked on a phone). */
export function WizardNav({ onPrevious, children }: WizardNavProps) {
  return (
    <div className="pp-wizard__nav">
      <Button variant="secondary" onClick={onPrevious}>
        <span aria-hidden="true">←</span> Previous
      </Button>
      {children}
    </div>
  )
}
