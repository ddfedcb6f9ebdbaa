export type SpinnerProps = { label?: string; testId?: string }

/** A loading indicator screen readers announce (role=status) with a visible label. */
export function Spinner({ label = 'Loading…', testId = 'spinner' }: SpinnerProps) {
  return (
    <div className="pp-spinner" role="status" aria-live="polite" data-testid={testId}>
      <span className="pp-spinner__ring" aria-hidden="true" />
      <span>{label}</span>
    </div>
  )
}
