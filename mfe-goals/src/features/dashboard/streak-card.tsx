import type { StreakView } from '@app/shared/schemas/progress.ts'
import { RestDayForm } from './rest-day-form.tsx'

export type StreakCardProps = { streak: StreakView; onChanged: (streak: StreakView) => void }

export const AT_RISK_NUDGE = 'Train or take a rest day today to keep your streak'

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`

/** The training streak with its fair-streak extras: freezes held, rest days this week, the rest-day control. */
export function StreakCard({ streak, onChanged }: StreakCardProps) {
  const restDaysUsed = streak.rest_days.length
  return (
    <div className="pp-streak">
      <p className="pp-streak__current">
        <FlameIcon />
        <span>
          <strong data-testid="streak-current">{days(streak.current)}</strong> in a row
        </span>
      </p>
      {streak.at_risk && (
        <p className="pp-streak__nudge" role="status" data-testid="streak-at-risk">
          {AT_RISK_NUDGE}
        </p>
      )}
      {streak.current === 0 && streak.total_days === 0 && (
        <p className="pp-dash-empty" data-testid="streak-empty">
          Log your first session to start a streak.
        </p>
      )}
      <dl className="pp-dash-stats">
        <div>
          <dt>Longest streak</dt>
          <dd data-testid="streak-longest">{days(streak.longest)}</dd>
        </div>
        <div>
          <dt>Training days</dt>
          <dd data-testid="streak-total-days">{streak.total_days}</dd>
        </div>
        <div>
          <dt>Streak freezes</dt>
          <dd data-testid="streak-freezes">
            {streak.freezes} of {streak.max_freezes}
          </dd>
        </div>
        <div>
          <dt>Rest days this week</dt>
          <dd data-testid="streak-rest-days">
            {restDaysUsed} used, {streak.rest_days_left} left
          </dd>
        </div>
      </dl>
      <p className="pp-dash-hint">A freeze is earned every 7 training days in a row and covers a missed day.</p>
      <RestDayForm streak={streak} onMarked={onChanged} />
    </div>
  )
}

function FlameIcon() {
  return (
    <svg className="pp-streak__icon" width="32" height="32" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M8.5 14.5A2.5 2.5 0 0 0 11 12c0-1.38-.5-2-1-3-1.07-2.14-.22-4.05 2-6 .5 2.5 2 4.9 4 6.5 2 1.6 3 3.5 3 5.5a7 7 0 1 1-14 0c0-1.15.43-2.29 1-3a2.5 2.5 0 0 0 2.5 2.5z"
        fill="currentColor"
      />
    </svg>
  )
}
