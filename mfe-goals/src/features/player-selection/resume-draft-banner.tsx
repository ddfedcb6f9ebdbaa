import type { WizardDraft } from '@app/shared/domain/goal-wizard.ts'
import { findPlayerStyle } from '@app/shared/domain/player-styles.ts'
import { Link } from '@app/shared/routing/index.ts'
import { Button } from '@app/shared/ui/button.tsx'

export type ResumeDraftBannerProps = { draft: WizardDraft; onDiscard: () => void }

/** A plan started earlier on this device: continue it where it was left, or start over. */
export function ResumeDraftBanner({ draft, onDiscard }: ResumeDraftBannerProps) {
  const style = findPlayerStyle(draft.player.styleId)
  const goals = draft.goals.length
  return (
    <section className="pp-resume-draft" aria-labelledby="resume-draft-title" data-testid="resume-draft">
      <div>
        <h2 id="resume-draft-title" className="pp-resume-draft__title">
          Continue your plan?
        </h2>
        <p className="pp-resume-draft__text">
          You started a plan{style ? ` as a ${style.style}` : ''} with {goals} {goals === 1 ? 'goal' : 'goals'}, at step {draft.step} of 3.
        </p>
      </div>
      <div className="pp-resume-draft__actions">
        <Link className="pp-btn pp-btn--primary" to="/app/goal-creation">
          Continue Plan
        </Link>
        <Button variant="ghost" onClick={onDiscard}>
          Start Over
        </Button>
      </div>
    </section>
  )
}
