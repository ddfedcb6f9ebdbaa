import { useRef, useState } from 'react'
import { familyApi } from '@app/shared/api-client/family.ts'
import { APPROVAL_LABELS } from '@app/shared/domain/family/goal-approval.ts'
import { PILLAR_LABELS } from '@app/shared/domain/goals.ts'
import { FAMILY_MESSAGES } from '@app/shared/domain/messages/family.ts'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import type { Goal } from '@app/shared/schemas/goals.ts'
import { toast, useAppDispatch } from '@app/shared/session/index.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { EditGoalDialog } from '@app/shared/ui/goal-form/edit-goal-dialog.tsx'

export type MemberGoalsProps = {
  goals: readonly Goal[] | null
  firstName: string
  /** The admin, for a child whose link gives full access ("view and edit goals"). */
  canEdit: boolean
}

/** A member's goals; with full access the admin edits them in the same dialog a player uses. */
export function MemberGoals({ goals: loaded, firstName, canEdit }: MemberGoalsProps) {
  const dispatch = useAppDispatch()
  const [goals, setGoals] = useState(loaded)
  const [editing, setEditing] = useState<Goal | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  return (
    <section className="pp-card" aria-labelledby="member-goals-title">
      <h2 id="member-goals-title" ref={headingRef} tabIndex={-1}>
        Goals
      </h2>
      {goals === null ? (
        <p role="alert">{FAMILY_MESSAGES.loadGoalsFailed}</p>
      ) : goals.length === 0 ? (
        <p>No Goals Yet</p>
      ) : (
        <ul className="pp-family__list">
          {goals.map((g) => (
            <li key={g.id} className="pp-family__row" data-testid="member-goal">
              <span>
                <strong>{g.title}</strong> · {PILLAR_LABELS[g.pillar]}
                {g.target_date && <span className="pp-family__muted"> · target {g.target_date}</span>}
              </span>
              <span className="pp-family__goal-end">
                <span className={g.status === 'completed' ? 'pp-badge pp-badge--success' : 'pp-badge'}>
                  {g.status === 'completed' ? 'Completed' : 'Active'}
                </span>
                {g.approval && (
                  <span className="pp-badge" data-testid="member-goal-approval">
                    {APPROVAL_LABELS[g.approval]}
                  </span>
                )}
                {canEdit && (
                  <Button variant="secondary" onClick={() => setEditing(g)}>
                    Edit <span className="pp-visually-hidden">{`${firstName}'s goal ${g.title}`}</span>
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <EditGoalDialog
          goal={editing}
          send={familyApi.editChildGoal}
          onSaved={(goal) => {
            setGoals((list) => list && list.map((g) => (g.id === goal.id ? goal : g)))
            setEditing(null)
          }}
          onGone={(goal) => {
            setGoals((list) => list && list.filter((g) => g.id !== goal.id))
            setEditing(null)
            dispatch(toast.error(GOAL_MESSAGES.goalNotFound))
          }}
          onCancel={() => setEditing(null)}
          fallbackFocus={headingRef}
        />
      )}
    </section>
  )
}
