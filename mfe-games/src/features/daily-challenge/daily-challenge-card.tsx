import { useState } from 'react'
import { ApiRequestError } from '@app/shared/api-client/api-request-error.ts'
import { dailyChallengeApi } from '@app/shared/api-client/daily-challenge.ts'
import type { DailyKind } from '@app/shared/domain/games/daily-challenge.ts'
import { DAILY_CHALLENGE_MESSAGES as M } from '@app/shared/domain/messages/daily-challenge.ts'
import type { DailyChallenge, DailyItem } from '@app/shared/schemas/daily-challenge.ts'
import { Link, useLocation } from '@app/shared/routing/index.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { Icon } from '@app/shared/ui/icon.tsx'
import { calendarCheck, flame } from '@app/shared/ui/icon-shapes.ts'
import { Spinner } from '@app/shared/ui/spinner.tsx'
import { useLoad } from '@app/shared/ui/use-load.ts'
import { DailyQuestion, DailyResult, DailyScenario } from './daily-item-views.tsx'
import './daily-challenge.css'

const loadToday = (signal: AbortSignal) => dailyChallengeApi.today({ signal })

/**
 * The Game Hub's Daily Challenge card (docs/features/games.md "Daily challenge"): today's status,
 * the daily streak and a start button; the scenario and the question are played right in the card.
 * Signed-out visitors are invited to sign in (the challenge and its streak are a player's own).
 */
export function DailyChallengeCard({ session, young }: { session: 'loading' | 'signed-in' | 'signed-out'; young: boolean }) {
  return (
    <section className="pp-card pp-daily" aria-labelledby="daily-title" data-testid="daily-challenge">
      <h2 id="daily-title">
        <Icon shape={calendarCheck} className="pp-daily__icon" /> {M.title}
      </h2>
      <p className="pp-daily__intro">{young ? M.introYoung : M.intro}</p>
      {session === 'loading' ? (
        <Spinner label="Checking your session…" />
      ) : session === 'signed-in' ? (
        <PlayerChallenge />
      ) : (
        <SignInToPlay />
      )}
    </section>
  )
}

function SignInToPlay() {
  const location = useLocation()
  return (
    <div className="pp-daily__invite" data-testid="daily-sign-in">
      <p>{M.signIn}</p>
      <Link className="pp-btn pp-btn--primary" to="/app/auth" state={{ from: location }}>
        Sign In
      </Link>
    </div>
  )
}

const message = (error: unknown, fallback: string) => (error instanceof ApiRequestError && error.status < 500 ? error.message : fallback)

function PlayerChallenge() {
  const { load, reload, replace } = useLoad(loadToday)
  // The item in play in this card (null: the card shows the day's status), and the one just answered, kept on screen until Next.
  const [active, setActive] = useState<DailyKind | null>(null)
  const [justAnswered, setJustAnswered] = useState<DailyKind | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  if (load.status === 'loading') return <Spinner label="Loading today's challenge…" testId="daily-loading" />
  if (load.status === 'failed') {
    return (
      <div className="pp-alert" role="alert">
        <p>{M.loadFailed}</p>
        <button type="button" className="pp-btn pp-btn--secondary" onClick={reload}>
          Try again
        </button>
      </div>
    )
  }
  const challenge = load.data
  const nextKind = challenge.items.find((i) => i.status !== 'done')?.kind ?? null

  const serve = async (kind: DailyKind) => {
    setBusy(true)
    setError(null)
    try {
      const updated = await dailyChallengeApi.serve(kind)
      replace(() => updated)
      setJustAnswered(null)
      setActive(kind)
    } catch (e) {
      setError(message(e, M.startFailed))
    } finally {
      setBusy(false)
    }
  }

  const answer = async (item: DailyItem, choice: string | number | null) => {
    const itemId = item.kind === 'scenario' ? item.scenario?.id : item.question?.id
    if (!itemId || busy) return
    setBusy(true)
    setError(null)
    try {
      const { challenge: updated } = await dailyChallengeApi.answer({ kind: item.kind, item_id: itemId, choice })
      replace(() => updated)
      setJustAnswered(item.kind)
      setActive(null)
    } catch (e) {
      // Already answered elsewhere (another tab): show the day as the server has it.
      if (e instanceof ApiRequestError && e.status === 409) {
        setActive(null)
        reload()
      }
      setError(message(e, M.answerFailed))
    } finally {
      setBusy(false)
    }
  }

  const playing = active ? challenge.items.find((i) => i.kind === active && i.status === 'on_screen') : undefined
  const shown = justAnswered ? challenge.items.find((i) => i.kind === justAnswered && i.status === 'done') : undefined

  return (
    <div className="pp-daily__body">
      <DailyStatus challenge={challenge} />
      {playing?.scenario ? (
        <DailyScenario
          scenario={playing.scenario}
          secondsLeft={playing.seconds_left ?? playing.scenario.time_limit}
          answering={busy}
          answerError={error}
          onAnswer={(choice) => void answer(playing, choice)}
        />
      ) : playing?.question ? (
        <DailyQuestion
          question={playing.question}
          answering={busy}
          answerError={error}
          onAnswer={(choice) => void answer(playing, choice)}
        />
      ) : shown ? (
        <>
          <DailyResult item={shown} full />
          {nextKind ? (
            <Button onClick={() => void serve(nextKind)} busy={busy} busyLabel="Loading…" data-testid="daily-next">
              Next: today's {nextKind}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setJustAnswered(null)} data-testid="daily-finish">
              See today's results
            </Button>
          )}
        </>
      ) : (
        <>
          {challenge.items
            .filter((i) => i.status === 'done')
            .map((i) => (
              <DailyResult key={i.kind} item={i} full={false} />
            ))}
          {error && (
            <p className="pp-alert" role="alert">
              {error}
            </p>
          )}
          {nextKind ? (
            <Button onClick={() => void serve(nextKind)} busy={busy} busyLabel="Starting…" data-testid="daily-start">
              {challenge.items.some((i) => i.status !== 'to_do') ? "Continue today's challenge" : "Start today's challenge"}
            </Button>
          ) : (
            <p className="pp-daily__done">{M.done}</p>
          )}
        </>
      )}
    </div>
  )
}

function DailyStatus({ challenge }: { challenge: DailyChallenge }) {
  const answered = challenge.items.filter((i) => i.status === 'done').length
  const right = challenge.items.filter((i) => i.correct).length
  const { current, best } = challenge.streak
  return (
    <div className="pp-daily__status">
      <p data-testid="daily-status" className={`pp-daily__badge pp-daily__badge--${challenge.completed ? 'done' : 'todo'}`}>
        {challenge.completed
          ? `Done today · ${right} of ${challenge.items.length} right`
          : answered > 0
            ? `${answered} of ${challenge.items.length} answered`
            : 'To do today'}
      </p>
      <p className="pp-daily__streak">
        <Icon shape={flame} size={20} filled className="pp-daily__flame" /> <span data-testid="daily-streak">{current}</span>-day daily
        streak
        {best > current && <span className="pp-daily__best"> · best {best}</span>}
      </p>
    </div>
  )
}
