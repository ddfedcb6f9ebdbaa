import { useId } from 'react'
import type { TrainingStatsResponse } from '@app/shared/schemas/progress.ts'
import { activityBars, totalMinutes } from './activity-bars.ts'
import { formatCalendarDay, weekday } from './format-dates.ts'

export type ActivityChartProps = { days: TrainingStatsResponse['days'] }

const LAYOUT = { slotWidth: 44, barWidth: 26, maxHeight: 110, minHeight: 4 }
const TOP = 22 // room for the minutes above the tallest bar
const BOTTOM = 24 // room for the weekday under the bars

/**
 * Minutes trained on each of the last 7 days. The bars are an image; the table beside it (read by
 * screen readers, hidden from view) holds the same numbers.
 */
export function ActivityChart({ days }: ActivityChartProps) {
  const id = useId()
  const bars = activityBars(days, LAYOUT)
  const width = LAYOUT.slotWidth * Math.max(1, bars.length)
  const height = TOP + LAYOUT.maxHeight + BOTTOM
  const baseline = TOP + LAYOUT.maxHeight
  const total = totalMinutes(days)
  return (
    <div className="pp-activity">
      <p className="pp-activity__total" data-testid="activity-total">
        <strong>{total} min</strong> in the last {days.length} days
      </p>
      <svg className="pp-activity__chart" viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={`${id}-title`} data-testid="activity-chart">
        <title id={`${id}-title`}>{`Minutes trained per day, last ${days.length} days: ${total} minutes in all`}</title>
        <line x1="0" x2={width} y1={baseline} y2={baseline} className="pp-activity__baseline" />
        {bars.map((b) => (
          <g key={b.day} aria-hidden="true">
            {b.height > 0 && <rect x={b.x} y={baseline - b.height} width={LAYOUT.barWidth} height={b.height} rx="4" className="pp-activity__bar" />}
            {b.minutes > 0 && (
              <text x={b.x + LAYOUT.barWidth / 2} y={baseline - b.height - 6} textAnchor="middle" className="pp-activity__value">
                {b.minutes}
              </text>
            )}
            <text x={b.x + LAYOUT.barWidth / 2} y={height - 6} textAnchor="middle" className="pp-activity__day">
              {weekday(b.day)}
            </text>
          </g>
        ))}
      </svg>
      <table className="pp-visually-hidden" data-testid="activity-table">
        <caption>Minutes trained per day</caption>
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
      {total === 0 && (
        <p className="pp-dash-empty" data-testid="activity-empty">
          No training in the last 7 days yet. Log your first session and your first bar appears here.
        </p>
      )}
    </div>
  )
}
