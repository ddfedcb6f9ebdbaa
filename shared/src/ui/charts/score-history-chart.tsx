import { GAME_NAMES, type GameId } from '@app/shared/domain/games/game-catalogue.ts'
import type { RecentPlayView } from '@app/shared/schemas/games.ts'
import { formatInstant } from '@app/shared/ui/format-dates.ts'
import { fixedColumns, linearScale } from './chart-geometry.ts'
import './charts.css'

export type ScoreHistoryChartProps = {
  /** Oldest first, at most `slots` of them. */
  plays: readonly RecentPlayView[]
  /** Columns the chart has room for: its size is the same with 1 play or 10. */
  slots?: number
  testId?: string
}

const WIDTH = 320
const HEIGHT = 150
const LEFT = 40 // "100%"
const TOP = 18 // the percent above a full column
const BOTTOM = 8
const PLOT = HEIGHT - TOP - BOTTOM
const GRID = [0, 50, 100]

/**
 * The last plays' scores as percent columns, one colour a game, on a fixed 0-100% scale. Named by
 * its figures; the table under it (hidden from view) lists each play.
 */
export function ScoreHistoryChart({ plays, slots = 10, testId = 'score-history' }: ScoreHistoryChartProps) {
  const slotWidth = (WIDTH - LEFT) / slots
  const cols = fixedColumns(
    plays.map((p) => ({ ...p, value: p.percent })),
    100,
    { slotWidth, barWidth: Math.round(slotWidth * 0.6), maxHeight: PLOT, minHeight: 3 },
  )
  const y = linearScale([0, 100], [HEIGHT - BOTTOM, TOP])
  const games = [...new Set(plays.map((p) => p.game_id))]
  const label =
    plays.length === 0
      ? 'Your game scores: no finished games yet'
      : `Your last ${plays.length === 1 ? 'game' : `${plays.length} games`}, oldest first: ${plays.map((p) => `${GAME_NAMES[p.game_id]} ${p.percent}%`).join(', ')}`
  return (
    <figure className="pp-chart" data-testid={testId}>
      <svg
        className="pp-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={label}
        data-testid={`${testId}-chart`}
      >
        <g aria-hidden="true">
          {GRID.map((g) => (
            <g key={g}>
              <line x1={LEFT} x2={WIDTH} y1={y(g)} y2={y(g)} className={g === 0 ? 'pp-chart__axis' : 'pp-chart__grid'} />
              <text x={LEFT - 6} y={y(g) + 4} textAnchor="end" className="pp-chart__text">
                {`${g}%`}
              </text>
            </g>
          ))}
          {cols.map((c, i) => (
            <g key={`${c.finished_at}-${i}`} data-percent={c.percent}>
              {c.height > 0 && (
                <rect
                  x={LEFT + c.x}
                  y={HEIGHT - BOTTOM - c.height}
                  width={Math.round(slotWidth * 0.6)}
                  height={c.height}
                  rx="2"
                  className={`pp-chart__game--${c.game_id}`}
                />
              )}
              <text
                x={LEFT + c.x + Math.round(slotWidth * 0.6) / 2}
                y={HEIGHT - BOTTOM - c.height - 5}
                textAnchor="middle"
                className="pp-chart__value"
              >
                {c.percent}
              </text>
            </g>
          ))}
          {plays.length === 0 && (
            <text x={(LEFT + WIDTH) / 2} y={HEIGHT / 2} textAnchor="middle" className="pp-chart__text">
              Finish a game to see your scores here
            </text>
          )}
        </g>
      </svg>
      {games.length > 0 && (
        <ul className="pp-chart__legend" aria-hidden="true">
          {games.map((g: GameId) => (
            <li key={g}>
              <span className={`pp-chart__swatch pp-chart__game--${g}`} /> {GAME_NAMES[g]}
            </li>
          ))}
        </ul>
      )}
      <table className="pp-visually-hidden" data-testid={`${testId}-table`}>
        <caption>Your last games, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">Game</th>
            <th scope="col">Finished</th>
            <th scope="col">Score</th>
          </tr>
        </thead>
        <tbody>
          {plays.map((p, i) => (
            <tr key={`${p.finished_at}-${i}`}>
              <th scope="row">{GAME_NAMES[p.game_id]}</th>
              <td>{formatInstant(p.finished_at)}</td>
              <td>{`${p.score} of ${p.max_score} (${p.percent}%)`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
