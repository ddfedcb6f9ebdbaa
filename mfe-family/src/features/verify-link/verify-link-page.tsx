import { PagePlaceholder } from '@app/shared/ui/page-placeholder.tsx'
import { SignedInOnly } from '@app/shared/ui/signed-in-only.tsx'
import { AREA_LINKS } from '../../area-links.ts'

/** /app/family/verify-link: "Verify Link Request" (spec §2). The feature itself ships in a later release. */
export function VerifyLinkPage() {
  return (
    <PagePlaceholder title="Verify Link Request" links={AREA_LINKS}>
      <SignedInOnly what="link requests sent to you">{(user) => <p>Signed in as {user.first_name} {user.last_name}.</p>}</SignedInOnly>
    </PagePlaceholder>
  )
}
