import { gamesApi } from '@app/shared/api-client/games.ts'
import { Link } from '@app/shared/routing/index.ts'
import { selectSession, useAppSelector } from '@app/shared/session/index.ts'
import { Spinner } from '@app/shared/ui/spinner.tsx'
import { useLoad } from '@app/shared/ui/use-load.ts'
import { BUILD_LABEL } from '../../build-label.ts'
import { DailyChallengeCard } from '../daily-challenge/daily-challenge-card.tsx'
import { SignInInvite } from '../play/sign-in-invite.tsx'
import { usePlayerAgeGroup } from '../play/use-player-age-group.ts'
import { GameCards } from './game-cards.tsx'
import { GameHistory } from './game-history.tsx'
import { RecentAchievements } from './recent-achievements.tsx'
import { StatsTiles } from './stats-tiles.tsx'
import '../play/games.css'
import './game-hub.css'

const loadStats = (signal: AbortSignal) => gamesApi.stats({ signal })

/** /app/games: "Game Hub" (docs/features/games.md): the player's game totals, the games, recent achievements. */
export function GameHubPage() {
  const { status, user } = useAppSelector(selectSession)
  const young = usePlayerAgeGroup() === '8-12'
  return (
    <article className="pp-page pp-game-page" aria-labelledby="game-hub-title" data-testid="game-hub">
      <h1 id="game-hub-title">Game Hub</h1>
      <p className="pp-hub__intro">
        {young
          ? "Let's play! Every game makes you a smarter player, and every point levels you up!"
          : 'Train your soccer brain. Game points from every play build your Game Level.'}
      </p>
      {/* Holds the sign-in invitation's height while the session is checked: the page arrives
          prerendered in that state, and the games below must not jump when it is known. */}
      <div className="pp-hub__you">
        {status === 'loading' ? <Spinner label="Checking your session…" /> : user ? <PlayerTotals young={young} /> : <SignInInvite />}
      </div>
      <GameCards young={young} />
      <DailyChallengeCard session={status === 'loading' ? 'loading' : user ? 'signed-in' : 'signed-out'} young={young} />
      <p>
        <Link to="/app/goal-tracker">{young ? 'Go to My Goals and keep training!' : 'Back to My Goals'}</Link>
      </p>
      {BUILD_LABEL && (
        <p className="pp-build-label">
          Games build <span data-testid="remote-build-label">{BUILD_LABEL}</span>
        </p>
      )}
    </article>
  )
}

function PlayerTotals({ young }: { young: boolean }) {
  const { load, reload } = useLoad(loadStats)
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
  return (
    <>
      <StatsTiles stats={load.data} young={young} />
      <GameHistory plays={load.data.recent_plays} young={young} />
      <RecentAchievements achievements={load.data.recent_achievements} young={young} />
    </>
  )
}
