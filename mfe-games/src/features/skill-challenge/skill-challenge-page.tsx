import { PagePlaceholder } from '@app/shared/ui/page-placeholder.tsx'
import { AREA_LINKS } from '../../area-links.ts'

/** /app/games/skill-challenge: listed as Coming Soon and disabled (spec §1, §2). */
export function SkillChallengePage() {
  return (
    <PagePlaceholder title="Skill Challenge" links={AREA_LINKS}>
      <p>
        <strong>Coming Soon</strong>
      </p>
    </PagePlaceholder>
  )
}
