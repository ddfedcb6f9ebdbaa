import { useEffect, useMemo, useRef, useState } from 'react'
import { browserTimeZone, todayIn } from '@app/shared/domain/calendar-day.ts'
import { applySuggestionDate, type GoalSuggestion, suggestGoals } from '@app/shared/domain/goal-suggestions.ts'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import type { User } from '@app/shared/schemas/user.ts'
import { toast, useAppDispatch } from '@app/shared/session/index.ts'
import { GoalForm } from './goal-form.tsx'
import {
  EMPTY_GOAL_FORM,
  type GoalFormValues,
  valuesFromSuggestion,
  valuesFromTemplate,
} from '@app/shared/ui/goal-form/goal-form-values.ts'
import type { GoalTemplate } from '@app/shared/schemas/goals.ts'
import { GoalTemplatesList } from './goal-templates-list.tsx'
import { GoalSuggestionsList } from './goal-suggestions-list.tsx'

const MAX_SUGGESTIONS = 6

export type GoalEditorProps = { user: Pick<User, 'skill_level' | 'age' | 'position_preference'> }

/** The signed-in Create New Goal screen: the form, and suggestions that can fill it. */
export function GoalEditor({ user }: GoalEditorProps) {
  const dispatch = useAppDispatch()
  const [values, setValues] = useState<GoalFormValues>(EMPTY_GOAL_FORM)
  // Bumped per applied suggestion: the form remounts, so errors about the old text go with it.
  const [applied, setApplied] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  // "Today" on the player's own calendar, not the server's: the date input's minimum.
  const today = todayIn(new Date(), useMemo(browserTimeZone, []))
  const { skill_level, age, position_preference } = user
  const suggestions = useMemo(
    () => suggestGoals({ skill_level, age, position_preference }).slice(0, MAX_SUGGESTIONS),
    [skill_level, age, position_preference],
  )

  useEffect(() => {
    // Show where the suggestion went: on a phone the form is out of view above the suggestions.
    if (applied > 0) formRef.current?.querySelector<HTMLElement>('[name="title"]')?.focus()
  }, [applied])

  function applySuggestion(s: GoalSuggestion) {
    setValues(valuesFromSuggestion(s, applySuggestionDate(today, s)))
    setApplied((n) => n + 1)
    dispatch(toast.success(GOAL_MESSAGES.suggestionApplied))
  }

  function applyTemplate(t: GoalTemplate) {
    setValues(valuesFromTemplate(t, today))
    setApplied((n) => n + 1)
    dispatch(toast.success(GOAL_MESSAGES.templateApplied))
  }

  return (
    <div className="pp-goal-editor__layout">
      <GoalForm key={applied} values={values} onChange={setValues} today={today} formRef={formRef} />
      <div className="pp-goal-editor__side">
        {/* Shown on any plan once one is saved: a downgrade does not take a player's templates away. */}
        <GoalTemplatesList onUse={applyTemplate} />
        <GoalSuggestionsList suggestions={suggestions} onUse={applySuggestion} />
      </div>
    </div>
  )
}
