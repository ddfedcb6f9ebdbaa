import { useParams } from '@app/shared/routing/index.ts'
import { PagePlaceholder } from '@app/shared/ui/page-placeholder.tsx'
import { SignedInOnly } from '@app/shared/ui/signed-in-only.tsx'
import { AREA_LINKS } from '../../area-links.ts'

/** /app/family/member/:memberId: "Member Detail" (spec §2). The member's goals ship in a later release. */
export function MemberDetailPage() {
  const { memberId } = useParams()
  return (
    <PagePlaceholder title="Member Detail" links={AREA_LINKS}>
      <SignedInOnly what="this member's goals">
        {(user) => (
          <p>
            Signed in as {user.first_name} {user.last_name}. Member <code>{memberId}</code>.
          </p>
        )}
      </SignedInOnly>
    </PagePlaceholder>
  )
}
