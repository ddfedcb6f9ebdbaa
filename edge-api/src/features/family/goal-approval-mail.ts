import type { AppDeps } from '../../app-deps.ts'
import type { GoalRow } from '../../db/schema/index.ts'
import { goalAwaitingApprovalMail } from '../../mail/family-templates.ts'
import { approvalRecipient } from './goal-approval.queries.ts'

/** After goals are saved waiting for approval, the family admin hears of it once per save. */
export async function tellAdminOfWaitingGoals(
  deps: Pick<AppDeps, 'database' | 'mailer' | 'config'>,
  childId: string,
  saved: readonly GoalRow[],
): Promise<void> {
  const waiting = saved.filter((g) => g.approval === 'pending')
  if (waiting.length === 0) return
  const to = await approvalRecipient(deps.database.db, childId)
  if (to) {
    await deps.mailer.send(
      goalAwaitingApprovalMail(to.to, to.childName, waiting.map((g) => g.title), `${deps.config.publicOrigin}/app/parent-dashboard`),
    )
  }
}
