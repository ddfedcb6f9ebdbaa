import { Button } from '@app/shared/ui/button.tsx'
import { Spinner } from '@app/shared/ui/spinner.tsx'
import { JourneyEmpty } from './journey-empty.tsx'
import { JourneyTimeline } from './journey-timeline.tsx'
import { useJourney } from './use-journey.ts'

const LOAD_FAILED = 'We could not load your journey just now.'
const MORE_FAILED = 'We could not load more of your journey just now.'

/** The signed-in Journey: loading, failure with Try again, the empty start, or the timeline with Load more. */
export function Journey() {
  const { load, reload, loadMore } = useJourney()
  if (load.status === 'loading') return <Spinner label="Loading your journey…" testId="journey-loading" />
  if (load.status === 'failed') {
    return (
      <section className="pp-card pp-journey__state" data-testid="journey-error" aria-label="Journey did not load">
        <p className="pp-alert" role="alert">
          {LOAD_FAILED}
        </p>
        <Button onClick={reload}>Try again</Button>
      </section>
    )
  }
  if (load.entries.length === 0) return <JourneyEmpty />
  return (
    <>
      <JourneyTimeline entries={load.entries} />
      {load.more === 'failed' && (
        <p className="pp-alert" role="alert" data-testid="journey-more-error">
          {MORE_FAILED}
        </p>
      )}
      {load.nextOffset !== null && (
        <div className="pp-journey__more">
          <Button
            variant="secondary"
            onClick={loadMore}
            busy={load.more === 'loading'}
            busyLabel="Loading…"
            data-testid="journey-load-more"
          >
            {load.more === 'failed' ? 'Try again' : 'Load more'}
          </Button>
        </div>
      )}
    </>
  )
}
