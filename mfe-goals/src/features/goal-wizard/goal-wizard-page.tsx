import { PagePlaceholder } from '@app/shared/ui/page-placeholder.tsx'
import { AREA_LINKS } from '../../area-links.ts'

/** /app/goal-creation: "Create Your Goals" (spec §2). The feature itself ships in a later release. */
export function GoalWizardPage() {
  return (
    <PagePlaceholder title="Create Your Goals" links={AREA_LINKS}>
    </PagePlaceholder>
  )
}
