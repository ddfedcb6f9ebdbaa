import { PagePlaceholder } from '@app/shared/ui/page-placeholder.tsx'
import { AREA_LINKS } from '../../area-links.ts'
import { BUILD_LABEL } from '../../build-label.ts'

/** /app/games: "Game Hub" (spec §2). The hub's tiles and game cards ship in a later release. */
export function GameHubPage() {
  return (
    <PagePlaceholder title="Game Hub" links={AREA_LINKS}>
      <p className="pp-build-label">
        Games build <span data-testid="remote-build-label">{BUILD_LABEL}</span>
      </p>
    </PagePlaceholder>
  )
}
