import { GAME_MESSAGES } from '@app/shared/domain/messages/games.ts'
import { Link, useLocation } from '@app/shared/routing/index.ts'

/** Shown at a signed-out visitor's results: the points were not kept (docs/features/games.md). */
export function SignInInvite() {
  const location = useLocation()
  return (
    <div className="pp-alert pp-game-invite" data-testid="sign-in-invite">
      <p>{GAME_MESSAGES.signInToKeep}</p>
      <Link className="pp-btn pp-btn--primary" to="/app/auth" state={{ from: location }}>
        Sign In
      </Link>
    </div>
  )
}
