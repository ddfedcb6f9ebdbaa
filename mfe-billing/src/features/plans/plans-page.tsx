import { PagePlaceholder } from '@app/shared/ui/page-placeholder.tsx'
import { AREA_LINKS } from '../../area-links.ts'

/** /app/plans: "Plans" (spec §2). The feature itself ships in a later release. */
export function PlansPage() {
  return (
    <PagePlaceholder title="Plans" links={AREA_LINKS}>
    </PagePlaceholder>
  )
}
