import { useEffect, useMemo, useRef, useState } from 'react'
import { scorePercent } from '@app/shared/domain/games/game-level.ts'
import { reactionFeedback, reactionModeLabel } from '@app/shared/domain/games/score-feedback.ts'
import { GAME_MESSAGES } from '@app/shared/domain/messages/games.ts'
import { Link } from '@app/shared/routing/index.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { Spinner } from '@app/shared/ui/spinner.tsx'
import { SaveStatus } from '../play/save-status.tsx'
import { usePlaySession } from '../play/use-play-session.ts'
import { gamesApi } from '@app/shared/api-client/games.ts'
import { type GameComplete, readGameComplete, readGameEvent } from './game-message.ts'
import { staticGameUrl } from './static-game-url.ts'
import '../play/games.css'

/**
 * /app/games/reaction-master (docs/features/games.md): the static game page in an iframe, then the results. The
 * play starts on the server first; the round's start and each hit are forwarded as they happen, so
 * the server times the round and the hits it will check the result against.
 */
export function ReactionMasterPage() {
  const { session, start, finish } = usePlaySession()
  const [reported, setReported] = useState<GameComplete | null>(null)
  const { play, phase } = session
  const begin = () => {
    setReported(null)
    void start({ game_id: 'reaction-master' })
  }
  useEffect(begin, [start])

  return (
    <article className="pp-page pp-game-page" aria-labelledby="reaction-title" data-testid="reaction-master">
      <h1 id="reaction-title">Reaction Master</h1>
      {(phase === 'idle' || phase === 'loading') && <Spinner label="Getting the pitch ready…" />}
      {phase === 'failed' && (
        <div className="pp-alert" role="alert">
          <p>{GAME_MESSAGES.loadFailed}</p>
          <Button onClick={begin}>Try again</Button>
        </div>
      )}
      {phase === 'playing' && play && (
        <ReactionPlaying
          key={play.started_at}
          playId={play.id}
          ageGroup={play.age_group}
          onComplete={(result) => {
            setReported(result)
            void finish({ score: result.score, max_score: result.maxScore })
          }}
        />
      )}
      {phase === 'results' && play && reported && (
        <section className="pp-card pp-game-results" aria-labelledby="reaction-results-title" data-testid="reaction-results">
          <h2 id="reaction-results-title">Training Complete</h2>
          <ReactionScore
            result={session.finished ? { score: session.finished.result.score, maxScore: session.finished.result.max_score } : reported}
            ageGroup={play.age_group}
          />
          <SaveStatus session={session} onRetry={() => void finish({ score: reported.score, max_score: reported.maxScore })} />
          <div className="pp-game-actions">
            <Link className="pp-btn pp-btn--primary" to="/app/goal-tracker">
              Log Training Session
            </Link>
            <Button variant="secondary" onClick={begin}>
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

type ReactionPlayingProps = {
  playId: string | null
  ageGroup: Parameters<typeof staticGameUrl>[0]
  onComplete: (result: GameComplete) => void
}

function ReactionPlaying({ playId, ageGroup, onComplete }: ReactionPlayingProps) {
  const frame = useRef<HTMLIFrameElement>(null)
  const src = useMemo(() => staticGameUrl(ageGroup), [ageGroup])
  const done = useRef(onComplete)
  done.current = onComplete

  useEffect(() => {
    let reported = false
    // Hits go after the round's start reaches the server; the result waits for every hit to land.
    let started: Promise<unknown> = Promise.resolve()
    const pending: Promise<unknown>[] = []
    const onMessage = (event: MessageEvent) => {
      const live = playId ? readGameEvent(event, frame.current?.contentWindow, src.origin) : null
      if (live?.type === 'roundStart') started = gamesApi.next(playId!).catch(() => undefined)
      if (live?.type === 'targetHit') pending.push(started.then(() => gamesApi.hit(playId!, live.target)).catch(() => undefined))
      const result = readGameComplete(event, frame.current?.contentWindow, src.origin)
      if (!result || reported) return
      reported = true
      void Promise.all(pending).then(() => done.current(result))
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [src, playId])

  return (
    <>
      <div className="pp-reaction__header">
        <p className="pp-reaction__mode" data-testid="reaction-mode">
          {reactionModeLabel(ageGroup)}
        </p>
        <Link className="pp-btn pp-btn--ghost" to="/app/games">
          Exit Game
        </Link>
      </div>
      <section className="pp-card pp-reaction__how" aria-labelledby="how-to-play">
        <h2 id="how-to-play">How to play</h2>
        <ol>
          <li>React quickly when targets appear.</li>
          <li>Click or tap each target as fast as you can to score points.</li>
          <li>Sharper reflexes here mean quicker reactions in real matches.</li>
        </ol>
      </section>
      <iframe ref={frame} className="pp-reaction__frame" title="Reaction Master game" src={src.href} data-testid="reaction-frame" />
    </>
  )
}

function ReactionScore({ result, ageGroup }: { result: GameComplete; ageGroup: Parameters<typeof reactionFeedback>[1] }) {
  const accuracy = scorePercent(result.score, result.maxScore)
  return (
    <div data-testid="final-score">
      <dl className="pp-reaction__score">
        <div>
          <dt>Final Score</dt>
          <dd>
            <span data-testid="score-value">{result.score}</span>/<span data-testid="max-score-value">{result.maxScore}</span>
          </dd>
        </div>
        <div>
          <dt>Accuracy</dt>
          <dd data-testid="accuracy">{accuracy}%</dd>
        </div>
      </dl>
      <p className="pp-reaction__feedback" data-testid="reaction-feedback">
        {reactionFeedback(accuracy, ageGroup)}
      </p>
    </div>
  )
}
