import { useEffect, useRef } from 'react'
import { Button } from '@app/shared/ui/button.tsx'

export type GoalsFailedProps = { message: string; onRetry: () => void }

/** A failed, timed-out or cancelled load: the message and Try Again (docs/features/goals.md). */
export function GoalsFailed({ message, onRetry }: GoalsFailedProps) {
  const retryRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // Cancel was just pressed and has left the page: give keyboard users the next step, but never
    // take focus from somewhere else the visitor has gone meanwhile.
    if (document.activeElement === document.body || document.activeElement === null) retryRef.current?.querySelector('button')?.focus()
  }, [])
  return (
    <section className="pp-card pp-goals__state" data-testid="goals-error" aria-labelledby="goals-error-title">
      <h2 id="goals-error-title" className="pp-goals__state-title">
        Your goals did not load
      </h2>
      <p className="pp-alert" role="alert" data-testid="goals-error-message">
        {message}
      </p>
      <div ref={retryRef}>
        <Button onClick={onRetry}>Try Again</Button>
      </div>
    </section>
  )
}
