import { isDemoMode } from '@app/shared/demo/demo-mode.ts'
import { DEMO_PLAYER } from '@app/shared/demo/demo-account.ts'
import './demo-banner.css'

/** Says plainly, on every page, that this is the demo: sample data, nothing saved, no server. */
export function DemoBanner() {
  if (!isDemoMode()) return null
  return (
    <aside className="pp-demo-banner" aria-label="Demo mode">
      <strong>Demo mode</strong> with sample data: nothing is saved and nothing is sent. Sign in as {DEMO_PLAYER.email} /{' '}
      {DEMO_PLAYER.password}.
    </aside>
  )
}
