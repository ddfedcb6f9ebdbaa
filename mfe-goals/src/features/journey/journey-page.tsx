import { PagePlaceholder } from '@app/shared/ui/page-placeholder.tsx'
import { SignedInOnly } from '@app/shared/ui/signed-in-only.tsx'
import { AREA_LINKS } from '../../area-links.ts'

/** /app/journey: "Your Journey" (spec §2). The feature itself ships in a later release. */
export function JourneyPage() {
  return (
    <PagePlaceholder title="Your Journey" links={AREA_LINKS}>
      <SignedInOnly what="your journey">{(user) => <p>Signed in as {user.first_name} {user.last_name}.</p>}</SignedInOnly>
    </PagePlaceholder>
  )
}
