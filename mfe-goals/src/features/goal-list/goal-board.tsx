import { lazy, Suspense, useRef, useState } from 'react'
import { BROWSER_ZONE } from '@app/shared/domain/calendar-day.ts'
import type { Goal } from '@app/shared/schemas/goals.ts'
import { goalsApi } from '@app/shared/api-client/goals.ts'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import { withToasts } from '@app/shared/ui/with-toasts.ts'
import { toast, useAppDispatch } from '@app/shared/session/index.ts'
import { ConfirmDialog } from '@app/shared/ui/confirm-dialog.tsx'
import { GoalCard } from './goal-card.tsx'
import { GoalSearch } from './goal-search.tsx'
import { GoalTabs } from './goal-tabs.tsx'
import { goalsInTab, type GoalFilter, matchesSearch } from './filter-goals.ts'
import { NoGoalsYet } from './no-goals-yet.tsx'
import { NoMatchingGoals } from './no-matching-goals.tsx'
import { useGoalActions, type GoalActionsInput } from './use-goal-actions.ts'

// The dialog and the form's checks (zod) load on the first Edit, not with My Goals: 2.4 kB of its first route.
const PlanSessionDialog = lazy(() => import('../planned-sessions/plan-session-dialog.tsx').then((m) => ({ default: m.PlanSessionDialog })))
const EditGoalDialog = lazy(() => import('@app/shared/ui/goal-form/edit-goal-dialog.tsx').then((m) => ({ default: m.EditGoalDialog })))

export type GoalBoardProps = GoalActionsInput & {
  goals: readonly Goal[]
  /** Puts an edited goal in its place in the list. */
  replace: (goal: Goal) => void
  /** Drops a goal the server no longer has. */
  forget: (id: string) => void
  /** The plan has custom templates: each card can be saved as one. */
  templates: boolean
}

/** Search, tabs and the card grid, with the edit dialog and the delete confirmation. */
export function GoalBoard({ goals, complete, reopen, remove, replace, forget, templates }: GoalBoardProps) {
  const dispatch = useAppDispatch()
  const [query, setQuery] = useState('')
  const [tab, setTab] = useState<GoalFilter>('all')
  const [confirming, setConfirming] = useState<Goal | null>(null)
  const [editing, setEditing] = useState<Goal | null>(null)
  const [planning, setPlanning] = useState<Goal | null>(null)
  const summaryRef = useRef<HTMLParagraphElement>(null)
  const { busyIds, completeGoal, reopenGoal, deleteGoal } = useGoalActions({ complete, reopen, remove })
  const saveTemplate = (goal: Goal) =>
    withToasts(dispatch, () => goalsApi.saveTemplate(goal.id), GOAL_MESSAGES.templateSaved, 'The template was not saved. Please try again.')
  // One clock per render keeps every card's "N days left" counted from the same moment.
  const clock = { now: new Date(), timeZone: BROWSER_ZONE }

  if (goals.length === 0) return <NoGoalsYet />

  const found = goals.filter((g) => matchesSearch(g, query))
  const shown = goalsInTab(found, tab)
  const counts = { all: found.length, active: goalsInTab(found, 'active').length, completed: goalsInTab(found, 'completed').length }

  async function confirmDelete() {
    if (!confirming) return
    await deleteGoal(confirming)
    setConfirming(null)
  }

  return (
    <section className="pp-goals__board" aria-label="Goals">
      <GoalSearch value={query} onChange={setQuery} />
      <GoalTabs selected={tab} onSelect={setTab} counts={counts}>
        <p className="pp-goals__summary" ref={summaryRef} tabIndex={-1} aria-live="polite" data-testid="goal-summary">
          {shown.length === goals.length
            ? `${goals.length} ${goals.length === 1 ? 'goal' : 'goals'}`
            : `Showing ${shown.length} of ${goals.length} goals`}
        </p>
        {shown.length === 0 ? (
          <NoMatchingGoals query={query.trim()} tab={tab} onClearSearch={() => setQuery('')} />
        ) : (
          <ul className="pp-goal-grid" data-testid="goal-grid">
            {shown.map((g) => (
              <GoalCard
                key={g.id}
                goal={g}
                clock={clock}
                busy={busyIds.has(g.id)}
                onComplete={completeGoal}
                onReopen={reopenGoal}
                onPlan={setPlanning}
                onEdit={setEditing}
                onDelete={setConfirming}
                onSaveTemplate={templates ? saveTemplate : undefined}
              />
            ))}
          </ul>
        )}
      </GoalTabs>
      {editing && (
        <Suspense fallback={null}>
          <EditGoalDialog
            goal={editing}
            send={goalsApi.update}
            onSaved={(goal) => {
              replace(goal)
              setEditing(null)
            }}
            onGone={(goal) => {
              forget(goal.id)
              setEditing(null)
              dispatch(toast.error(GOAL_MESSAGES.goalNotFound))
            }}
            onCancel={() => setEditing(null)}
            fallbackFocus={summaryRef}
          />
        </Suspense>
      )}
      {planning && (
        <Suspense fallback={null}>
          <PlanSessionDialog goal={planning} onClose={() => setPlanning(null)} fallbackFocus={summaryRef} />
        </Suspense>
      )}
      {confirming && (
        <ConfirmDialog
          title="Delete this goal?"
          confirmLabel="Delete Goal"
          busy={busyIds.has(confirming.id)}
          onConfirm={confirmDelete}
          onCancel={() => setConfirming(null)}
          fallbackFocus={summaryRef}
          testId="delete-goal-dialog"
        >
          <p>“{confirming.title}” will be deleted for good, with its progress. This cannot be undone.</p>
        </ConfirmDialog>
      )}
    </section>
  )
}
