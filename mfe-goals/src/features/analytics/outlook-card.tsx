import type { OutlookView, PlayerReportView } from '@app/shared/schemas/player-report.ts'
import { Link } from '@app/shared/routing/index.ts'
import { XP_HORIZON_DAYS, XpProjectionChart } from '@app/shared/ui/charts/xp-projection-chart.tsx'
import { formatCalendarDay } from '@app/shared/ui/format-dates.ts'

type OutlookCardProps = { outlook: OutlookView; weeks: PlayerReportView['weeks'] }

/**
 * Looking ahead: when the next level comes at the player's pace, drawn over their last weeks' XP,
 * and the skill to train next.
 */
export function OutlookCard({ outlook: { level_forecast: forecast, skill_suggestion: skill }, weeks }: OutlookCardProps) {
  return (
    <section className="pp-card pp-analytics__outlook" aria-labelledby="outlook-title" data-testid="outlook">
      <h2 id="outlook-title">Looking Ahead</h2>
      <p data-testid="level-forecast">
        {forecast === null
          ? 'You have reached the top level. Every session now adds to your total.'
          : forecast.day === null
            ? `Log a session and we can tell you when Player Level ${forecast.next_level} comes: ${forecast.xp_to_go} XP to go.`
            : `At your pace of the last 4 weeks (about ${forecast.weekly_xp} XP a week), you reach Player Level ${forecast.next_level} around ${formatCalendarDay(forecast.day)}: ${forecast.xp_to_go} XP to go.`}
      </p>
      {forecast !== null && (
        <XpProjectionChart
          weeks={weeks}
          totalXp={forecast.total_xp}
          xpToGo={forecast.xp_to_go}
          weeklyXp={forecast.weekly_xp}
          day={forecast.day}
          nextLevel={forecast.next_level}
          horizonDays={XP_HORIZON_DAYS}
        />
      )}
      <p data-testid="skill-suggestion">
        Train next: <strong>{skill.label}</strong>.{' '}
        {skill.level === 0
          ? `You have not trained it yet; your first ${skill.label.toLowerCase()} session starts it at level 5.`
          : `It is your lowest skill, at level ${skill.level}.`}{' '}
        <Link className="pp-no-print" to="/app/dashboard">
          Log a session
        </Link>
      </p>
    </section>
  )
}
