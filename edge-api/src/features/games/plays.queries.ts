import { and, desc, eq, sql } from 'drizzle-orm'
import type { GameId } from '@app/shared/domain/games/game-catalogue.ts'
import type { Db, Tx } from '../../db/client.ts'
import {
  achievements,
  gameAnswers,
  gameItemHistory,
  type GamePlayRow,
  gamePlays,
  type GameResultRow,
  gameResults,
} from '../../db/schema/index.ts'

type Reader = Db | Tx

export async function readHistory(db: Reader, userId: string, gameId: GameId, group: string): Promise<string[]> {
  const [row] = await db.select({ used: gameItemHistory.usedIds }).from(gameItemHistory)
    .where(and(eq(gameItemHistory.userId, userId), eq(gameItemHistory.gameId, gameId), eq(gameItemHistory.ageGroup, group)))
  return row?.used ?? []
}

export async function saveHistory(tx: Reader, userId: string, gameId: GameId, group: string, used: string[]): Promise<void> {
  await tx.insert(gameItemHistory).values({ userId, gameId, ageGroup: group, usedIds: used })
    .onConflictDoUpdate({ target: [gameItemHistory.userId, gameItemHistory.gameId, gameItemHistory.ageGroup], set: { usedIds: used } })
}

/** The item ids of the player's latest `plays` plays of a game, finished or not (docs/features/games.md). */
export async function recentPlayItems(db: Reader, userId: string, gameId: GameId, plays: number): Promise<string[]> {
  if (plays <= 0) return []
  const rows = await db.select({ itemIds: gamePlays.itemIds }).from(gamePlays)
    .where(and(eq(gamePlays.userId, userId), eq(gamePlays.gameId, gameId)))
    .orderBy(desc(gamePlays.startedAt)).limit(plays)
  return rows.flatMap((r) => r.itemIds)
}

export async function insertPlay(tx: Reader, play: GamePlayRow): Promise<void> {
  await tx.insert(gamePlays).values(play)
}

/** Scoped by owner: another player's play id finds nothing, exactly like an unknown one. */
export async function findPlay(db: Reader, userId: string, playId: string): Promise<GamePlayRow | null> {
  const [row] = await db.select().from(gamePlays).where(and(eq(gamePlays.id, playId), eq(gamePlays.userId, userId)))
  return row ?? null
}

/** item id → the recorded answer's points, choice (null: time ran out) and whether it came too fast. */
export async function answeredItems(
  db: Reader,
  playId: string,
): Promise<Map<string, { points: number; choice: string | null; tooFast: boolean }>> {
  const rows = await db.select({
    itemId: gameAnswers.itemId,
    points: gameAnswers.points,
    choice: gameAnswers.choice,
    tooFast: gameAnswers.tooFast,
  })
    .from(gameAnswers).where(eq(gameAnswers.playId, playId))
  return new Map(rows.map((r) => [r.itemId, { points: r.points, choice: r.choice, tooFast: r.tooFast }]))
}

/** Serves the play's next item (or starts Reaction Master's round): the server's clock starts now. */
export async function markServed(tx: Reader, playId: string, servedCount: number, at: number): Promise<void> {
  await tx.update(gamePlays).set({ servedCount, servedAt: at }).where(eq(gamePlays.id, playId))
}

/** A Reaction Master hit, timed by the server; a second hit on the same target changes nothing. */
export async function insertHit(tx: Reader, playId: string, target: number, reactionMs: number, at: number): Promise<void> {
  await tx.insert(gameAnswers).values({
    playId,
    itemId: `target-${target}`,
    choice: null,
    elapsedMs: reactionMs,
    points: 1,
    answeredAt: at,
  }).onConflictDoNothing()
}

export async function insertAnswer(tx: Reader, answer: typeof gameAnswers.$inferInsert): Promise<void> {
  await tx.insert(gameAnswers).values(answer)
}

export async function findResult(db: Reader, playId: string): Promise<GameResultRow | null> {
  const [row] = await db.select().from(gameResults).where(eq(gameResults.playId, playId))
  return row ?? null
}

export async function saveResult(tx: Reader, result: GameResultRow): Promise<void> {
  await tx.insert(gameResults).values(result)
  await tx.update(gamePlays).set({ finishedAt: result.createdAt }).where(eq(gamePlays.id, result.playId))
}

export async function heldAchievementNames(db: Reader, userId: string): Promise<string[]> {
  const rows = await db.select({ name: achievements.name }).from(achievements).where(eq(achievements.userId, userId))
  return rows.map((r) => r.name)
}

export async function insertAchievements(
  tx: Reader,
  userId: string,
  earned: { name: string; description: string; points: number }[],
  at: number,
): Promise<void> {
  if (earned.length === 0) return
  await tx.insert(achievements).values(earned.map((a) => ({ id: crypto.randomUUID(), userId, ...a, earnedAt: at }))).onConflictDoNothing()
}

export type PlayerGameData = {
  /** earnsAchievements: no answer of the play came too fast to read (finish-play.ts awards only those). */
  plays: { gameId: GameId; score: number; maxScore: number; earnsAchievements: boolean; finishedAt: number }[]
  achievements: Map<string, number>
  badges: Map<string, number>
}

/** Everything the hub and the Achievement Center read, in one statement and one JSON cell. */
export async function readPlayerGameData(db: Reader, userId: string): Promise<PlayerGameData> {
  const [row] = await db.values<[string]>(sql`select json_object(
    'plays', (select json_group_array(json_array(game_id, score, max_score,
        not exists (select 1 from game_answers a where a.play_id = r.play_id and a.too_fast), created_at)) from game_results r where r.user_id = ${userId}),
    'achievements', (select json_group_array(json_array(name, earned_at)) from achievements where user_id = ${userId}),
    'badges', (select json_group_array(json_array(badge_id, earned_at)) from user_badges where user_id = ${userId}))`)
  const data = JSON.parse(row![0]) as {
    plays: [GameId, number, number, number, number][]
    achievements: [string, number][]
    badges: [string, number][]
  }
  return {
    plays: data.plays.map(([gameId, score, maxScore, fair, finishedAt]) => ({
      gameId,
      score,
      maxScore,
      earnsAchievements: fair === 1,
      finishedAt,
    })),
    achievements: new Map(data.achievements),
    badges: new Map(data.badges),
  }
}
