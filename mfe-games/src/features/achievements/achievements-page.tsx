import { PagePlaceholder } from '@app/shared/ui/page-placeholder.tsx'
import { SignedInOnly } from '@app/shared/ui/signed-in-only.tsx'
import { AREA_LINKS } from '../../area-links.ts'

/** /app/achievements: "Achievement Center" (spec §2). The feature itself ships in a later release. */
export function AchievementsPage() {
  return (
    <PagePlaceholder title="Achievement Center" links={AREA_LINKS}>
      <SignedInOnly what="your achievements">{(user) => <p>Signed in as {user.first_name} {user.last_name}.</p>}</SignedInOnly>
    </PagePlaceholder>
  )
}
