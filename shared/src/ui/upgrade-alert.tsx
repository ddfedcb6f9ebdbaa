import { Link } from '@app/shared/routing/index.ts'

/** A paid feature this plan lacks: the server's sentence for it, and the way to the plans. */
export function UpgradeAlert({ message, testId }: { message: string; testId: string }) {
  return (
    <div className="pp-alert" role="alert" data-testid={testId}>
      <p>{message}</p>
      <Link className="pp-btn pp-btn--primary" to="/app/plans">
        See Plans
      </Link>
    </div>
  )
}
