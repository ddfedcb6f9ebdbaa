import { addDays, todayIn } from '@app/shared/domain/calendar-day.ts'
import type { Tx } from './client.ts'
import { type GoalRow, goals, type PlannedSessionRow, plannedSessions } from './schema/index.ts'

const DAY_MS = 24 * 60 * 60 * 1000

type SeedGoal = Pick<GoalRow, 'title' | 'description' | 'pillar' | 'goalType' | 'status'> & {
  /** Days before the seed day the goal was created, and (completed goals) finished. */
  createdDaysAgo: number
  completedDaysAgo?: number
  /** Target date in days from the seed day (negative: already passed), or none. */
  targetInDays: number | null
  sessions?: Array<{ inDays: number; startTime: string; duration: number; notes?: string; completed?: boolean }>
}

// Maya (Pro) has a few weeks of history across pillars; Leo (free) has one active goal, so the free
// limit is one goal away for demos and browser tests.
const MAYA_GOALS: SeedGoal[] = [
  {
    title: 'Pass accurately with my weaker foot',
    description: '20 wall passes with the left foot every practice',
    pillar: 'technical',
    goalType: 'process',
    status: 'completed',
    createdDaysAgo: 42,
    completedDaysAgo: 9,
    targetInDays: -5,
  },
  {
    title: 'Breathing routine before every match',
    description: null,
    pillar: 'mental',
    goalType: 'process',
    status: 'completed',
    createdDaysAgo: 35,
    completedDaysAgo: 16,
    targetInDays: null,
  },
  {
    title: 'Sprint 30 m in under 4.8 seconds',
    description: 'Timed by Coach Rivera on Fridays',
    pillar: 'physical',
    goalType: 'performance',
    status: 'active',
    createdDaysAgo: 24,
    targetInDays: 30,
    sessions: [{ inDays: 2, startTime: '07:00', duration: 30, notes: 'Hill sprints' }],
  },
  {
    title: 'Scan the field before every first touch',
    description: 'Check over both shoulders before the ball arrives',
    pillar: 'tactical',
    goalType: 'process',
    status: 'active',
    createdDaysAgo: 12,
    targetInDays: 60,
    sessions: [
      { inDays: -2, startTime: '17:30', duration: 45, completed: true },
      { inDays: 1, startTime: '17:30', duration: 45 },
      { inDays: 3, startTime: '17:30', duration: 60, notes: 'Rondo with the U15s' },
    ],
  },
  {
    title: 'Reset quickly after a mistake',
    description: null,
    pillar: 'psychological',
    goalType: 'outcome',
    status: 'active',
    createdDaysAgo: 3,
    targetInDays: null,
  },
]

const LEO_GOALS: SeedGoal[] = [
  {
    title: 'Juggle the ball 20 times in a row',
    description: null,
    pillar: 'technical',
    goalType: 'performance',
    status: 'active',
    createdDaysAgo: 5,
    targetInDays: 45,
    sessions: [{ inDays: 1, startTime: '16:00', duration: 30 }],
  },
]

function rowsFor(userId: string, list: SeedGoal[], now: number, today: string) {
  const goalRows: GoalRow[] = []
  const sessionRows: PlannedSessionRow[] = []
  for (const g of list) {
    const id = crypto.randomUUID()
    const createdAt = now - g.createdDaysAgo * DAY_MS
    const completedAt = g.completedDaysAgo === undefined ? null : now - g.completedDaysAgo * DAY_MS
    goalRows.push({
      id,
      userId,
      title: g.title,
      description: g.description,
      pillar: g.pillar,
      goalType: g.goalType,
      status: g.status,
      targetDate: g.targetInDays === null ? null : addDays(today, g.targetInDays),
      createdAt,
      updatedAt: completedAt ?? createdAt,
      completedAt,
      approval: null,
      approvalNote: null,
    })
    for (const s of g.sessions ?? []) {
      sessionRows.push({
        id: crypto.randomUUID(),
        goalId: id,
        userId,
        sessionDate: addDays(today, s.inDays),
        startTime: s.startTime,
        duration: s.duration,
        notes: s.notes ?? null,
        completed: s.completed ?? false,
        createdAt,
      })
    }
  }
  return { goalRows, sessionRows }
}

/** Inserts the demo goals; dates are relative to the seed day in the demo accounts' time zone. */
export async function seedGoals(tx: Tx, owners: { maya: string; leo: string }, now: number, timeZone: string): Promise<void> {
  const today = todayIn(new Date(now), timeZone)
  const maya = rowsFor(owners.maya, MAYA_GOALS, now, today)
  const leo = rowsFor(owners.leo, LEO_GOALS, now, today)
  await tx.insert(goals).values([...maya.goalRows, ...leo.goalRows])
  await tx.insert(plannedSessions).values([...maya.sessionRows, ...leo.sessionRows])
}
