import { type Pair, pairedBars } from './chart-geometry.ts'
import './charts.css'

export type PeriodComparisonChartProps = {
  /** Each measure (sessions, minutes) in this period and the one before. */
  pairs: readonly Pair[]
  /** "Last 7 days" */
  currentLabel: string
  /** "The 7 days before" */
  previousLabel: string
  /** Whose numbers, for the accessible name: "Your", "Lia's". */
  whose: string
  testId?: string
}

const LAYOUT = { groupWidth: 160, barWidth: 48, gap: 10, maxHeight: 100, minHeight: 3 }
const TOP = 20 // the value above the taller bar
const BOTTOM = 24 // the measure under its bars
const WIDTH = 320
const HEIGHT = TOP + LAYOUT.maxHeight + BOTTOM
const SERIES = ['previous', 'current'] as const

/**
 * This period beside the one before, two bars per measure, each measure on its own scale. The image
 * is named by its figures; the table under it (hidden from view) holds the same numbers.
 */
export function PeriodComparisonChart({
  pairs,
  currentLabel,
  previousLabel,
  whose,
  testId = 'period-comparison',
}: PeriodComparisonChartProps) {
  const groups = pairedBars(pairs, LAYOUT)
  const baseline = TOP + LAYOUT.maxHeight
  const summary = pairs.map((p) => `${p.label.toLowerCase()} ${p.current}, before ${p.previous}`).join('; ')
  return (
    <figure className="pp-chart" data-testid={testId}>
      <svg
        className="pp-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={`${whose} ${currentLabel.toLowerCase()} beside ${previousLabel.toLowerCase()}: ${summary}`}
        data-testid={`${testId}-chart`}
      >
        <line x1="0" x2={WIDTH} y1={baseline} y2={baseline} className="pp-chart__axis" />
        {groups.map((g) => (
          <g key={g.label} aria-hidden="true">
            {SERIES.map((series) => {
              const bar = g[series]
              return (
                <g key={series}>
                  {bar.height > 0 && (
                    <rect
                      x={bar.x}
                      y={baseline - bar.height}
                      width={LAYOUT.barWidth}
                      height={bar.height}
                      rx="3"
                      className={`pp-chart__${series}`}
                    />
                  )}
                  <text
                    x={bar.x + LAYOUT.barWidth / 2}
                    y={baseline - bar.height - 6}
                    textAnchor="middle"
                    className="pp-chart__value"
                    data-series={series}
                  >
                    {bar.value}
                  </text>
                </g>
              )
            })}
            <text x={g.x + LAYOUT.groupWidth / 2} y={HEIGHT - 6} textAnchor="middle" className="pp-chart__label">
              {g.label}
            </text>
          </g>
        ))}
      </svg>
      <ul className="pp-chart__legend" aria-hidden="true">
        <li>
          <span className="pp-chart__swatch pp-chart__swatch--previous" /> {previousLabel}
        </li>
        <li>
          <span className="pp-chart__swatch" /> {currentLabel}
        </li>
      </ul>
      <table className="pp-visually-hidden" data-testid={`${testId}-table`}>
        <caption>{`${whose} ${currentLabel.toLowerCase()} beside ${previousLabel.toLowerCase()}`}</caption>
        <thead>
          <tr>
            <th scope="col">Measure</th>
            <th scope="col">{previousLabel}</th>
            <th scope="col">{currentLabel}</th>
          </tr>
        </thead>
        <tbody>
          {pairs.map((p) => (
            <tr key={p.label}>
              <th scope="row">{p.label}</th>
              <td>{p.previous}</td>
              <td>{p.current}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
