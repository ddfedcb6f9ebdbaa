import { nanoid } from '@app/shared/redux/index.ts'
import { useId } from 'react'
import type { CalendarDay } from '@app/shared/domain/calendar-day.ts'
import type { WizardDraft, WizardGoalDraft } from '@app/shared/domain/goal-wizard.ts'
import { PILLAR_COLORS, PILLAR_LABELS } from '@app/shared/domain/goals.ts'
import { Badge } from '@app/shared/ui/badge.tsx'
import { Button } from '@app/shared/ui/button.tsx'
import { SessionRow } from './session-row.tsx'
import { addSession, changeSession, removeSession } from './wizard-draft-updates.ts'

export type GoalSessionsProps = {
  goal: WizardGoalDraft
  today: CalendarDay
  update: (change: (d: WizardDraft) => WizardDraft) => void
}

/** The planned sessions of one goal, with Add Session. */
export function GoalSessions({ goal, today, update }: GoalSessionsProps) {
  const titleId = useId()
  return (
    <section className="pp-card pp-wizard-schedule" aria-labelledby={titleId} data-testid="goal-schedule" data-goal-id={goal.id}>
      <div className="pp-wizard-schedule__head">
        <Badge color={PILLAR_COLORS[goal.pillar]}>{PILLAR_LABELS[goal.pillar]}</Badge>
        <h3 id={titleId} className="pp-wizard-schedule__title">
          {goal.title}
        </h3>
      </div>
      {goal.sessions.length === 0 ? (
        <p className="pp-wizard__hint">No sessions planned yet.</p>
      ) : (
        <ol className="pp-wizard-sessions">
          {goal.sessions.map((s, i) => (
            <SessionRow
              key={s.id}
              session={s}
              number={i + 1}
              today={today}
              onChange={(change) => update((d) => changeSession(d, goal.id, s.id, change))}
              onRemove={() => update((d) => removeSession(d, goal.id, s.id))}
            />
          ))}
        </ol>
      )}
      <Button variant="secondary" onClick={() => update((d) => addSession(d, goal.id, nanoid(10), today))} aria-describedby={titleId}>
        + Add Session
      </Button>
    </section>
  )
}
