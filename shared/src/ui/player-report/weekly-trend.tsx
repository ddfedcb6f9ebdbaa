import type { PlayerReportView } from '@app/shared/schemas/player-report.ts'
import { formatCalendarDay } from '@app/shared/ui/format-dates.ts'

/**
 * The last 12 weeks as rows of text with a bar each: the words carry the numbers (for screen
 * readers and print), the bars only show the shape.
 */
export function WeeklyTrend({ weeks, whose }: { weeks: PlayerReportView['weeks']; whose: string }) {
  const most = Math.max(0, ...weeks.map((w) => w.minutes))
  return (
    <div className="pp-report__weeks" data-testid="report-weeks">
      <h3>{`${whose} last ${weeks.length} weeks`}</h3>
      <ol className="pp-report__week-list">
        {weeks.map((w) => (
          <li key={w.from}>
            <span className="pp-report__week-label">
              {formatCalendarDay(w.from)} to {formatCalendarDay(w.to)}: {w.sessions} {w.sessions === 1 ? 'session' : 'sessions'},{' '}
              {w.minutes} min
            </span>
            <span className="pp-report__week-bar" aria-hidden="true" style={{ inlineSize: most ? `${(w.minutes * 100) / most}%` : '0' }} />
          </li>
        ))}
      </ol>
    </div>
  )
}
