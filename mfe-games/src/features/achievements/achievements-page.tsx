import { SignedInOnly } from '@app/shared/ui/signed-in-only.tsx'
import { AchievementCenter } from './achievement-center.tsx'
import '../play/games.css'
import '../game-hub/game-hub.css'
import './achievements.css'

/** /app/achievements: "Achievement Center" (docs/features/games.md), the player's real achievements. */
export function AchievementsPage() {
  return (
    <article className="pp-page pp-game-page" aria-labelledby="achievements-title" data-testid="achievement-center">
      <h1 id="achievements-title">Achievement Center</h1>
      <SignedInOnly what="your achievements">{(user) => <AchievementCenter ageGroup={user.age_group} />}</SignedInOnly>
    </article>
  )
}
