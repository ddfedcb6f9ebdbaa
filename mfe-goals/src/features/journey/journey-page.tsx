import { SignedInOnly } from '@app/shared/ui/signed-in-only.tsx'
import { Journey } from './journey.tsx'
import './journey.css'

/** /app/journey: "My Journey", the player's milestones newest first (journey.ts). */
export function JourneyPage() {
  return (
    <article className="pp-page pp-journey" aria-labelledby="journey-title" data-testid="journey">
      <h1 id="journey-title">My Journey</h1>
      <p className="pp-journey__lead">Every level you reach, badge you earn, goal you finish and streak record you set, newest first.</p>
      <SignedInOnly what="your journey">{() => <Journey />}</SignedInOnly>
    </article>
  )
}
