import { useCallback } from 'react'
import { failureMessage, failureStatus } from '@app/shared/api-client/api-failure.ts'
import { mindsetApi } from '@app/shared/api-client/mindset.ts'
import { Link } from '@app/shared/routing/index.ts'
import { LoadFailed } from '@app/shared/ui/load-failed.tsx'
import { SignedInOnly } from '@app/shared/ui/signed-in-only.tsx'
import { Spinner } from '@app/shared/ui/spinner.tsx'
import { useLoad } from '@app/shared/ui/use-load.ts'
import { BreathingReset } from './breathing-reset.tsx'
import { ReflectionJournal } from './reflection-journal.tsx'
import './mindset.css'

/** /app/mindset: "Mindset Tools", the paid plans' mindset tools (spec §6): a breathing reset and a reflection journal. */
export function MindsetPage() {
  return (
    <article className="pp-page pp-mindset" aria-labelledby="mindset-title" data-testid="mindset">
      <h1 id="mindset-title">Mindset Tools</h1>
      <p className="pp-mindset__hint">Calm nerves before a game and learn from every session.</p>
      <SignedInOnly what="your mindset tools">{() => <MindsetTools />}</SignedInOnly>
    </article>
  )
}

function MindsetTools() {
  const fetcher = useCallback((signal: AbortSignal) => mindsetApi.entries({ signal }), [])
  const { load, reload, refresh } = useLoad(fetcher)
  if (load.status === 'loading') return <Spinner label="Loading your mindset tools…" />
  if (load.status === 'failed') {
    // The server decides who has the tools: Free is shown the way to them.
    if (failureStatus(load.error) === 402) {
      return (
        <div className="pp-alert" role="alert" data-testid="mindset-upgrade">
          <p>{failureMessage(load.error, 'Mindset Tools are part of the Pro and Parent plans.')}</p>
          <Link className="pp-btn pp-btn--primary" to="/app/plans">
            See Plans
          </Link>
        </div>
      )
    }
    return <LoadFailed message={failureMessage(load.error, 'We could not load your journal just now.')} onRetry={reload} />
  }
  return (
    <div className="pp-mindset__tools">
      <BreathingReset />
      <ReflectionJournal entries={load.data} onChanged={refresh} />
    </div>
  )
}
