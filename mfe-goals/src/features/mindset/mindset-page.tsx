import { useCallback } from 'react'
import { failureMessage } from '@app/shared/api-client/api-failure.ts'
import { PAID_FEATURES, tierAllows } from '@app/shared/domain/billing/tier-features.ts'
import { mindsetApi } from '@app/shared/api-client/mindset.ts'
import { LoadFailed } from '@app/shared/ui/load-failed.tsx'
import { SignedInOnly } from '@app/shared/ui/signed-in-only.tsx'
import { Spinner } from '@app/shared/ui/spinner.tsx'
import { UpgradeAlert } from '@app/shared/ui/upgrade-alert.tsx'
import { useLoad } from '@app/shared/ui/use-load.ts'
import { BreathingReset } from './breathing-reset.tsx'
import { ReflectionJournal } from './reflection-journal.tsx'
import './mindset.css'

/** /app/mindset: "Mindset Tools", the paid plans' mindset tools (docs/features/mindset-and-analytics.md): a breathing reset and a reflection journal. */
export function MindsetPage() {
  return (
    <article className="pp-page pp-mindset" aria-labelledby="mindset-title" data-testid="mindset">
      <h1 id="mindset-title">Mindset Tools</h1>
      <p className="pp-mindset__hint">Calm nerves before a game and learn from every session.</p>
      <SignedInOnly what="your mindset tools">
        {(user) => <MindsetTools tools={tierAllows(user.subscription_tier, 'mindsetTools')} />}
      </SignedInOnly>
    </article>
  )
}

/**
 * `tools`: the plan has them (the server refuses a Free player's new reflection too). Without them,
 * the way to them, and the journal written before a downgrade, still the player's to read.
 */
function MindsetTools({ tools }: { tools: boolean }) {
  const fetcher = useCallback((signal: AbortSignal) => mindsetApi.entries({ signal }), [])
  const { load, reload, refresh } = useLoad(fetcher)
  if (load.status === 'loading') return <Spinner label="Loading your mindset tools…" />
  if (load.status === 'failed')
    return <LoadFailed message={failureMessage(load.error, 'We could not load your journal just now.')} onRetry={reload} />
  return (
    <>
      {!tools && <UpgradeAlert message={PAID_FEATURES.mindsetTools.message} testId="mindset-upgrade" />}
      {(tools || load.data.length > 0) && (
        <div className="pp-mindset__tools">
          {tools && <BreathingReset />}
          <ReflectionJournal entries={load.data} onChanged={refresh} canWrite={tools} />
        </div>
      )}
    </>
  )
}
