import { type ReactNode, useId } from 'react'
import { Button } from '@app/shared/ui/button.tsx'
import { Spinner } from '@app/shared/ui/spinner.tsx'
import type { Load } from '@app/shared/ui/use-load.ts'
import { useRevealed } from './cards-after-greeting.tsx'

export type WidgetCardProps<T> = {
  title: string
  /** What the card shows, for its loading and failure lines: "your level". */
  what: string
  load: Load<T>
  onRetry: () => void
  testId: string
  /** The card's place in the dashboard grid (dashboard.css names the areas). */
  area: string
  children: (data: T) => ReactNode
}

/**
 * One dashboard card with its own loading and failure states: while loading, a placeholder of the
 * card's final size (docs/features/training-and-progress.md, "Each card loads on its own"): a widget that fails says so in its
 * own place with Try again, and the rest of the dashboard carries on.
 */
export function WidgetCard<T>({ title, what, load: loaded, onRetry, testId, area, children }: WidgetCardProps<T>) {
  const titleId = useId()
  // Before its turn to draw (cards-after-greeting.tsx) a card looks as it does while loading.
  const load: Load<T> = useRevealed(area) ? loaded : { status: 'loading' }
  return (
    <section
      className={`pp-card pp-dash-card pp-dash-card--${area}`}
      aria-labelledby={titleId}
      data-testid={testId}
      aria-busy={load.status === 'loading'}
    >
      <h2 id={titleId} className="pp-dash-card__title">
        {title}
      </h2>
      {load.status === 'loading' && (
        // As tall as the card's content will be (dashboard-skeleton.css), so nothing moves when it arrives.
        <div className="pp-dash-card__skeleton">
          <Spinner label={`Loading ${what}…`} testId={`${testId}-loading`} />
        </div>
      )}
      {load.status === 'failed' && <WidgetFailed what={what} onRetry={onRetry} testId={`${testId}-error`} />}
      {load.status === 'ready' && children(load.data)}
    </section>
  )
}

function WidgetFailed({ what, onRetry, testId }: { what: string; onRetry: () => void; testId: string }) {
  return (
    <div className="pp-dash-card__failed" data-testid={testId}>
      <p role="alert">We could not load {what} just now.</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  )
}
