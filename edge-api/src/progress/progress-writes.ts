import { eq, sql } from 'drizzle-orm'
import { newlyEarnedBadges } from '@app/shared/domain/badges.ts'
import { INITIAL_PLAYER_LEVEL, type PlayerLevel, playerLevel } from '@app/shared/domain/player-level.ts'
import type { SkillProgressMap } from '@app/shared/domain/skill-progress.ts'
import { INITIAL_STREAK, type StreakState } from '@app/shared/domain/training-streak.ts'
import type { SkillFocus } from '@app/shared/domain/training.ts'
import type { Db, Tx } from '../db/client.ts'
import { journeyMilestones, playerLevels, skillProgress, trainingStreaks, userBadges, users } from '../db/schema/index.ts'
import { badgeStats, readProgressState } from './progress-state.ts'

type Writer = Db | Tx

function levelColumns(level: PlayerLevel, sessionCount: number, at: number) {
  return { currentLevel: level.level, currentXp: level.currentXp, totalXp: level.totalXp, levelTitle: level.title, sessionCount, updatedAt: at }
}

function streakColumns(s: StreakState, at: number) {
  return {
    currentStreak: s.current, longestStreak: s.longest, lastTrainingDate: s.lastTrainingDay, totalTrainingDays: s.totalDays,
    lastDay: s.lastDay, trainingRun: s.trainingRun, freezes: s.freezes, restDays: s.restDays, frozenDays: s.frozenDays, updatedAt: at,
  }
}

/**
 * The first read's records (spec §4): level 1, 0 XP, Rookie, and a 0/0/0 streak. "Do nothing" on
 * the key makes two first reads at once create one row each, whichever commits first.
 */
export async function ensureProgressRecords(db: Writer, userId: string, at: number): Promise<void> {
  await db.insert(playerLevels).values({ userId, ...levelColumns(INITIAL_PLAYER_LEVEL, 0, at) }).onConflictDoNothing()
  await db.insert(trainingStreaks).values({ userId, ...streakColumns(INITIAL_STREAK, at) }).onConflictDoNothing()
}

export async function saveLevel(tx: Writer, userId: string, totalXp: number, sessionCount: number, at: number): Promise<void> {
  const columns = levelColumns(playerLevel(totalXp), sessionCount, at)
  await tx.insert(playerLevels).values({ userId, ...columns }).onConflictDoUpdate({ target: playerLevels.userId, set: columns })
}

export async function saveStreak(tx: Writer, userId: string, streak: StreakState, at: number): Promise<void> {
  const columns = streakColumns(streak, at)
  await tx.insert(trainingStreaks).values({ userId, ...columns }).onConflictDoUpdate({ target: trainingStreaks.userId, set: columns })
}

/** Writes the given skills (the session's focus skills) in one statement. */
export async function saveSkills(tx: Writer, userId: string, skills: SkillProgressMap, names: readonly SkillFocus[], at: number): Promise<void> {
  const rows = [...new Set(names)].map((name) => ({ userId, skillName: name, currentLevel: skills[name]!.level, trainingCount: skills[name]!.count, lastUpdated: at }))
  if (rows.length === 0) return
  await tx.insert(skillProgress).values(rows).onConflictDoUpdate({
    target: [skillProgress.userId, skillProgress.skillName],
    set: { currentLevel: sql`excluded.current_level`, trainingCount: sql`excluded.training_count`, lastUpdated: sql`excluded.last_updated` },
  })
}

export async function insertBadges(tx: Writer, userId: string, badgeIds: readonly string[], at: number): Promise<void> {
  if (badgeIds.length === 0) return
  await tx.insert(userBadges).values(badgeIds.map((badgeId) => ({ userId, badgeId, earnedAt: at }))).onConflictDoNothing()
}

export async function insertMilestones(tx: Writer, userId: string, milestones: { kind: 'level_reached' | 'streak_record'; value: number }[], at: number): Promise<void> {
  if (milestones.length === 0) return
  await tx.insert(journeyMilestones).values(milestones.map((m) => ({ id: crypto.randomUUID(), userId, ...m, occurredAt: at })))
}

/**
 * Awards the badges the player's current numbers have earned (after creating or completing a
 * goal). Run inside the action's transaction, so the badge and the action land together.
 */
export async function awardEarnedBadges(tx: Tx, userId: string, at: number): Promise<void> {
  const state = await readProgressState(tx, userId)
  const earned = newlyEarnedBadges(badgeStats(state, playerLevel(state.totalXp).level), state.badgeIds)
  await insertBadges(tx, userId, earned.map((b) => b.id), at)
}

/** Keeps the account's time zone the browser's, so "today" follows the player when they travel. */
export async function rememberTimeZone(tx: Writer, userId: string, stored: string | null, sent: string | undefined): Promise<void> {
  if (sent && sent !== stored) await tx.update(users).set({ timeZone: sent }).where(eq(users.id, userId))
}
