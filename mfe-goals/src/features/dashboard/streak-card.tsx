import type { StreakView } from '@app/shared/schemas/progress.ts'
import { Icon } from '@app/shared/ui/icon.tsx'
import { flame } from '@app/shared/ui/icon-shapes.ts'
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
        <Icon shape={flame} size={32} className="pp-streak__icon" filled />
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
