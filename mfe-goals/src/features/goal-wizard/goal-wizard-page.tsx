import { useEffect, useRef } from 'react'
import { browserTimeZone, todayIn } from '@app/shared/domain/calendar-day.ts'
import { canAdvance, type WizardStep } from '@app/shared/domain/goal-wizard.ts'
import { useNavigate } from '@app/shared/routing/index.ts'
import { selectSession, useAppSelector } from '@app/shared/session/index.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { AccountStep } from './account-step.tsx'
import { MissingInformation } from './missing-information.tsx'
import { RecommendedGoalsStep } from './recommended-goals-step.tsx'
import { ScheduleStep } from './schedule-step.tsx'
import { useWizardGoalLimit } from './use-goal-room.ts'
import { useWizardDraft } from './use-wizard-draft.ts'
import { goalsAreValid, sessionsAreValid } from './wizard-checks.ts'
import { stepTo } from './wizard-draft-updates.ts'
import { WizardNav } from './wizard-nav.tsx'
import { WizardStepper } from './wizard-stepper.tsx'
import './goal-wizard.css'

/** /app/goal-creation: "Create Your Goals", the 3-step wizard (docs/features/goals.md). Works signed out. */
export function GoalWizardPage() {
  const navigate = useNavigate()
  const { draft, update, clear } = useWizardDraft()
  const session = useAppSelector(selectSession)
  const signedIn = session.status === 'signedIn'
  const limit = useWizardGoalLimit(session.user)
  const today = todayIn(new Date(), browserTimeZone())
  const step = draft?.step
  const firstRender = useRef(true)

  // A new step moves focus to its heading, so keyboard and screen-reader users start at the top.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    if (step) document.getElementById('wizard-step-title')?.focus()
  }, [step])

  const goTo = (to: WizardStep) => update((d) => stepTo(d, to))
  const previous = () => (draft && draft.step > 1 ? goTo((draft.step - 1) as WizardStep) : navigate('/app/player-selection'))

  // Next stays enabled (docs/features/goals.md); it only refuses while an entry on screen is marked wrong.
  function next() {
    if (!draft || draft.step === 3) return
    const valid = draft.step === 1 ? goalsAreValid(draft.goals, today) : sessionsAreValid(draft.goals)
    if (valid) goTo((draft.step + 1) as WizardStep)
    else document.querySelector<HTMLElement>('.pp-wizard [aria-invalid="true"]')?.focus()
  }

  return (
    <article className="pp-page pp-wizard" aria-labelledby="wizard-title" data-testid="goal-wizard-page">
      <h1 id="wizard-title">Create Your Goals</h1>
      {!draft ? (
        <MissingInformation />
      ) : (
        <>
          <WizardStepper current={draft.step} />
          {draft.step === 1 && <RecommendedGoalsStep draft={draft} today={today} update={update} limit={limit} />}
          {draft.step === 2 && <ScheduleStep draft={draft} today={today} update={update} />}
          {draft.step === 3 ? (
            <AccountStep draft={draft} clearDraft={clear} onPrevious={previous} onChangeGoals={() => goTo(1)} />
          ) : (
            <WizardNav onPrevious={previous}>
              <Button
                onClick={next}
                disabled={!canAdvance(draft.step, { goalCount: draft.goals.length, signedIn, accountFieldsFilled: false })}
                data-testid="wizard-next"
              >
                Next <span aria-hidden="true">→</span>
              </Button>
            </WizardNav>
          )}
        </>
      )}
    </article>
  )
}
