import type { RecentPlayView } from '@app/shared/schemas/games.ts'
import { ScoreHistoryChart } from '@app/shared/ui/charts/score-history-chart.tsx'

/** The last 10 finished plays' scores as a chart (docs/features/games.md), with the plays as a table for screen readers. */
export function GameHistory({ plays, young }: { plays: readonly RecentPlayView[]; young: boolean }) {
  return (
    <section className="pp-card pp-hub__history" aria-labelledby="game-history-title" data-testid="game-history">
      <h2 id="game-history-title">{young ? 'Your last games' : 'Recent scores'}</h2>
      <ScoreHistoryChart plays={plays} testId="hub-score-history" />
    </section>
  )
}
