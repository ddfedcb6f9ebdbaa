import { BADGE_TARGET_MAX, type BadgeStats } from '@app/shared/domain/badges.ts'
import type { TrainingAvailability } from '@app/shared/domain/account.ts'
import type { CalendarDay } from '@app/shared/domain/calendar-day.ts'
import { type SkillProgressMap } from '@app/shared/domain/skill-progress.ts'
import { INITIAL_STREAK, type RestDay, type StreakState } from '@app/shared/domain/training-streak.ts'
import type { SkillFocus } from '@app/shared/domain/training.ts'
import { inArray } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { fixed, valuesFixed } from '../../db/fixed-sql.ts'
import { type TrainingLogRow, trainingStreaks } from '../../db/schema/index.ts'

type Reader = Db | Tx

/** Everything the progress rules read about one player, as stored. */
export type ProgressState = {
  timeZone: string | null
  availability: TrainingAvailability
  totalXp: number
  sessions: number
  streak: StreakState
  skills: SkillProgressMap
  badgeIds: string[]
  goalsCreated: number
  goalsCompleted: number
  hasLevelRow: boolean
  hasStreakRow: boolean
  /** The session stored under the id asked about (whoever's it is), for Log Training's idempotency. */
  existingLog: TrainingLogRow | null
  /** Minutes logged on each of the player's days from the day asked about on (the daily cap); empty when none was. */
  minutesByDay: Partial<Record<CalendarDay, number>>
}

type StoredStreak = {
  current: number
  longest: number
  totalDays: number
  lastDay: string | null
  lastTrainingDay: string | null
  trainingRun: number
  freezes: number
  restDays: string
  frozenDays: string
}
type StoredState = {
  time_zone: string | null
  availability: TrainingAvailability | null
  total_xp: number | null
  sessions: number | null
  streak: StoredStreak | null
  skills: Record<string, [number, number]> | null
  badges: string[]
  goals_created: number
  goals_completed: number
  existing: (Omit<TrainingLogRow, 'skillFocus'> & { skillFocus: string }) | null
  minutes: Partial<Record<CalendarDay, number>>
}

/**
 * The whole state in one statement and one JSON cell: @libsql/client converts each result cell at
 * about 10 µs, and this read runs inside every Log Training transaction. With a
 * `logId`, it also finds the session already stored under that id (a retried request). The goal
 * counts feed only the badges, so they stop at BADGE_TARGET_MAX: a player's thousandth goal is not
 * worth reading a thousand rows on every write. With `minutesSince`, the minutes of each day from
 * then on (Log Training's daily cap, without a statement of its own).
 */
export async function readProgressState(
  db: Reader,
  userId: string,
  logId: string | null = null,
  minutesSince: CalendarDay | null = null,
): Promise<ProgressState> {
  const [row] = await valuesFixed<[string]>(
    db,
    fixed`select json_object(
    'time_zone', (select time_zone from users where id = ${userId}),
    'availability', (select training_availability from users where id = ${userId}),
    'total_xp', (select total_xp from player_levels where user_id = ${userId}),
    'sessions', (select session_count from player_levels where user_id = ${userId}),
    'streak', (select json_object('current', current_streak, 'longest', longest_streak, 'totalDays', total_training_days,
        'lastDay', last_day, 'lastTrainingDay', last_training_date, 'trainingRun', training_run, 'freezes', freezes,
        'restDays', rest_days, 'frozenDays', frozen_days) from training_streaks where user_id = ${userId}),
    'skills', (select json_group_object(skill_name, json_array(current_level, training_count)) from skill_progress where user_id = ${userId}),
    'badges', (select json_group_array(badge_id) from user_badges where user_id = ${userId}),
    'goals_created', (select count(*) from (select 1 from goals where user_id = ${userId} limit ${BADGE_TARGET_MAX})),
    'goals_completed', (select count(*) from (select 1 from goals where user_id = ${userId} and status = 'completed' limit ${BADGE_TARGET_MAX})),
    'existing', (select json_object('id', id, 'userId', user_id, 'sessionType', session_type, 'durationMinutes', duration_minutes,
        'skillFocus', skill_focus, 'energyLevel', energy_level, 'notes', notes, 'xpEarned', xp_earned, 'day', day, 'loggedAt', logged_at)
      from training_logs where id = ${logId}),
    'minutes', (select json_group_object(day, minutes) from (select day, sum(duration_minutes) as minutes from training_logs
      where user_id = ${userId} and day >= ${minutesSince} group by day))
  ) as state`,
  )
  const s = JSON.parse(row![0]) as StoredState
  const skills: SkillProgressMap = {}
  for (const [name, [level, count]] of Object.entries(s.skills ?? {})) skills[name as keyof SkillProgressMap] = { level, count }
  return {
    timeZone: s.time_zone,
    availability: s.availability ?? 'medium',
    totalXp: s.total_xp ?? 0,
    sessions: s.sessions ?? 0,
    streak: s.streak ? toStreakState(s.streak) : INITIAL_STREAK,
    skills,
    badgeIds: s.badges,
    goalsCreated: s.goals_created,
    goalsCompleted: s.goals_completed,
    hasLevelRow: s.total_xp !== null,
    hasStreakRow: s.streak !== null,
    existingLog: s.existing ? { ...s.existing, skillFocus: JSON.parse(s.existing.skillFocus) as SkillFocus[] } : null,
    minutesByDay: s.minutes,
  }
}

function toStreakState(s: StoredStreak): StreakState {
  return {
    current: s.current,
    longest: s.longest,
    totalDays: s.totalDays,
    lastDay: s.lastDay,
    lastTrainingDay: s.lastTrainingDay,
    trainingRun: s.trainingRun,
    freezes: s.freezes,
    restDays: JSON.parse(s.restDays) as RestDay[],
    frozenDays: JSON.parse(s.frozenDays) as string[],
  }
}

/**
 * The stored streaks of these players, in one read (the reminder job's: players without a row have
 * none, INITIAL_STREAK). Pass them to streakAsOf for what the dashboard shows today.
 */
export async function readStreakStates(db: Reader, userIds: readonly string[]): Promise<Map<string, StreakState>> {
  if (userIds.length === 0) return new Map()
  const rows = await db.select().from(trainingStreaks).where(inArray(trainingStreaks.userId, [...userIds]))
  return new Map(rows.map((r) => [r.userId, {
    current: r.currentStreak,
    longest: r.longestStreak,
    totalDays: r.totalTrainingDays,
    lastDay: r.lastDay,
    lastTrainingDay: r.lastTrainingDate,
    trainingRun: r.trainingRun,
    freezes: r.freezes,
    restDays: r.restDays,
    frozenDays: r.frozenDays,
  }]))
}

/** What the badge rules read, from the state after the action being rewarded. */
export function badgeStats(state: ProgressState, level: number): BadgeStats {
  return {
    sessions: state.sessions,
    currentStreak: state.streak.current,
    longestStreak: state.streak.longest,
    goalsCreated: state.goalsCreated,
    goalsCompleted: state.goalsCompleted,
    level,
  }
}
