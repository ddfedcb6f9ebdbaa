import { type ReportPeriod, reportHeadline, sessionTrend } from '@app/shared/domain/player-report.ts'
import type { ChildReportView } from '@app/shared/schemas/player-report.ts'
import { Link } from '@app/shared/routing/index.ts'
import { ActivityChart } from '@app/shared/ui/activity-chart/activity-chart.tsx'
import { formatCalendarDay } from '@app/shared/ui/format-dates.ts'

/** One child's part of the family report: the numbers, the trend, the days, and what they achieved. */
export function ChildReport({ child, period }: { child: ChildReportView; period: ReportPeriod }) {
  const headingId = `report-${child.member_id}`
  const tiles = [
    ['sessions', child.sessions, 'Sessions'],
    ['minutes', child.minutes, 'Minutes trained'],
    ['days', child.training_days, 'Training days'],
    ['xp', child.xp, 'XP earned'],
    ['check-ins', child.check_ins, 'Check-ins'],
    ['goals-set', child.goals_set, 'Goals set'],
  ] as const
  return (
    <section className="pp-card pp-report" aria-labelledby={headingId} data-testid="child-report">
      <header className="pp-family__header">
        <div>
          <h2 id={headingId}>
            {child.first_name} {child.last_name}
          </h2>
          <p className="pp-family__meta">
            Level {child.level} · {child.level_title} · {child.current_streak}-day streak · {formatCalendarDay(child.from)} to {formatCalendarDay(child.to)}
          </p>
        </div>
        <Link className="pp-no-print" to={`/app/family/member/${child.member_id}`}>
          Open {child.first_name}'s goals
        </Link>
      </header>
      <p className="pp-report__headline" data-testid="report-headline">
        {reportHeadline(child.first_name, { sessions: child.sessions, minutes: child.minutes, trainingDays: child.training_days })}{' '}
        <span className="pp-family__muted" data-testid="report-trend">
          {sessionTrend(child, period)}.
        </span>
      </p>
      <ul className="pp-report__tiles" aria-label={`${child.first_name}'s numbers`}>
        {tiles.map(([key, value, label]) => (
          <li key={key} data-testid={`report-${key}`}>
            <span className="pp-family__stat">{value}</span> <span className="pp-family__muted">{label}</span>
          </li>
        ))}
      </ul>
      <ActivityChart days={child.minutes_by_day} whose={`${child.first_name}'s`} testId="report-activity" />
      <div className="pp-report__lists">
        <ReportList title="Training by type" empty="No sessions" testId="report-types" items={child.by_type.map((t) => `${t.label}: ${t.sessions} ${t.sessions === 1 ? 'session' : 'sessions'}, ${t.minutes} min`)} />
        <ReportList title="Goals completed" empty="None in this period" testId="report-goals" items={child.goals_completed} />
        <ReportList title="Badges earned" empty="None in this period" testId="report-badges" items={child.badges} />
        <ReportList title="Games played" empty="No games" testId="report-games" items={child.games.map((g) => `${g.name}: ${g.plays} ${g.plays === 1 ? 'play' : 'plays'}, best ${g.best_percent}%`)} />
      </div>
    </section>
  )
}

function ReportList({ title, items, empty, testId }: { title: string; items: readonly string[]; empty: string; testId: string }) {
  return (
    <div data-testid={testId}>
      <h3>{title}</h3>
      {items.length === 0 ? (
        <p className="pp-family__muted">{empty}</p>
      ) : (
        <ul className="pp-report__list">
          {items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
