import { journeyText } from '@app/shared/domain/journey.ts'
import type { JourneyEntry } from '@app/shared/schemas/progress.ts'
import { JourneyKindIcon } from './journey-kind-icon.tsx'

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' })

export type JourneyTimelineProps = { entries: readonly JourneyEntry[] }

/** The milestones, newest first, each with its line (journey.ts) and the day it happened. */
export function JourneyTimeline({ entries }: JourneyTimelineProps) {
  return (
    <ol className="pp-journey__timeline" data-testid="journey-timeline">
      {entries.map((e) => (
        <li key={e.id} className="pp-journey__entry" data-kind={e.kind} data-testid="journey-entry">
          <span className="pp-journey__icon">
            <JourneyKindIcon kind={e.kind} />
          </span>
          <span className="pp-journey__text">
            <span className="pp-journey__line" data-testid="journey-text">
              {journeyText(e.kind, e.value, e.label)}
            </span>
            <time className="pp-journey__date" dateTime={e.occurred_at}>
              {formatInstant(e.occurred_at)}
            </time>
          </span>
        </li>
      ))}
    </ol>
  )
}

/** A moment as a date on the viewer's own calendar ('' for a timestamp that does not parse). */
function formatInstant(iso: string): string {
  const time = Date.parse(iso)
  return Number.isNaN(time) ? '' : dateFormat.format(time)
}
