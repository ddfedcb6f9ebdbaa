import { useEffect, useRef } from 'react'
import { Button } from '@app/shared/ui/button.tsx'

export type RemoteFallbackProps = { label: string; onRetry: () => void }

/** Shown in place of an area whose remote could not be loaded or crashed. */
export function RemoteFallback({ label, onRetry }: RemoteFallbackProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  // Move focus here only if it was lost in the area that just broke, so keyboard users land on it.
  useEffect(() => {
    if (document.activeElement === document.body) heading.current?.focus()
  }, [])
  return (
    <section className="pp-card pp-remote-fallback" role="alert" data-testid="remote-fallback">
      <h1 ref={heading} tabIndex={-1}>
        The {label} area is not available right now
      </h1>
      <p>The rest of PitchPath still works. Please try again in a moment.</p>
      <Button onClick={onRetry} data-testid="remote-retry">
        Retry
      </Button>
    </section>
  )
}
