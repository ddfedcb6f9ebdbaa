import { PagePlaceholder } from '@app/shared/ui/page-placeholder.tsx'
import { AREA_LINKS } from '../../area-links.ts'

/** /app/player-selection: "Choose Your Playing Style" (spec §2). The feature itself ships in a later release. */
export function PlayerSelectionPage() {
  return (
    <PagePlaceholder title="Choose Your Playing Style" links={AREA_LINKS}>
    </PagePlaceholder>
  )
}
