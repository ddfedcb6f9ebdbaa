import type { CreateGoalRequest } from '@app/shared/schemas/goals.ts'
import type { LogTrainingRequest } from '@app/shared/schemas/training.ts'

export { DEMO_PLAYER } from '@app/shared/demo/demo-account.ts'

/**
 * The one place demo mode's data lives. Days are relative to today on the visitor's calendar, so
 * the demo always shows a live streak and a recent week. Everything derived (XP, level, streak,
 * skills, badges) is computed from these by the shared rules, as the API computes it.
 */

type FixtureSession = Omit<LogTrainingRequest, 'id' | 'time_zone'> & { daysAgo: number }

/** Oldest first: a nine-day run up to yesterday, so the streak is live and today is still open. */
export const DEMO_SESSIONS: FixtureSession[] = [
  {
    daysAgo: 12,
    session_type: 'technical',
    skill_focus: ['technical'],
    duration_minutes: 45,
    energy_level: 3,
    notes: 'First touch drills',
  },
  {
    daysAgo: 9,
    session_type: 'physical',
    skill_focus: ['physical'],
    duration_minutes: 40,
    energy_level: 4,
    notes: 'Sprints and agility ladder',
  },
  {
    daysAgo: 8,
    session_type: 'tactical',
    skill_focus: ['tactical', 'technical'],
    duration_minutes: 90,
    energy_level: 4,
    notes: 'Team practice',
  },
  { daysAgo: 7, session_type: 'technical', skill_focus: ['technical'], duration_minutes: 60, energy_level: 5, notes: 'Weak-foot passing' },
  { daysAgo: 6, session_type: 'tactical', skill_focus: ['tactical'], duration_minutes: 45, energy_level: 3, notes: 'Watched match film' },
  {
    daysAgo: 5,
    session_type: 'match',
    skill_focus: ['tactical', 'physical', 'mental'],
    duration_minutes: 90,
    energy_level: 5,
    notes: 'League match, 2 assists',
  },
  {
    daysAgo: 4,
    session_type: 'recovery',
    skill_focus: ['physical'],
    duration_minutes: 30,
    energy_level: 2,
    notes: 'Stretching and mobility',
  },
  {
    daysAgo: 3,
    session_type: 'technical',
    skill_focus: ['technical', 'mental'],
    duration_minutes: 60,
    energy_level: 4,
    notes: 'Finishing',
  },
  { daysAgo: 2, session_type: 'physical', skill_focus: ['physical'], duration_minutes: 45, energy_level: 4, notes: 'Endurance run' },
  {
    daysAgo: 1,
    session_type: 'tactical',
    skill_focus: ['tactical', 'technical'],
    duration_minutes: 90,
    energy_level: 4,
    notes: 'Set pieces',
  },
]

type FixtureGoal = CreateGoalRequest & { daysAgo: number; completed?: boolean }

export const DEMO_GOALS: FixtureGoal[] = [
  {
    daysAgo: 20,
    title: 'Juggle 50 times in a row',
    description: 'Both feet, ten minutes a day',
    pillar: 'technical',
    goal_type: 'process',
    completed: true,
  },
  {
    daysAgo: 14,
    title: 'Master the weak-foot pass',
    description: 'Left foot passes in every session',
    pillar: 'technical',
    goal_type: 'process',
  },
  { daysAgo: 10, title: 'Run 5 km under 25 minutes', pillar: 'physical', goal_type: 'performance' },
  { daysAgo: 6, title: 'Stay calm after mistakes', description: 'Reset with one deep breath', pillar: 'mental', goal_type: 'process' },
]
