import { type ReactNode, useId } from 'react'
import { formatCalendarDay, weekday } from '@app/shared/ui/format-dates.ts'
import { type ActivityDay, activityBars, totalMinutes } from './activity-bars.ts'
import './activity-chart.css'

export type ActivityChartProps = {
  /** Minutes per calendar day, oldest first, every day present (zero days too). */
  days: readonly ActivityDay[]
  /** Whose minutes, in the chart's accessible name, e.g. "Maya's". */
  whose?: string
  /** Shown under the chart when every day is zero (the caller's element, in the caller's style). */
  empty?: ReactNode
  testId?: string
}

const LAYOUT = { slotWidth: 44, barWidth: 26, maxHeight: 110, minHeight: 4 }
const TOP = 22 // room for the minutes above the tallest bar
const BOTTOM = 24 // room for the day under the bars
/** Beyond a week, weekday names repeat: the bars are labelled with the day of the month instead. */
const dayOfMonth = (day: string) => String(Number(day.slice(8)))

/**
 * Minutes trained on each day shown. The bars are an image; the table beside it (read by screen
 * readers, hidden from view) holds the same numbers. Used by the player's dashboard (7 days) and
 * the family report (7 or 30).
 */
export function ActivityChart({ days, whose, empty, testId = 'activity' }: ActivityChartProps) {
  const id = useId()
  const bars = activityBars(days, LAYOUT)
  const width = LAYOUT.slotWidth * Math.max(1, bars.length)
  const height = TOP + LAYOUT.maxHeight + BOTTOM
  const baseline = TOP + LAYOUT.maxHeight
  const total = totalMinutes(days)
  const label = days.length > 7 ? dayOfMonth : (day: string) => weekday(day)
  const subject = whose ? `${whose} minutes trained` : 'Minutes trained'
  return (
    <div className={`pp-activity${days.length > 7 ? ' pp-activity--long' : ''}`}>
      <p className="pp-activity__total" data-testid={`${testId}-total`}>
        <strong>{total} min</strong> in the last {days.length} days
      </p>
      <svg
        className="pp-activity__chart"
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-title`}
        data-testid={`${testId}-chart`}
      >
        <title id={`${id}-title`}>{`${subject} per day, last ${days.length} days: ${total} minutes in all`}</title>
        <line x1="0" x2={width} y1={baseline} y2={baseline} className="pp-activity__baseline" />
        {bars.map((b) => (
          <g key={b.day} aria-hidden="true">
            {b.height > 0 && (
              <rect x={b.x} y={baseline - b.height} width={LAYOUT.barWidth} height={b.height} rx="4" className="pp-activity__bar" />
            )}
            {b.minutes > 0 && (
              <text x={b.x + LAYOUT.barWidth / 2} y={baseline - b.height - 6} textAnchor="middle" className="pp-activity__value">
                {b.minutes}
              </text>
            )}
            <text x={b.x + LAYOUT.barWidth / 2} y={height - 6} textAnchor="middle" className="pp-activity__day">
              {label(b.day)}
            </text>
          </g>
        ))}
      </svg>
      <table className="pp-visually-hidden" data-testid={`${testId}-table`}>
        <caption>{subject} per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Minutes</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{formatCalendarDay(d.day)}</th>
              <td>{d.minutes}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {total === 0 && empty}
    </div>
  )
}
