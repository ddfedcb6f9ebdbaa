import type { ReactNode } from 'react'
import { ENERGY_LABELS, type EnergyLevel } from '@app/shared/domain/training.ts'
import {
  REPORT_PERIOD_DAYS,
  REPORT_PERIOD_LABELS,
  type ReportPeriod,
  reportHeadline,
  sessionTrend,
} from '@app/shared/domain/player-report.ts'
import type { PlayerReportView } from '@app/shared/schemas/player-report.ts'
import { ActivityChart } from '@app/shared/ui/activity-chart/activity-chart.tsx'
import { BarRowsChart } from '@app/shared/ui/charts/bar-rows-chart.tsx'
import { PeriodComparisonChart } from '@app/shared/ui/charts/period-comparison-chart.tsx'
import { formatCalendarDay } from '@app/shared/ui/format-dates.ts'
import { WeeklyTrend } from './weekly-trend.tsx'
import './player-report.css'

export type PlayerReportCardProps = {
  report: PlayerReportView
  period: ReportPeriod
  /** The card's heading: the child's full name in the family report, "Your training" on the player's own page. */
  title: string
  /** Who the sentences are about: the child's first name, or "You". */
  subject: string
  /** Whose chart it is, for its accessible name: "Lia's", "Your". */
  whose: string
  /** Beside the heading, e.g. the link to the child's goals. */
  aside?: ReactNode
  headingId: string
}

/** One player's report (domain/player-report.ts): the numbers, the trend, the days and weeks, and what they achieved. */
export function PlayerReportCard({ report: r, period, title, subject, whose, aside, headingId }: PlayerReportCardProps) {
  const tiles = [
    ['sessions', r.sessions, 'Sessions'],
    ['minutes', r.minutes, 'Minutes trained'],
    ['days', r.training_days, 'Training days'],
    ['xp', r.xp, 'XP earned'],
    ['check-ins', r.check_ins, 'Check-ins'],
    ['goals-set', r.goals_set, 'Goals set'],
    ['average', r.average_minutes === null ? '–' : `${r.average_minutes} min`, 'Average session'],
    ['energy', r.average_energy === null ? '–' : energyText(r.average_energy), 'Average energy'],
  ] as const
  return (
    <section className="pp-card pp-report" aria-labelledby={headingId} data-testid="child-report">
      <header className="pp-report__header">
        <div>
          <h2 id={headingId}>{title}</h2>
          <p className="pp-report__muted">
            <span data-testid="report-player-level">Player Level {r.level}</span> · {r.level_title} · {r.current_streak}-day streak ·{' '}
            {formatCalendarDay(r.from)} to {formatCalendarDay(r.to)}
          </p>
        </div>
        {aside}
      </header>
      <p className="pp-report__headline" data-testid="report-headline">
        {reportHeadline(subject, { sessions: r.sessions, minutes: r.minutes, trainingDays: r.training_days })}{' '}
        <span className="pp-report__muted" data-testid="report-trend">
          {sessionTrend(r, period)}.
        </span>
      </p>
      <PeriodComparisonChart
        pairs={[
          { label: 'Sessions', previous: r.previous.sessions, current: r.sessions },
          { label: 'Minutes', previous: r.previous.minutes, current: r.minutes },
        ]}
        currentLabel={REPORT_PERIOD_LABELS[period]}
        previousLabel={`The ${REPORT_PERIOD_DAYS[period]} days before`}
        whose={whose}
        testId="report-comparison"
      />
      <ul className="pp-report__tiles" aria-label={`${whose} numbers`}>
        {tiles.map(([key, value, label]) => (
          <li key={key} data-testid={`report-${key}`}>
            <span className="pp-report__stat">{value}</span> <span className="pp-report__muted">{label}</span>
          </li>
        ))}
      </ul>
      <ActivityChart days={r.minutes_by_day} whose={whose} testId="report-activity" />
      <WeeklyTrend weeks={r.weeks} whose={whose} />
      <div className="pp-report__lists">
        <ReportList
          title="Training by type"
          empty="No sessions"
          testId="report-types"
          items={r.by_type.map((t) => `${t.label}: ${t.sessions} ${t.sessions === 1 ? 'session' : 'sessions'}, ${t.minutes} min`)}
          chart={
            <BarRowsChart
              rows={r.by_type.map((t) => ({ key: t.type, label: t.label, value: t.minutes, valueText: `${t.minutes} min` }))}
              label={`${whose} minutes by type of training: ${r.by_type.map((t) => `${t.label} ${t.minutes}`).join(', ')}`}
              testId="report-types-chart"
            />
          }
        />
        <ReportList
          title="Skills worked on"
          empty="No sessions"
          testId="report-skills"
          items={r.skill_focus.map((s) => `${s.label}: ${s.sessions} ${s.sessions === 1 ? 'session' : 'sessions'}`)}
          chart={
            <BarRowsChart
              rows={r.skill_focus.map((s) => ({
                key: s.skill,
                label: s.label,
                value: s.sessions,
                valueText: `${s.sessions} ${s.sessions === 1 ? 'session' : 'sessions'}`,
              }))}
              label={`${whose} sessions by skill worked on: ${r.skill_focus.map((s) => `${s.label} ${s.sessions}`).join(', ')}`}
              testId="report-skills-chart"
            />
          }
        />
        <ReportList title="Goals completed" empty="None in this period" testId="report-goals" items={r.goals_completed} />
        <ReportList title="Badges earned" empty="None in this period" testId="report-badges" items={r.badges} />
        <ReportList
          title="Games played"
          empty="No games"
          testId="report-games"
          items={r.games.map((g) => `${g.name}: ${g.plays} ${g.plays === 1 ? 'play' : 'plays'}, best ${g.best_percent}%`)}
        />
      </div>
    </section>
  )
}

/** 3.5 reads "3.5 (Medium to High)"; a whole number reads its label alone. */
function energyText(average: number): string {
  const low = Math.floor(average) as EnergyLevel
  const high = Math.ceil(average) as EnergyLevel
  return low === high ? `${average} (${ENERGY_LABELS[low]})` : `${average} (${ENERGY_LABELS[low]} to ${ENERGY_LABELS[high]})`
}

type ReportListProps = {
  title: string
  items: readonly string[]
  empty: string
  testId: string
  /** Drawn in place of the list, which stays for screen readers (visually hidden). */
  chart?: ReactNode
}

function ReportList({ title, items, empty, testId, chart }: ReportListProps) {
  const drawn = chart !== undefined && items.length > 0
  return (
    <div data-testid={testId}>
      <h3>{title}</h3>
      {drawn && chart}
      {items.length === 0 ? (
        <p className="pp-report__muted">{empty}</p>
      ) : (
        <ul className={drawn ? 'pp-visually-hidden' : 'pp-report__list'}>
          {items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
