import { Link } from '@app/shared/routing/index.ts'
import type { CreateFailure } from './use-create-goal.ts'

export type CreateGoalAlertProps = { failure: CreateFailure | null }

/** The server's refusal, announced, with the next step: plans for the tier limit, sign-in for a lost session. */
export function CreateGoalAlert({ failure }: CreateGoalAlertProps) {
  if (!failure) return null
  return (
    <div className="pp-alert pp-goal-form__alert" role="alert" data-testid="form-error" data-code={failure.code}>
      <p>{failure.message}</p>
      {failure.code === 'PLAN_LIMIT_REACHED' && (
        <Link to="/app/plans" data-testid="see-plans-link">
          See plans and upgrade
        </Link>
      )}
      {failure.code === 'UNAUTHENTICATED' && <Link to="/app/auth">Sign in again</Link>}
    </div>
  )
}
