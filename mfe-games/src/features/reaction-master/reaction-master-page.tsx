import { PagePlaceholder } from '@app/shared/ui/page-placeholder.tsx'
import { AREA_LINKS } from '../../area-links.ts'

/** /app/games/reaction-master: "Reaction Master" (spec §2). The feature itself ships in a later release. */
export function ReactionMasterPage() {
  return (
    <PagePlaceholder title="Reaction Master" links={AREA_LINKS}>
    </PagePlaceholder>
  )
}
