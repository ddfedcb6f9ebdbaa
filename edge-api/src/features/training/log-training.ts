import { type Badge, newlyEarnedBadges } from '@app/shared/domain/badges.ts'
import type { CalendarDay } from '@app/shared/domain/calendar-day.ts'
import { levelsReachedBetween, streakRecordsBetween } from '@app/shared/domain/journey.ts'
import { addXp, type PlayerLevel, playerLevel } from '@app/shared/domain/player-level.ts'
import { applySessionToSkills, type SkillProgressMap } from '@app/shared/domain/skill-progress.ts'
import { applyTrainingDay, type StreakState } from '@app/shared/domain/training-streak.ts'
import { sessionXp } from '@app/shared/domain/training-xp.ts'
import type { LogTrainingInput } from '@app/shared/schemas/training.ts'
import type { Tx } from '../../db/client.ts'
import { fixed, runFixed } from '../../db/fixed-sql.ts'
import type { TrainingLogRow } from '../../db/schema/index.ts'
import { badgeStats, readProgressState } from '../progress/public.ts'
import { dayIn } from '../account/public.ts'
import { insertBadges, insertMilestones, saveLevel, saveSkills, saveStreak } from '../progress/public.ts'
import { fitsDailyCap } from '@app/shared/domain/training.ts'
import { minutesOnDay } from './training.queries.ts'
import { checkPlanSession, markPlanSessionDone, type PlanMarkRefusal } from '../plan/public.ts'
import { OCCURRED_AT_BOUND, occurredAtCheck, type OccurredAtRefusal } from '@app/shared/domain/occurred-at.ts'

/** The furthest a time zone's clock runs behind UTC (UTC−12, with an hour to spare). */
const EARLIEST_ZONE_OFFSET_MS = 13 * 3_600_000

export type LoggedSession = {
  log: TrainingLogRow
  replayed: boolean
  level: PlayerLevel
  leveledUp: boolean
  streak: StreakState
  /** The player's today (the streak is shown as of it); the session's own day is log.day. */
  today: CalendarDay
  skills: SkillProgressMap
  badgesEarned: Badge[]
}

/**
 * ID_TAKEN: the id belongs to another player's session (refused without saying anything about it).
 * DAILY_CAP: the day already holds as much training as it counts for XP.
 * PLAN_SESSION_*: the weekly plan session the request names is not the caller's, not this week's, or done.
 * OCCURRED_*: the moment sent (`occurred_at`) is in the future or more than 72 hours ago.
 */
export type LogRefusal = { refused: 'ID_TAKEN' | 'DAILY_CAP' | PlanMarkRefusal | OccurredAtRefusal }

/**
 * Logs one session and everything it changes, inside the caller's transaction (docs/features/training-and-progress.md: "logging a
 * session"): XP, total XP and level, streak on the player's calendar day, skills, badges, and the
 * Journey milestones. Every number is computed here from the stored state and the shared rules.
 *
 * Idempotent by the client's id: a known id of the same player answers with that session and the
 * current progress, changing nothing. The day is the player's in the zone stored on the account (a
 * request's time_zone is ignored), and a day takes at most DAILY_TRAINING_CAP_MINUTES: a log beyond
 * it is refused and nothing changes.
 *
 * A session kept on the device while offline carries `occurred_at` and counts on that moment's day
 * (within the bound of occurred-at.ts): the cap, the plan session and the streak are that day's. A
 * day before the streak's last counted day leaves the streak as it is (training-streak.ts), while
 * the XP, skills and minutes still count (docs/features/training-and-progress.md "Offline").
 */
export async function logTraining(tx: Tx, userId: string, input: LogTrainingInput, at: number): Promise<LoggedSession | LogRefusal> {
  // Every day an accepted occurred_at can fall on, in any zone, is on or after this one.
  const earliestDay = dayIn(null, at - OCCURRED_AT_BOUND.maxAgeMs - EARLIEST_ZONE_OFFSET_MS)
  const state = await readProgressState(tx, userId, input.id, earliestDay)
  const existing = state.existingLog
  const today = dayIn(state.timeZone, at)
  if (existing) {
    if (existing.userId !== userId) return { refused: 'ID_TAKEN' }
    const level = playerLevel(state.totalXp)
    return { log: existing, replayed: true, level, leveledUp: false, streak: state.streak, today, skills: state.skills, badgesEarned: [] }
  }
  const occurred = occurredAtCheck(input.occurred_at === undefined ? null : Date.parse(input.occurred_at), at)
  if (!occurred.ok) return { refused: occurred.code }
  const day = dayIn(state.timeZone, occurred.at)

  const minutes = day >= earliestDay ? state.minutesByDay[day] ?? 0 : await minutesOnDay(tx, userId, day)
  if (!fitsDailyCap(minutes, input.duration_minutes)) return { refused: 'DAILY_CAP' }
  if (input.plan_session_id) {
    const refused = await checkPlanSession(tx, userId, input.plan_session_id, day)
    if (refused) return { refused }
  }
  const xp = sessionXp(input.session_type, input.duration_minutes)
  const level = addXp(state.totalXp, xp)
  const streak = applyTrainingDay(state.streak, day)
  const skills = applySessionToSkills(state.skills, input.skill_focus)
  const after = { ...state, sessions: state.sessions + 1, streak }
  const badgesEarned = newlyEarnedBadges(badgeStats(after, level.level), state.badgeIds)
  const log: TrainingLogRow = {
    id: input.id,
    userId,
    sessionType: input.session_type,
    durationMinutes: input.duration_minutes,
    skillFocus: [...new Set(input.skill_focus)],
    energyLevel: input.energy_level,
    notes: input.notes,
    xpEarned: xp,
    day,
    loggedAt: occurred.at,
  }

  await runFixed(
    tx,
    fixed`insert into training_logs (id, user_id, session_type, duration_minutes, skill_focus, energy_level, notes, xp_earned, day, logged_at)
    values (${log.id}, ${userId}, ${log.sessionType}, ${log.durationMinutes}, ${
      JSON.stringify(log.skillFocus)
    }, ${log.energyLevel}, ${log.notes},
      ${log.xpEarned}, ${log.day}, ${log.loggedAt})`,
  )
  // The weekly plan's session this log did (docs/features/training-and-progress.md "Weekly plan").
  await markPlanSessionDone(tx, userId, log.id, day, input.plan_session_id)
  await saveLevel(tx, userId, level.totalXp, after.sessions, at)
  // applyTrainingDay answers with the state itself when the day was already counted (a second
  // session that day): the row would be rewritten as it is, and the streak's readers' kept answers ended.
  if (streak !== state.streak || !state.hasStreakRow) await saveStreak(tx, userId, streak, at)
  await saveSkills(tx, userId, skills, input.skill_focus, at)
  await insertBadges(tx, userId, badgesEarned.map((b) => b.id), at)
  const before = playerLevel(state.totalXp).level
  await insertMilestones(tx, userId, [
    ...levelsReachedBetween(before, level.level).map((value) => ({ kind: 'level_reached' as const, value })),
    ...streakRecordsBetween(state.streak.longest, streak.longest).map((value) => ({ kind: 'streak_record' as const, value })),
  ], at)
  return { log, replayed: false, level, leveledUp: level.leveledUp, streak, today, skills, badgesEarned }
}
