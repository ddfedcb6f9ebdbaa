import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import { Link } from '@app/shared/routing/index.ts'
import { Button } from '@app/shared/ui/button.tsx'

/** Why a signed-out visitor cannot save more than 2 goals: a new account is on the free tier. */
export const NEW_ACCOUNT_LIMIT =
  'New accounts start on the free plan, which holds 2 active goals. Choose at most 2 goals to save them with your new account.'

export type FreeLimitNoticeProps = { signedIn: boolean; onChangeGoals: () => void }

/** Warns before saving that the plan will not take this many goals, with the two ways out. */
export function FreeLimitNotice({ signedIn, onChangeGoals }: FreeLimitNoticeProps) {
  return (
    <div className="pp-wizard-notice" role="note" data-testid="free-limit-notice">
      <p>{signedIn ? GOAL_MESSAGES.freeLimit : NEW_ACCOUNT_LIMIT}</p>
      <div className="pp-wizard-notice__actions">
        <Button variant="secondary" onClick={onChangeGoals}>
          Change my goals
        </Button>
        {signedIn && (
          <Link className="pp-btn pp-btn--ghost" to="/app/plans">
            See Plans
          </Link>
        )}
      </div>
    </div>
  )
}
