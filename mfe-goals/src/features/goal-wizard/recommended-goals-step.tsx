import { nanoid } from '@app/shared/redux/index.ts'
import { useState } from 'react'
import type { CalendarDay } from '@app/shared/domain/calendar-day.ts'
import { type CatalogueGoal, recommendGoals } from '@app/shared/domain/goal-catalogue.ts'
import type { WizardDraft } from '@app/shared/domain/goal-wizard.ts'
import { GOAL_LIMITS } from '@app/shared/domain/goals.ts'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import { findPlayerStyle } from '@app/shared/domain/player-styles.ts'
import { Link } from '@app/shared/routing/index.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { CustomGoalForm } from './custom-goal-form.tsx'
import { RecommendedGoalCard } from './recommended-goal-card.tsx'
import { SelectedGoalItem } from './selected-goal-item.tsx'
import {
  addCustomGoal,
  changeTargetDate,
  type CustomGoal,
  removeGoal,
  type SelectResult,
  toggleRecommended,
} from './wizard-draft-updates.ts'

export type RecommendedGoalsStepProps = {
  draft: WizardDraft
  today: CalendarDay
  update: (change: (d: WizardDraft) => WizardDraft) => void
  /** How many goals may be chosen (wizardGoalLimit: at most 3, and what the plan holds). */
  limit: number
}

/** Step 1: recommended goals for the style and age group, custom goals, up to the limit in all (docs/features/goals.md). */
export function RecommendedGoalsStep({ draft, today, update, limit }: RecommendedGoalsStepProps) {
  const [limitMessage, setLimitMessage] = useState<string | null>(null)
  const [showCustomForm, setShowCustomForm] = useState(false)
  const style = findPlayerStyle(draft.player.styleId)
  const recommended = style ? recommendGoals(draft.player.ageGroup, style) : []
  const selectedIds = new Set(draft.goals.map((g) => g.id))

  // The result decides the message; the draft is only replaced when the change was allowed.
  function apply(result: SelectResult): boolean {
    if (!result.ok) {
      setLimitMessage(GOAL_MESSAGES.wizardLimit(limit))
      return false
    }
    setLimitMessage(null)
    update(() => result.draft)
    return true
  }

  const toggle = (goal: CatalogueGoal) => apply(toggleRecommended(draft, goal, today, limit))
  const addCustom = (custom: CustomGoal) => {
    const added = apply(addCustomGoal(draft, custom, nanoid(10), today, limit))
    if (added) setShowCustomForm(false)
    return added
  }

  return (
    <section className="pp-wizard__step" aria-labelledby="wizard-step-title">
      <h2 id="wizard-step-title" className="pp-wizard__step-title" tabIndex={-1}>
        {limit > 0 ? `Choose up to ${limit} goal${limit === 1 ? '' : 's'}` : 'Choose Goals'}
      </h2>
      {limit === 0 ? (
        <p className="pp-alert" data-testid="wizard-no-room">
          {GOAL_MESSAGES.wizardNoRoom} <Link to="/app/plans">See Plans</Link>
        </p>
      ) : (
        limit < GOAL_LIMITS.wizardMaxGoals && (
          <p className="pp-wizard__hint" data-testid="wizard-plan-room">
            {GOAL_MESSAGES.wizardFreePlanRoom}
          </p>
        )
      )}
      <p className="pp-wizard__lead">
        {style ? (
          <>
            Recommended for <strong>{style.style}</strong> players aged {draft.player.ageGroup}: goals in {style.focusPillars.join(' and ')}
            .
          </>
        ) : (
          'Pick the goals you want to work on, or write your own.'
        )}
      </p>

      <div className="pp-wizard__limit" aria-live="assertive">
        {limitMessage && (
          <p className="pp-alert" data-testid="wizard-limit-message">
            {limitMessage}
          </p>
        )}
      </div>

      <h3 className="pp-wizard__subtitle">Recommended goals</h3>
      <ul className="pp-wizard-goals" aria-label="Recommended goals">
        {recommended.map((goal) => (
          <RecommendedGoalCard key={goal.id} goal={goal} selected={selectedIds.has(goal.id)} onToggle={toggle} />
        ))}
      </ul>

      {showCustomForm ? (
        <CustomGoalForm onAdd={addCustom} onCancel={() => setShowCustomForm(false)} />
      ) : (
        <Button variant="secondary" className="pp-wizard__add-custom" onClick={() => setShowCustomForm(true)}>
          + Add a custom goal
        </Button>
      )}

      <h3 className="pp-wizard__subtitle">
        Your goals{' '}
        <span className="pp-wizard__count" data-testid="selected-goal-count">
          {draft.goals.length} of {limit}
        </span>
      </h3>
      {draft.goals.length === 0 ? (
        <p className="pp-wizard__hint">No goals chosen yet. Pick at least one to continue.</p>
      ) : (
        <ul className="pp-wizard-selected-list" aria-label="Your goals">
          {draft.goals.map((goal) => (
            <SelectedGoalItem
              key={goal.id}
              goal={goal}
              today={today}
              onTargetDate={(id, date) => update((d) => changeTargetDate(d, id, date))}
              onRemove={(id) => {
                setLimitMessage(null)
                update((d) => removeGoal(d, id))
              }}
            />
          ))}
        </ul>
      )}
    </section>
  )
}
