import { PagePlaceholder } from '@app/shared/ui/page-placeholder.tsx'
import { AREA_LINKS } from '../../area-links.ts'

/** /app/games/soccer-trivia: "Soccer Trivia" (spec §2). The feature itself ships in a later release. */
export function SoccerTriviaPage() {
  return (
    <PagePlaceholder title="Soccer Trivia" links={AREA_LINKS}>
    </PagePlaceholder>
  )
}
