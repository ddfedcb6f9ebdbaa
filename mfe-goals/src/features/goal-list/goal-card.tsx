import { useId } from 'react'
import { APPROVAL_LABELS, mayComplete } from '@app/shared/domain/family/goal-approval.ts'
import { deadlineText } from '@app/shared/domain/goal-deadline.ts'
import { GOAL_TYPE_LABELS, PILLAR_COLORS, PILLAR_LABELS } from '@app/shared/domain/goals.ts'
import type { Goal } from '@app/shared/schemas/goals.ts'
import { Badge } from '@app/shared/ui/badge.tsx'
import { Button } from '@app/shared/ui/button.tsx'
import { dateFormat } from '@app/shared/ui/format-dates.ts'
import { BROWSER_ZONE } from '@app/shared/domain/calendar-day.ts'

export type GoalCardProps = {
  goal: Goal
  /** Now and the player's time zone: the deadline counts days on their own calendar. */
  clock: { now: Date; timeZone: string }
  busy: boolean
  onComplete: (goal: Goal) => void
  /** Undoes Complete (a mistaken tap). */
  onReopen: (goal: Goal) => void
  /** Plans a session for an active goal (after the wizard). */
  onPlan: (goal: Goal) => void
  onEdit: (goal: Goal) => void
  onDelete: (goal: Goal) => void
  /** Saves the goal as a custom template; absent when the plan has none. */
  onSaveTemplate?: (goal: Goal) => void
}

/** One goal: pillar, type, deadline; Complete while active (docs/features/goals.md) and approved, Reopen once completed, Edit and Delete always. */
export function GoalCard({ goal, clock, busy, onComplete, onReopen, onPlan, onEdit, onDelete, onSaveTemplate }: GoalCardProps) {
  const titleId = useId()
  const active = goal.status === 'active'
  const deadline = active ? deadlineText(goal.target_date, clock.now, clock.timeZone) : targetDayText(goal.target_date)
  return (
    <li className="pp-goal-card" data-testid="goal-card" data-status={goal.status} aria-labelledby={titleId}>
      <div className="pp-goal-card__badges">
        <Badge color={PILLAR_COLORS[goal.pillar]} testId="goal-pillar">
          {PILLAR_LABELS[goal.pillar]}
        </Badge>
        {!active && (
          <Badge tone="success" testId="goal-complete-badge">
            <span aria-hidden="true">✓</span> Complete
          </Badge>
        )}
        {goal.approval && <Badge testId="goal-approval-badge">{APPROVAL_LABELS[goal.approval]}</Badge>}
      </div>
      {/* h2: the cards sit right under the page's h1 (axe heading-order flagged an h3 here). */}
      <h2 id={titleId} className="pp-goal-card__title">
        {goal.title}
      </h2>
      {goal.description && <p className="pp-goal-card__description">{goal.description}</p>}
      <dl className="pp-goal-card__meta">
        <div>
          <dt>Type</dt>
          <dd>{GOAL_TYPE_LABELS[goal.goal_type]}</dd>
        </div>
        <div>
          <dt>Deadline</dt>
          <dd className={active && deadline === 'Overdue' ? 'pp-goal-card__overdue' : undefined} data-testid="goal-deadline">
            {deadline}
          </dd>
        </div>
        {goal.completed_at && (
          <div>
            <dt>Completed</dt>
            <dd data-testid="goal-completed-on">{completedDayText(goal.completed_at, clock.timeZone)}</dd>
          </div>
        )}
      </dl>
      <ApprovalNote goal={goal} />
      {(active || onSaveTemplate) && (
        <span className="pp-goal-card__links">
          {active && (
            <button type="button" className="pp-goal-card__plan" onClick={() => onPlan(goal)} disabled={busy} aria-describedby={titleId}>
              + Plan a session
            </button>
          )}
          {onSaveTemplate && (
            <button
              type="button"
              className="pp-goal-card__plan"
              onClick={() => onSaveTemplate(goal)}
              disabled={busy}
              aria-describedby={titleId}
            >
              Save as template
            </button>
          )}
        </span>
      )}
      <div className="pp-goal-card__actions">
        {/* A goal waiting for a parent (or sent back) is completed once approved: the server says so too. */}
        {active ? (
          mayComplete(goal.approval) && (
            <Button onClick={() => onComplete(goal)} busy={busy} busyLabel="Completing…" aria-describedby={titleId}>
              Complete
            </Button>
          )
        ) : (
          <Button variant="secondary" onClick={() => onReopen(goal)} busy={busy} busyLabel="Reopening…" aria-describedby={titleId}>
            Reopen
          </Button>
        )}
        <Button variant="secondary" onClick={() => onEdit(goal)} disabled={busy} aria-describedby={titleId}>
          Edit
        </Button>
        <Button variant="ghost" className="pp-goal-card__delete" onClick={() => onDelete(goal)} disabled={busy} aria-describedby={titleId}>
          Delete
        </Button>
      </div>
    </li>
  )
}

/** What a goal under goal approval waits for, in the child's words. */
function ApprovalNote({ goal }: { goal: Goal }) {
  if (goal.approval === 'pending') {
    return (
      <p className="pp-goal-card__approval" data-testid="goal-approval-note">
        Your parent will look at this goal. You can complete it once they approve it.
      </p>
    )
  }
  if (goal.approval === 'declined') {
    return (
      <div className="pp-goal-card__approval" data-testid="goal-approval-note">
        <p>Your parent sent this goal back{goal.approval_note ? ':' : '.'}</p>
        {goal.approval_note && <blockquote>{goal.approval_note}</blockquote>}
        <p>Change it with Edit to ask again, or delete it.</p>
      </div>
    )
  }
  return null
}

/** The day the goal was completed, on the player's own calendar. */
function completedDayText(at: string, timeZone: string): string {
  return dateFormat(undefined, { dateStyle: 'medium', ...(timeZone === BROWSER_ZONE ? {} : { timeZone }) }).format(new Date(at))
}

/** A completed goal needs no countdown ("Overdue" would be wrong): its target day, if any. */
function targetDayText(day: string | null): string {
  if (!day) return 'No deadline'
  const date = new Date(`${day}T00:00:00Z`)
  return `Target ${dateFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(date)}`
}
