import type { WizardDraft } from '@app/shared/domain/goal-wizard.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { FormAlert } from '@app/shared/ui/form-alert.tsx'
import { WizardNav } from './wizard-nav.tsx'
import { WizardSummary } from './wizard-summary.tsx'

export type SaveSummaryProps = {
  draft: WizardDraft
  firstName: string
  saving: boolean
  failure: string | null
  onSave: () => void
  onPrevious: () => void
}

/** Step 3 for a signed-in player: the plan, then Save Goals. */
export function SaveSummary({ draft, firstName, saving, failure, onSave, onPrevious }: SaveSummaryProps) {
  return (
    <>
      <p className="pp-wizard__lead">Looking good, {firstName}! Here is your plan. Save it to start tracking your progress.</p>
      <FormAlert message={failure} testId="wizard-save-error" />
      <WizardSummary draft={draft} />
      <WizardNav onPrevious={onPrevious}>
        <Button onClick={onSave} busy={saving} busyLabel="Saving…" data-testid="wizard-save">
          Save Goals
        </Button>
      </WizardNav>
    </>
  )
}
