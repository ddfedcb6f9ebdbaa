import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { AgeGroup } from '@app/shared/domain/age-group.ts'
import type { CalendarDay } from '@app/shared/domain/calendar-day.ts'
import type { DailyKind } from '@app/shared/domain/games/daily-challenge.ts'
import type { Db, Tx } from '../../db/client.ts'
import { type DailyChallengeAnswerRow, dailyChallengeAnswers, dailyChallengePicks } from '../../db/schema/index.ts'

type Reader = Db | Tx

/** The day's pinned pick, pinning `candidate` if the day has none yet (the first to be served wins, for everyone). */
export async function pinPick(tx: Tx, day: CalendarDay, ageGroup: AgeGroup, kind: DailyKind, candidate: string): Promise<string> {
  await tx.insert(dailyChallengePicks).values({ day, ageGroup, kind, itemId: candidate }).onConflictDoNothing()
  const [row] = await tx.select({ itemId: dailyChallengePicks.itemId }).from(dailyChallengePicks)
    .where(and(eq(dailyChallengePicks.day, day), eq(dailyChallengePicks.ageGroup, ageGroup), eq(dailyChallengePicks.kind, kind)))
  return row?.itemId ?? candidate
}

/** The day's pinned picks for an age group, by kind (none before the first player is served). */
export async function readPicks(db: Reader, day: CalendarDay, ageGroup: AgeGroup): Promise<Map<DailyKind, string>> {
  const rows = await db.select({ kind: dailyChallengePicks.kind, itemId: dailyChallengePicks.itemId }).from(dailyChallengePicks)
    .where(and(eq(dailyChallengePicks.day, day), eq(dailyChallengePicks.ageGroup, ageGroup)))
  return new Map(rows.map((r) => [r.kind, r.itemId]))
}

/** The caller's items of these days (their own only: every query is by user id). */
export async function readDays(db: Reader, userId: string, days: readonly CalendarDay[]): Promise<DailyChallengeAnswerRow[]> {
  return await db.select().from(dailyChallengeAnswers)
    .where(and(eq(dailyChallengeAnswers.userId, userId), inArray(dailyChallengeAnswers.day, [...days])))
}

/** Days on which the player answered both items. */
export async function completedDays(db: Reader, userId: string): Promise<CalendarDay[]> {
  const rows = await db.select({ day: dailyChallengeAnswers.day }).from(dailyChallengeAnswers)
    .where(and(eq(dailyChallengeAnswers.userId, userId), isNotNull(dailyChallengeAnswers.answeredAt)))
    .groupBy(dailyChallengeAnswers.day)
    .having(sql`count(*) = 2`)
  return rows.map((r) => r.day)
}

/** Records the serving; false when the day already has an item of this kind (the key refuses a second). */
export async function insertServed(
  tx: Tx,
  row: { userId: string; day: CalendarDay; kind: DailyKind; itemId: string; servedAt: number },
): Promise<boolean> {
  const inserted = await tx.insert(dailyChallengeAnswers).values(row).onConflictDoNothing().returning({ day: dailyChallengeAnswers.day })
  return inserted.length === 1
}

/** Records the one answer; false when it was already answered (a race lost to another request). */
export async function recordAnswer(
  tx: Tx,
  key: { userId: string; day: CalendarDay; kind: DailyKind },
  answer: { choice: string | null; elapsedMs: number; correct: boolean; points: number; tooFast: boolean; answeredAt: number },
): Promise<boolean> {
  const updated = await tx.update(dailyChallengeAnswers).set(answer)
    .where(
      and(
        eq(dailyChallengeAnswers.userId, key.userId),
        eq(dailyChallengeAnswers.day, key.day),
        eq(dailyChallengeAnswers.kind, key.kind),
        sql`${dailyChallengeAnswers.answeredAt} is null`,
      ),
    )
    .returning({ day: dailyChallengeAnswers.day })
  return updated.length === 1
}
