import { PILLAR_COLORS, PILLAR_LABELS } from '@app/shared/domain/goals.ts'
import { weekdayName } from '@app/shared/domain/weekly-plan/plan-labels.ts'
import { Link } from '@app/shared/routing/index.ts'
import type { PlanSessionView, WeeklyPlanResponse } from '@app/shared/schemas/weekly-plan.ts'
import { Badge } from '@app/shared/ui/badge.tsx'
import { Button } from '@app/shared/ui/button.tsx'

export type ThisWeekProps = {
  plan: WeeklyPlanResponse
  /** Opens Log Training pre-filled from the session. */
  onStart: (session: PlanSessionView) => void
}

/** What a session's state reads as: done, missed (dropped), today, or when it is planned. */
function stateOf(s: PlanSessionView, today: string): { label: string; key: 'done' | 'missed' | 'today' | 'planned' } {
  if (s.done) return { label: 'Done', key: 'done' }
  if (s.dropped) return { label: 'Missed', key: 'missed' }
  if (s.day === today) return { label: 'Today', key: 'today' }
  return { label: s.day < today ? 'Missed' : 'Planned', key: s.day < today ? 'missed' : 'planned' }
}

/**
 * This week's plan (docs/features/training-and-progress.md "Weekly plan"): each session's day,
 * minutes, drills (linking to the drill pages), its one sentence and its state; Start opens Log
 * Training pre-filled. The server builds and moves the plan; this only shows it.
 */
export function ThisWeek({ plan, onStart }: ThisWeekProps) {
  if (plan.sessions.length === 0) {
    return (
      <p className="pp-dash-empty" data-testid="plan-empty">
        No sessions this week.
      </p>
    )
  }
  return (
    <ol className="pp-recent pp-plan" aria-label="This week's sessions">
      {plan.sessions.map((s) => {
        const state = stateOf(s, plan.today)
        return (
          <li
            key={s.id}
            className={`pp-recent__item pp-plan__session pp-plan__session--${state.key}`}
            data-testid="plan-session"
            data-session-id={s.id}
            data-state={state.key}
          >
            <div className="pp-recent__head">
              <strong>
                <time dateTime={s.day}>{weekdayName(s.day)}</time> · {s.minutes} min
              </strong>
              <span data-testid="plan-session-state">{state.label}</span>
            </div>
            <p className="pp-upcoming__goal">
              <Badge color={PILLAR_COLORS[s.pillar]}>{PILLAR_LABELS[s.pillar]}</Badge>{' '}
              <span data-testid="plan-session-sentence">{s.sentence}</span>
            </p>
            {s.drills.length > 0 && (
              <ul className="pp-plan__drills">
                {s.drills.map((d) => (
                  <li key={d.slug}>
                    <Link to={`/app/drills/${d.slug}`}>{d.title}</Link> <span className="pp-dash-hint">{d.minutes} min</span>
                  </li>
                ))}
              </ul>
            )}
            {!s.done && !s.dropped && (
              <div className="pp-upcoming__actions">
                <Button variant="secondary" onClick={() => onStart(s)}>
                  Start <span className="pp-visually-hidden">{`: ${weekdayName(s.day)}'s session`}</span>
                </Button>
              </div>
            )}
          </li>
        )
      })}
    </ol>
  )
}
