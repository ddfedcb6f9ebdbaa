import type { TrainingStatsResponse } from '@app/shared/schemas/progress.ts'
import { ProgressBar } from '@app/shared/ui/progress-bar.tsx'

export type WeeklyProgressProps = { week: TrainingStatsResponse['week'] }

/**
 * Sessions in the last 7 days against the target the player's training availability sets
 * (weekly-progress.ts), with the minutes and XP of those days.
 */
export function WeeklyProgress({ week }: WeeklyProgressProps) {
  const done = week.sessions >= week.target_sessions
  return (
    <div className="pp-weekly">
      <p className="pp-weekly__sessions" data-testid="weekly-sessions">
        <strong>{week.sessions}</strong> of {week.target_sessions} sessions
      </p>
      <ProgressBar
        percent={week.percent}
        label="Sessions this week"
        valueText={`${week.sessions} of ${week.target_sessions} sessions`}
        testId="weekly-progress-bar"
      />
      <dl className="pp-dash-stats">
        <div>
          <dt>Minutes</dt>
          <dd data-testid="weekly-minutes">{week.minutes}</dd>
        </div>
        <div>
          <dt>XP earned</dt>
          <dd data-testid="weekly-xp">{week.xp}</dd>
        </div>
      </dl>
      <p className="pp-dash-hint" data-testid="weekly-message">
        {weeklyMessage(week.sessions, week.target_sessions, done)}
      </p>
    </div>
  )
}

function weeklyMessage(sessions: number, target: number, done: boolean): string {
  if (done) return 'Weekly target reached. Brilliant work!'
  if (sessions === 0) return `Aim for ${target} sessions in 7 days. Log your first session to get going.`
  const left = target - sessions
  return `${left} more ${left === 1 ? 'session' : 'sessions'} to reach your weekly target.`
}
