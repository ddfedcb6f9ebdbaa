import { type ReactNode, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { OFFLINE_MESSAGES } from '@app/shared/domain/messages/offline.ts'
import { ErrorBoundary } from './error-boundary.tsx'
import { Spinner } from './spinner.tsx'

export type LoadWhenVisibleProps = {
  /** Drawn once the place comes near the viewport or takes the keyboard focus: typically a React.lazy component. */
  children: ReactNode
  /** What loads here, for the placeholder's label: "your badges". */
  what: string
  /** Gives the placeholder the height of what it stands for, so nothing moves when that arrives. */
  placeholderClassName: string
  /** How far outside the viewport the place starts loading, as IntersectionObserver's rootMargin. */
  rootMargin?: string
  testId?: string
}

/**
 * A part of a page whose code loads only when the player comes near it (docs/features/training-and-progress.md,
 * "Cards loaded when visible"): a first load carries what the first screen shows. Until then a
 * placeholder of the part's final height holds its place; the keyboard can reach it (Tab into it
 * loads it and hands the focus to the first control inside), and a browser without
 * IntersectionObserver gets everything at once. Printing or Find in page before scrolling there do
 * not see it: an accepted loss.
 */
export function LoadWhenVisible({ children, what, placeholderClassName, rootMargin = '50% 0px', testId }: LoadWhenVisibleProps) {
  const place = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (near || !place.current) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true)
      },
      { rootMargin },
    )
    observer.observe(place.current)
    return () => observer.disconnect()
  }, [near, rootMargin])

  // The focus stays on this place while its code arrives, then moves to the first control inside.
  useLayoutEffect(() => {
    const element = place.current
    if (!shown || !element || document.activeElement !== element) return
    element.querySelector<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]')?.focus()
  }, [shown])

  return (
    <div
      ref={place}
      className={shown ? undefined : placeholderClassName}
      // A tab stop only while it stands in for its content; afterwards the content's own controls are.
      tabIndex={shown ? -1 : 0}
      role={shown ? undefined : 'group'}
      aria-label={shown ? undefined : `Loading ${what}…`}
      onFocus={() => setNear(true)}
      data-testid={testId}
      // Browser tests find every such part by it, to bring them all in before an audit.
      data-load-when-visible={what}
      data-loaded={shown ? 'true' : undefined}
    >
      {near && (
        // Code that cannot be fetched (offline, never cached) fails this part alone, never the page
        // around it: the rest of the dashboard keeps working, offline logging included.
        <ErrorBoundary
          fallback={() => (
            <p role="alert" data-testid={testId ? `${testId}-failed` : undefined}>
              {OFFLINE_MESSAGES.partNotLoaded(what)}
            </p>
          )}
        >
          <Suspense fallback={<Spinner label={`Loading ${what}…`} testId={testId ? `${testId}-loading` : undefined} />}>
            {children}
            <Shown onShown={() => setShown(true)} />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  )
}

/** Mounted with the loaded content (a Suspense boundary shows its children together), before its paint. */
function Shown({ onShown }: { onShown: () => void }) {
  useLayoutEffect(onShown, [onShown])
  return null
}
