import { PagePlaceholder } from '@app/shared/ui/page-placeholder.tsx'
import { AREA_LINKS } from '../../area-links.ts'

/** /app/games/decision-drill: "Decision Drill" (spec §2). The feature itself ships in a later release. */
export function DecisionDrillPage() {
  return (
    <PagePlaceholder title="Decision Drill" links={AREA_LINKS}>
    </PagePlaceholder>
  )
}
