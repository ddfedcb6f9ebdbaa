import { lazy, Suspense } from 'react'
import { gamesApi } from '@app/shared/api-client/games.ts'
import { Link } from '@app/shared/routing/index.ts'
import type { GameStats } from '@app/shared/schemas/games.ts'
import { selectSession, useAppSelector } from '@app/shared/session/index.ts'
import { Spinner } from '@app/shared/ui/spinner.tsx'
import { type Load, useLoad } from '@app/shared/ui/use-load.ts'
import { BUILD_LABEL } from '../../build-label.ts'
import { DailyChallengeCard } from '../daily-challenge/daily-challenge-card.tsx'
import { SignInInvite } from '../play/sign-in-invite.tsx'
import { usePlayerAgeGroup } from '../play/use-player-age-group.ts'
import { GameCards } from './game-cards.tsx'
import { StatsTiles } from './stats-tiles.tsx'
import '../play/games.css'
import './game-hub.css'

const PlayerHistory = lazy(() => import('./player-history.tsx').then((m) => ({ default: m.PlayerHistory })))

const loadStats = (signal: AbortSignal) => gamesApi.stats({ signal })
/** Signed out there are no stats to ask for: the load stays pending and nothing is fetched. */
const notSignedIn = () => new Promise<GameStats>(() => {})

/**
 * /app/games: "Game Hub" (docs/features/games.md): the player's totals, the games, then the score
 * history and recent achievements. The page arrives prerendered before the session is known, so
 * nothing the signed-in player sees may push the games down (docs/features/games.md, "The hub's
 * layout"): the totals' box has the same size in every state, and what has no fixed size comes after
 * the games.
 */
export function GameHubPage() {
  const { status, user } = useAppSelector(selectSession)
  const young = usePlayerAgeGroup() === '8-12'
  // One tree whether signed in or not, so the games and the daily challenge stay mounted when the
  // session becomes known; the stats are asked for only once someone is signed in.
  const { load, reload } = useLoad(user ? loadStats : notSignedIn)
  return (
    <article className="pp-page pp-game-page" aria-labelledby="game-hub-title" data-testid="game-hub">
      <h1 id="game-hub-title">Game Hub</h1>
      <p className="pp-hub__intro">
        {young
          ? "Let's play! Every game makes you a smarter player, and every point levels you up!"
          : 'Train your soccer brain. Game points from every play build your Game Level.'}
      </p>
      <div className="pp-hub__you">
        {status === 'loading' ? (
          <Spinner label="Checking your session…" />
        ) : user ? (
          <PlayerTotals load={load} reload={reload} young={young} />
        ) : (
          <SignInInvite />
        )}
      </div>
      <GameCards young={young} />
      <DailyChallengeCard session={status === 'loading' ? 'loading' : user ? 'signed-in' : 'signed-out'} young={young} />
      {user && load.status === 'ready' && (
        <Suspense fallback={null}>
          <PlayerHistory stats={load.data} young={young} />
        </Suspense>
      )}
      <HubFooter young={young} />
    </article>
  )
}

function HubFooter({ young }: { young: boolean }) {
  return (
    <>
      <p>
        <Link to="/app/goal-tracker">{young ? 'Go to My Goals and keep training!' : 'Back to My Goals'}</Link>
      </p>
      {BUILD_LABEL && (
        <p className="pp-build-label">
          Games build <span data-testid="remote-build-label">{BUILD_LABEL}</span>
        </p>
      )}
    </>
  )
}

function PlayerTotals({ load, reload, young }: { load: Load<GameStats>; reload: () => void; young: boolean }) {
  if (load.status === 'loading') return <Spinner label="Loading your game stats…" testId="hub-stats-loading" />
  if (load.status === 'failed') {
    return (
      <div className="pp-alert" role="alert">
        <p>We could not load your game stats just now.</p>
        <button type="button" className="pp-btn pp-btn--secondary" onClick={reload}>
          Try again
        </button>
      </div>
    )
  }
  return <StatsTiles stats={load.data} young={young} />
}
