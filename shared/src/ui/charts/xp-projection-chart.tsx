import { type CalendarDay, daysBetween } from '@app/shared/domain/calendar-day.ts'
import { dateFormat, formatCalendarDay } from '@app/shared/ui/format-dates.ts'
import { areaPath, linearScale, linePath } from './chart-geometry.ts'
import { type XpProjectionInput, xpProjection } from './xp-projection.ts'
import './charts.css'

export type XpProjectionChartProps = XpProjectionInput & { nextLevel: number; testId?: string }

const WIDTH = 320
const HEIGHT = 180
const LEFT = 44 // the XP labels
const RIGHT = 8
const TOP = 18 // the threshold's name above its line
const BOTTOM = 22 // the days under the axis
/** Twelve weeks ahead at most: a level further off is told in words, not drawn. */
export const XP_HORIZON_DAYS = 84

const short = (day: CalendarDay) =>
  dateFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(Date.parse(`${day}T00:00:00Z`))

/**
 * Training XP over the last weeks (solid, filled), the recent pace carried on (dashed) and the next
 * Player Level's threshold (a line across). Named by its figures; the table under it, hidden from
 * view, holds the weeks' totals and the projection.
 */
export function XpProjectionChart({ nextLevel, testId = 'xp-projection', ...input }: XpProjectionChartProps) {
  const p = xpProjection(input)
  const x = linearScale([0, daysBetween(p.from, p.to)], [LEFT, WIDTH - RIGHT])
  const xOf = (day: CalendarDay) => x(daysBetween(p.from, day))
  const y = linearScale([p.ticks[0]!, Math.max(p.threshold, p.ticks[p.ticks.length - 1]!)], [HEIGHT - BOTTOM, TOP])
  const history = p.history.map((pt) => ({ x: xOf(pt.day), y: y(pt.xp) }))
  const projected = p.projection.map((pt) => ({ x: xOf(pt.day), y: y(pt.xp) }))
  const today = p.history[p.history.length - 1]!
  const end = p.projection[p.projection.length - 1]
  const ahead =
    end === undefined
      ? 'no projection without XP in the last 4 weeks'
      : p.reaches
        ? `at this pace Player Level ${nextLevel} (${p.threshold} XP) around ${formatCalendarDay(end.day)}`
        : `at this pace ${end.xp} XP by ${formatCalendarDay(end.day)}, short of Player Level ${nextLevel} at ${p.threshold} XP`
  return (
    <figure className="pp-chart" data-testid={testId}>
      <svg
        className="pp-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={`Training XP: ${today.xp} XP today, ${p.history[0]!.xp} XP ${input.weeks.length} weeks ago; ${ahead}`}
        data-testid={`${testId}-chart`}
      >
        <g aria-hidden="true">
          {p.ticks.map((t) => (
            <g key={t}>
              <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(t)} y2={y(t)} className="pp-chart__grid" />
              <text x={LEFT - 6} y={y(t) + 4} textAnchor="end" className="pp-chart__text">
                {t}
              </text>
            </g>
          ))}
          <path d={areaPath(history, HEIGHT - BOTTOM)} className="pp-chart__area" />
          <line
            x1={LEFT}
            x2={WIDTH - RIGHT}
            y1={y(p.threshold)}
            y2={y(p.threshold)}
            className="pp-chart__threshold"
            data-testid={`${testId}-threshold`}
          />
          <text x={WIDTH - RIGHT} y={y(p.threshold) - 5} textAnchor="end" className="pp-chart__threshold-text">
            {`Level ${nextLevel}: ${p.threshold} XP`}
          </text>
          <path d={linePath(history)} className="pp-chart__line" data-testid={`${testId}-line`} />
          {projected.length > 0 && <path d={linePath(projected)} className="pp-chart__projected" data-testid={`${testId}-projected`} />}
          <circle cx={xOf(today.day)} cy={y(today.xp)} r="4" className="pp-chart__dot" />
          <line x1={LEFT} x2={WIDTH - RIGHT} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} className="pp-chart__axis" />
          <text x={LEFT} y={HEIGHT - 6} className="pp-chart__text">
            {short(p.from)}
          </text>
          <text x={xOf(today.day)} y={HEIGHT - 6} textAnchor="middle" className="pp-chart__text">
            Today
          </text>
          {WIDTH - RIGHT - xOf(today.day) > 64 && (
            <text x={WIDTH - RIGHT} y={HEIGHT - 6} textAnchor="end" className="pp-chart__text">
              {short(p.to)}
            </text>
          )}
        </g>
      </svg>
      <ul className="pp-chart__legend" aria-hidden="true">
        <li>
          <span className="pp-chart__swatch" /> Your XP
        </li>
        {end !== undefined && (
          <li>
            <span className="pp-chart__swatch pp-chart__swatch--dashed" /> At your pace
          </li>
        )}
      </ul>
      <table className="pp-visually-hidden" data-testid={`${testId}-table`}>
        <caption>Your training XP at the end of each week, and at your pace</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Training XP</th>
          </tr>
        </thead>
        <tbody>
          {p.history.map((pt) => (
            <tr key={pt.day}>
              <th scope="row">{formatCalendarDay(pt.day)}</th>
              <td>{pt.xp}</td>
            </tr>
          ))}
          {end !== undefined && (
            <tr>
              <th scope="row">{`${formatCalendarDay(end.day)} at your pace`}</th>
              <td>{end.xp}</td>
            </tr>
          )}
        </tbody>
      </table>
    </figure>
  )
}
