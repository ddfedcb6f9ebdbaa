import { PagePlaceholder } from '@app/shared/ui/page-placeholder.tsx'
import { SignedInOnly } from '@app/shared/ui/signed-in-only.tsx'
import { AREA_LINKS } from '../../area-links.ts'

/** /app/family/settings: "Family Settings" (spec §2). The feature itself ships in a later release. */
export function FamilySettingsPage() {
  return (
    <PagePlaceholder title="Family Settings" links={AREA_LINKS}>
      <SignedInOnly what="your family settings">{(user) => <p>Signed in as {user.first_name} {user.last_name}.</p>}</SignedInOnly>
    </PagePlaceholder>
  )
}
