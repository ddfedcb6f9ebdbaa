import { newlyEarnedBadges } from '@app/shared/domain/badges.ts'
import { INITIAL_PLAYER_LEVEL, type PlayerLevel, playerLevel } from '@app/shared/domain/player-level.ts'
import type { SkillProgressMap } from '@app/shared/domain/skill-progress.ts'
import { INITIAL_STREAK, type StreakState } from '@app/shared/domain/training-streak.ts'
import type { SkillFocus } from '@app/shared/domain/training.ts'
import type { Db, Tx } from '../../db/client.ts'
import { fixed, repeated, runFixed } from '../../db/fixed-sql.ts'
import { playerLevels, trainingStreaks } from '../../db/schema/index.ts'
import { badgeStats, readProgressState } from './progress-state.ts'

type Writer = Db | Tx

function levelColumns(level: PlayerLevel, sessionCount: number, at: number) {
  return {
    currentLevel: level.level,
    currentXp: level.currentXp,
    totalXp: level.totalXp,
    levelTitle: level.title,
    sessionCount,
    updatedAt: at,
  }
}

function streakColumns(s: StreakState, at: number) {
  return {
    currentStreak: s.current,
    longestStreak: s.longest,
    lastTrainingDate: s.lastTrainingDay,
    totalTrainingDays: s.totalDays,
    lastDay: s.lastDay,
    trainingRun: s.trainingRun,
    freezes: s.freezes,
    restDays: s.restDays,
    frozenDays: s.frozenDays,
    updatedAt: at,
  }
}

/**
 * The first read's records (docs/features/training-and-progress.md): level 1, 0 XP, Rookie, and a 0/0/0 streak. "Do nothing" on
 * the key makes two first reads at once create one row each, whichever commits first.
 */
export async function ensureProgressRecords(db: Writer, userId: string, at: number): Promise<void> {
  await db.insert(playerLevels).values({ userId, ...levelColumns(INITIAL_PLAYER_LEVEL, 0, at) }).onConflictDoNothing()
  await db.insert(trainingStreaks).values({ userId, ...streakColumns(INITIAL_STREAK, at) }).onConflictDoNothing()
}

// The writes below run in Log Training transactions (the first three in every one). They are fixed SQL (fixed-sql.ts)
// rather than the query builder: building an upsert cost ~120 µs a statement here, the statement
// itself ~50 µs (docs/benchmarks.md). The table and column names are schema/training.ts's.

export async function saveLevel(tx: Writer, userId: string, totalXp: number, sessionCount: number, at: number): Promise<void> {
  const l = playerLevel(totalXp)
  await runFixed(
    tx,
    fixed`insert into player_levels (user_id, current_level, current_xp, total_xp, level_title, session_count, updated_at)
    values (${userId}, ${l.level}, ${l.currentXp}, ${l.totalXp}, ${l.title}, ${sessionCount}, ${at})
    on conflict do update set current_level = excluded.current_level, current_xp = excluded.current_xp, total_xp = excluded.total_xp,
      level_title = excluded.level_title, session_count = excluded.session_count, updated_at = excluded.updated_at`,
  )
}

export async function saveStreak(tx: Writer, userId: string, s: StreakState, at: number): Promise<void> {
  await runFixed(
    tx,
    fixed`insert into training_streaks (user_id, current_streak, longest_streak, last_training_date, total_training_days, last_day,
      training_run, freezes, rest_days, frozen_days, updated_at)
    values (${userId}, ${s.current}, ${s.longest}, ${s.lastTrainingDay}, ${s.totalDays}, ${s.lastDay}, ${s.trainingRun}, ${s.freezes},
      ${JSON.stringify(s.restDays)}, ${JSON.stringify(s.frozenDays)}, ${at})
    on conflict do update set current_streak = excluded.current_streak, longest_streak = excluded.longest_streak,
      last_training_date = excluded.last_training_date, total_training_days = excluded.total_training_days, last_day = excluded.last_day,
      training_run = excluded.training_run, freezes = excluded.freezes, rest_days = excluded.rest_days, frozen_days = excluded.frozen_days,
      updated_at = excluded.updated_at`,
  )
}

// One row's placeholders: (user_id, skill_name, current_level, training_count, last_updated).
const skillUpsert = repeated(
  'insert into skill_progress (user_id, skill_name, current_level, training_count, last_updated) values ',
  ['(', ', ', ', ', ', ', ', ', ')'],
  ' on conflict do update set current_level = excluded.current_level, training_count = excluded.training_count, last_updated = excluded.last_updated',
)

/** Writes the given skills (the session's focus skills) in one statement. */
export async function saveSkills(
  tx: Writer,
  userId: string,
  skills: SkillProgressMap,
  names: readonly SkillFocus[],
  at: number,
): Promise<void> {
  const unique = [...new Set(names)]
  if (unique.length === 0) return
  await runFixed(tx, {
    strings: skillUpsert(unique.length),
    params: unique.flatMap((name) => [userId, name, skills[name]!.level, skills[name]!.count, at]),
  })
}

// One row's placeholders: (user_id, badge_id, earned_at). A badge already held stays as it was earned.
const badgeInsert = repeated(
  'insert into user_badges (user_id, badge_id, earned_at) values ',
  ['(', ', ', ', ', ')'],
  ' on conflict do nothing',
)

export async function insertBadges(tx: Writer, userId: string, badgeIds: readonly string[], at: number): Promise<void> {
  if (badgeIds.length === 0) return
  await runFixed(tx, { strings: badgeInsert(badgeIds.length), params: badgeIds.flatMap((badgeId) => [userId, badgeId, at]) })
}

// One row's placeholders: (id, user_id, kind, value, occurred_at).
const milestoneInsert = repeated('insert into journey_milestones (id, user_id, kind, value, occurred_at) values ', [
  '(',
  ', ',
  ', ',
  ', ',
  ', ',
  ')',
], '')

export async function insertMilestones(
  tx: Writer,
  userId: string,
  milestones: { kind: 'level_reached' | 'streak_record'; value: number }[],
  at: number,
): Promise<void> {
  if (milestones.length === 0) return
  await runFixed(tx, {
    strings: milestoneInsert(milestones.length),
    params: milestones.flatMap((m) => [crypto.randomUUID(), userId, m.kind, m.value, at]),
  })
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
