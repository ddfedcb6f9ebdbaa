import { PagePlaceholder } from '@app/shared/ui/page-placeholder.tsx'
import { SignedInOnly } from '@app/shared/ui/signed-in-only.tsx'
import { AREA_LINKS } from '../../area-links.ts'

/** /app/family/setup: "Create Family Account" (spec §2). The feature itself ships in a later release. */
export function FamilySetupPage() {
  return (
    <PagePlaceholder title="Create Family Account" links={AREA_LINKS}>
      <SignedInOnly what="the family account form">{(user) => <p>Signed in as {user.first_name} {user.last_name}.</p>}</SignedInOnly>
    </PagePlaceholder>
  )
}
