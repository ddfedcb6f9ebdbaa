import { useState } from 'react'
import type { WizardDraft } from '@app/shared/domain/goal-wizard.ts'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import { Link, useLocation } from '@app/shared/routing/index.ts'
import { selectSession, useAppSelector } from '@app/shared/session/index.ts'
import { Spinner } from '@app/shared/ui/spinner.tsx'
import { CreateAccountForm } from './create-account-form.tsx'
import { FreeLimitNotice, NEW_ACCOUNT_LIMIT } from './free-limit-notice.tsx'
import { SaveSummary } from './save-summary.tsx'
import { useGoalRoom } from './use-goal-room.ts'
import { useSaveWizard } from './use-save-wizard.ts'
import { WizardSummary } from './wizard-summary.tsx'

export type AccountStepProps = {
  draft: WizardDraft
  clearDraft: () => void
  onPrevious: () => void
  onChangeGoals: () => void
}

/** Step 3 (docs/features/goals.md): signed in, a summary and Save Goals; signed out, create the account here. */
export function AccountStep({ draft, clearDraft, onPrevious, onChangeGoals }: AccountStepProps) {
  const { status, user } = useAppSelector(selectSession)
  const location = useLocation()
  const { phase, failure, fieldErrors, awaitingParent, saveAsSignedIn, createAccountAndSave } = useSaveWizard(draft, clearDraft)
  const fits = useGoalRoom(user, draft.goals.length)
  // Keep the form on screen while its account is being created and the goals saved, even though
  // the session turns signed-in halfway through.
  const [viaForm, setViaForm] = useState(false)
  const showForm = !user || (viaForm && phase !== 'idle')

  return (
    <section className="pp-wizard__step" aria-labelledby="wizard-step-title">
      <h2 id="wizard-step-title" className="pp-wizard__step-title" tabIndex={-1}>
        {awaitingParent ? 'Ask your parent' : showForm ? 'Create your account' : 'Save your goals'}
      </h2>
      {awaitingParent ? (
        <div className="pp-wizard-notice" role="status" data-testid="wizard-awaiting-parent">
          <p>{awaitingParent}</p>
          <p>{GOAL_MESSAGES.planKeptForApproval}</p>
        </div>
      ) : status === 'loading' ? (
        <Spinner label="Checking your session…" />
      ) : showForm ? (
        <>
          <p className="pp-wizard__lead">Create your free account to save this plan and start tracking it.</p>
          <WizardSummary draft={draft} />
          {!fits && <FreeLimitNotice signedIn={false} onChangeGoals={onChangeGoals} />}
          <p className="pp-wizard__signin">
            Already have an account?{' '}
            <Link to="/app/auth" state={{ from: location }} data-testid="wizard-sign-in">
              Sign in
            </Link>{' '}
            and come straight back: your plan is kept.
          </p>
          <CreateAccountForm
            playerAge={draft.player.age}
            busy={phase !== 'idle'}
            blocked={fits ? null : NEW_ACCOUNT_LIMIT}
            failure={failure}
            serverErrors={fieldErrors}
            onCreate={(request) => {
              setViaForm(true)
              void createAccountAndSave(request)
            }}
            onPrevious={onPrevious}
          />
        </>
      ) : (
        <>
          {!fits && <FreeLimitNotice signedIn onChangeGoals={onChangeGoals} />}
          <SaveSummary
            draft={draft}
            firstName={user?.first_name ?? ''}
            saving={phase !== 'idle'}
            failure={failure}
            onSave={() => void saveAsSignedIn()}
            onPrevious={onPrevious}
          />
        </>
      )}
    </section>
  )
}
