import type { Feedback } from '@app/shared/schemas/games.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { playTotals } from '../play/play-totals.ts'
import { SaveStatus } from '../play/save-status.tsx'
import { ScoreSummary } from '../play/score-summary.tsx'
import type { PlaySession } from '../play/use-play-session.ts'

export type DrillResultsProps = {
  session: PlaySession
  onRetrySave: () => void
  onPlayAgain: () => void
  onBackToMenu: () => void
}

/** Decision Drill's results (docs/features/games.md): the score in its colour band and each scenario's points. */
export function DrillResults({ session, onRetrySave, onPlayAgain, onBackToMenu }: DrillResultsProps) {
  const play = session.play!
  const totals = playTotals(play, session.feedback, session.finished)
  return (
    <section className="pp-card pp-game-results" aria-labelledby="drill-results-title" data-testid="drill-results">
      <h2 id="drill-results-title">{play.game_id === 'pro-soccer-iq' ? 'Pro Soccer IQ Complete!' : 'Drill Complete!'}</h2>
      <ScoreSummary totals={totals} />
      <ol className="pp-game-recap">
        {play.scenarios.map((s, i) => {
          const f = session.feedback[i] as Extract<Feedback, { kind: 'scenario' }> | null
          return (
            <li key={s.id}>
              {s.situation}: {f ? `${f.points}/${f.max_points}` : '0'} {f?.timed_out ? '(time ran out)' : ''}
            </li>
          )
        })}
      </ol>
      <SaveStatus session={session} onRetry={onRetrySave} />
      <div className="pp-game-actions">
        <Button onClick={onPlayAgain}>Play Again</Button>
        <Button variant="secondary" onClick={onBackToMenu}>
          Back to Menu
        </Button>
      </div>
    </section>
  )
}
