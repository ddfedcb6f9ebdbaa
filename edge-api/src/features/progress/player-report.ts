import { eq } from 'drizzle-orm'
import { playerLevel } from '@app/shared/domain/player-level.ts'
import { playerReport, type ReportPeriod, reportWindow, toReportFields } from '@app/shared/domain/player-report.ts'
import { toStreakView } from '@app/shared/domain/progress-views.ts'
import type { PlayerReportView } from '@app/shared/schemas/player-report.ts'
import type { Db, Tx } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'
import { dayIn } from '../account/public.ts'
import { readProgressState } from './progress-state.ts'
import { reportRows } from './report-rows.ts'

/**
 * A player's report as the API sends it (the family report's card of a child, and the player's own
 * analytics): the counting is the shared rule's, on the player's own calendar.
 */
export async function playerReportView(db: Db | Tx, userId: string, period: ReportPeriod, at: number): Promise<PlayerReportView> {
  const [state, [user]] = await Promise.all([
    readProgressState(db, userId),
    db.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId)),
  ])
  const today = dayIn(state.timeZone, at)
  const window = reportWindow(today, period)
  const r = playerReport(await reportRows(db, userId, state.timeZone, window), window)
  const level = playerLevel(state.totalXp)
  return {
    first_name: user?.firstName ?? '',
    level: level.level,
    level_title: level.title,
    current_streak: toStreakView(state.streak, today).current,
    ...toReportFields(r, window),
  }
}
