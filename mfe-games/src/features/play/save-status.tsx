import { useState } from 'react'
import { Button } from '@app/shared/ui/button.tsx'
import { Spinner } from '@app/shared/ui/spinner.tsx'
import { AchievementsPopup } from './achievements-popup.tsx'
import { SignInInvite } from './sign-in-invite.tsx'
import type { PlaySession } from './use-play-session.ts'

/**
 * Below a play's score: saving, the save failing (with Try again: the server saves a play once, so
 * retrying cannot count it twice), the sign-in invitation when signed out, and the achievements popup.
 */
export function SaveStatus({ session, onRetry }: { session: PlaySession; onRetry: () => void }) {
  const [popupClosed, setPopupClosed] = useState(false)
  const earned = session.finished?.achievements_earned ?? []
  if (!session.play?.id) return <SignInInvite />
  return (
    <>
      {session.saving && <Spinner label="Saving your result…" testId="saving-result" />}
      {session.saveError && (
        <div className="pp-alert" role="alert" data-testid="save-error">
          <p>{session.saveError}</p>
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        </div>
      )}
      {session.finished && (
        <p className="pp-game-saved" data-testid="result-saved">
          Saved! Your game points now total {session.finished.stats.total_points}.
        </p>
      )}
      {earned.length > 0 && !popupClosed && <AchievementsPopup earned={earned} onClose={() => setPopupClosed(true)} />}
    </>
  )
}
