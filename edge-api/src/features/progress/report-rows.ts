import { and, between, eq, gt } from 'drizzle-orm'
import { firstReportDay, type ReportRows, type ReportWindow } from '@app/shared/domain/player-report.ts'
import type { Db, Tx } from '../../db/client.ts'
import { dailyCheckins, gameResults, goals, trainingLogs, userBadges } from '../../db/schema/index.ts'
import { dayIn } from '../account/public.ts'

const DAY_MS = 86_400_000
// A day in the furthest time zones starts up to 14 hours from UTC midnight: reading from two days
// before the window's first day in UTC is sure to include every row of that day anywhere.
const ZONE_MARGIN_MS = 2 * DAY_MS

/**
 * One player's rows for a report window (the period, the one before it and the 12-week trend).
 * Day-stamped rows are read by day; timed ones from a little before the window, then placed on the
 * player's own day, so the report's days are the player's whatever the server's time zone.
 */
export async function reportRows(db: Db | Tx, userId: string, timeZone: string | null, window: ReportWindow): Promise<ReportRows> {
  const since = Date.parse(`${window.previousFrom}T00:00:00Z`) - ZONE_MARGIN_MS
  const onDay = <T extends { at: number }>(rows: T[]) => rows.map(({ at, ...row }) => ({ ...row, day: dayIn(timeZone, at) }))
  const [sessions, checkIns, set, completed, badges, games] = await Promise.all([
    db.select({
      day: trainingLogs.day,
      type: trainingLogs.sessionType,
      minutes: trainingLogs.durationMinutes,
      xp: trainingLogs.xpEarned,
      energy: trainingLogs.energyLevel,
      skills: trainingLogs.skillFocus,
    })
      .from(trainingLogs).where(and(eq(trainingLogs.userId, userId), between(trainingLogs.day, firstReportDay(window), window.to))),
    db.select({ day: dailyCheckins.day }).from(dailyCheckins).where(
      and(eq(dailyCheckins.userId, userId), between(dailyCheckins.day, window.from, window.to)),
    ),
    db.select({ title: goals.title, at: goals.createdAt }).from(goals).where(and(eq(goals.userId, userId), gt(goals.createdAt, since))),
    db.select({ title: goals.title, at: goals.completedAt }).from(goals)
      .where(and(eq(goals.userId, userId), eq(goals.status, 'completed'), gt(goals.completedAt, since))),
    db.select({ id: userBadges.badgeId, at: userBadges.earnedAt }).from(userBadges).where(
      and(eq(userBadges.userId, userId), gt(userBadges.earnedAt, since)),
    ),
    db.select({ gameId: gameResults.gameId, score: gameResults.score, maxScore: gameResults.maxScore, at: gameResults.createdAt }).from(
      gameResults,
    )
      .where(and(eq(gameResults.userId, userId), gt(gameResults.createdAt, since))),
  ])
  return {
    sessions,
    checkIns,
    goalsSet: onDay(set),
    // completed_at is set whenever status is completed (migration 0008 backfilled it).
    goalsCompleted: onDay(completed.map((g) => ({ title: g.title, at: g.at ?? 0 }))),
    badges: onDay(badges),
    games: onDay(games),
  }
}
