import { PagePlaceholder } from '@app/shared/ui/page-placeholder.tsx'
import { SignedInOnly } from '@app/shared/ui/signed-in-only.tsx'
import { AREA_LINKS } from '../../area-links.ts'

/** /app/goal-creation/new: "Create New Goal" (spec §2). The feature itself ships in a later release. */
export function NewGoalPage() {
  return (
    <PagePlaceholder title="Create New Goal" links={AREA_LINKS}>
      <SignedInOnly what="goal suggestions and the goal form">{(user) => <p>Signed in as {user.first_name} {user.last_name}.</p>}</SignedInOnly>
    </PagePlaceholder>
  )
}
