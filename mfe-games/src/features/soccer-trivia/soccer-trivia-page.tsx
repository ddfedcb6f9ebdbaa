import { useCallback, useEffect, useState } from 'react'
import { gamesApi } from '@app/shared/api-client/games.ts'
import { TRIVIA_TIME_LIMIT_SECONDS } from '@app/shared/domain/games/game-catalogue.ts'
import { GAME_MESSAGES } from '@app/shared/domain/messages/games.ts'
import { Link } from '@app/shared/routing/index.ts'
import type { Feedback } from '@app/shared/schemas/games.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { Spinner } from '@app/shared/ui/spinner.tsx'
import { GameTimer } from '../play/game-timer.tsx'
import { playTotals } from '../play/play-totals.ts'
import { SaveStatus } from '../play/save-status.tsx'
import { ScoreSummary } from '../play/score-summary.tsx'
import { useCountdown } from '../play/use-countdown.ts'
import { usePlaySession } from '../play/use-play-session.ts'
import { QuestionView } from './question-view.tsx'
import '../play/games.css'

/** The last minute of Trivia's 10 is shown in red. */
const TRIVIA_WARN_SECONDS = 60

/**
 * /app/games/soccer-trivia (docs/features/games.md): loading, 8 questions against a 10-minute clock, results. A
 * reload mid-quiz resumes the same play where it was, with its clock and score, and says so.
 */
export function SoccerTriviaPage() {
  const { session, start, resume, answer, next, finish } = usePlaySession()
  const { play, phase, index } = session
  /** The question a reload came back to; the welcome shows until the player moves on. */
  const [resumedAt, setResumedAt] = useState<number | null>(null)
  const begin = useCallback(async () => {
    setResumedAt(null)
    const found = await gamesApi.current('soccer-trivia').catch(() => null)
    if (found?.play) setResumedAt(await resume(found.play, found.feedback))
    else await start({ game_id: 'soccer-trivia' })
  }, [start, resume])
  useEffect(() => {
    void begin()
  }, [begin])
  const score = session.feedback.reduce((sum, f) => sum + (f?.points ?? 0), 0)
  // The whole play's clock: when it runs out the play ends and the results show (docs/features/games.md).
  const secondsLeft = useCountdown(
    play?.time_limit_seconds ?? TRIVIA_TIME_LIMIT_SECONDS,
    phase === 'playing',
    play?.started_at ?? '',
    () => void finish(),
  )

  return (
    <article className="pp-page pp-game-page" aria-labelledby="trivia-title" data-testid="soccer-trivia">
      <h1 id="trivia-title">Soccer Trivia</h1>
      {(phase === 'idle' || phase === 'loading') && <Spinner label="Loading questions…" testId="trivia-loading" />}
      {phase === 'failed' && (
        <div className="pp-alert" role="alert">
          <p>{GAME_MESSAGES.loadFailed}</p>
          <Button onClick={() => void begin()}>Try again</Button>
        </div>
      )}
      {phase === 'playing' && play && play.questions[index] && (
        <>
          {resumedAt === index + 1 && (
            <p className="pp-alert" role="status" data-testid="trivia-resumed">
              {GAME_MESSAGES.resumed(resumedAt, play.item_count)}
            </p>
          )}
          <GameTimer secondsLeft={secondsLeft} warnAt={TRIVIA_WARN_SECONDS} label="Time left for this quiz" testId="trivia-timer" />
          <p className="pp-question__meta" data-testid="trivia-score">
            Score so far: {score} pts
          </p>
          <QuestionView
            question={play.questions[index]}
            position={{ index, count: play.item_count }}
            feedback={session.feedback[index] as Extract<Feedback, { kind: 'question' }> | null}
            answering={session.answering}
            answerError={session.answerError}
            onAnswer={(choice) => void answer(choice)}
            onNext={() => void next()}
            onFinish={() => void finish()}
          />
        </>
      )}
      {phase === 'results' && play && (
        <section className="pp-card pp-game-results" aria-labelledby="trivia-results-title" data-testid="trivia-results">
          <h2 id="trivia-results-title">{session.feedback.every(Boolean) ? 'Quiz Complete!' : "Time's up!"}</h2>
          <ScoreSummary totals={playTotals(play, session.feedback, session.finished)} />
          <p>
            {session.feedback.filter((f) => f && f.kind === 'question' && f.chosen_index === f.correct_index && !f.too_fast).length} of{' '}
            {play.item_count} correct
          </p>
          <SaveStatus session={session} onRetry={() => void finish()} />
          <div className="pp-game-actions">
            <Button
              onClick={() => {
                setResumedAt(null)
                void start({ game_id: 'soccer-trivia' })
              }}
            >
              Play Again
            </Button>
            <Link className="pp-btn pp-btn--secondary" to="/app/games">
              Back to Games
            </Link>
          </div>
        </section>
      )}
    </article>
  )
}
