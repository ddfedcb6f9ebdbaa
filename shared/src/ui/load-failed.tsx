import { Button } from './button.tsx'

/** A part of a page that could not load: what failed, and Try again (which loads it once more). */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="pp-alert" role="alert">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  )
}
