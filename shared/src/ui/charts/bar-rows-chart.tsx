import { type BarRow, rowBars } from './chart-geometry.ts'
import './charts.css'

export type BarRowsChartProps = {
  /** In the order to draw, top to bottom; `valueText` is written at the end of each bar. */
  rows: readonly BarRow[]
  /** The image's accessible name, with its figures ("Minutes by type of training: Technical 40, …"). */
  label: string
  testId?: string
}

const LABEL_WIDTH = 104 // "Psychological" at 12px
const WIDTH = 320
const ROW = 28
const BAR = 16
/** Room after the longest bar for its figure: about 7.5 px a character of 12px bold text. */
const valueRoom = (rows: readonly BarRow[]) => 10 + Math.ceil(7.5 * Math.max(0, ...rows.map((r) => r.valueText.length)))

/**
 * Horizontal bars, one a row, with the row's name before it and its figure after. The caller keeps
 * its list or table of the same figures for screen readers (visually hidden where this replaces it).
 */
export function BarRowsChart({ rows, label, testId = 'bar-rows' }: BarRowsChartProps) {
  const bars = rowBars(rows, { rowHeight: ROW, maxWidth: WIDTH - LABEL_WIDTH - valueRoom(rows), minWidth: 3 })
  const height = Math.max(1, bars.length) * ROW
  return (
    <svg
      className="pp-chart__svg"
      viewBox={`0 0 ${WIDTH} ${height}`}
      width={WIDTH}
      height={height}
      role="img"
      aria-label={label}
      data-testid={testId}
    >
      {bars.map((b) => (
        <g key={b.key} aria-hidden="true" data-row={b.key}>
          <text x={LABEL_WIDTH - 8} y={b.y + ROW / 2 + 4} textAnchor="end" className="pp-chart__label">
            {b.label}
          </text>
          <rect x={LABEL_WIDTH} y={b.y + (ROW - BAR) / 2} width={b.width} height={BAR} rx="3" className="pp-chart__bar" />
          <text x={LABEL_WIDTH + b.width + 6} y={b.y + ROW / 2 + 4} className="pp-chart__value">
            {b.valueText}
          </text>
        </g>
      ))}
    </svg>
  )
}
