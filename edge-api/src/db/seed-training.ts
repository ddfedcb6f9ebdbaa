import type { LogTrainingInput } from '@app/shared/schemas/training.ts'
import { awardEarnedBadges } from '../features/progress/public.ts'
import { logTraining } from '../features/training/public.ts'
import type { Tx } from './client.ts'

const DAY_MS = 24 * 60 * 60 * 1000

type DemoSession = Omit<LogTrainingInput, 'id' | 'time_zone'> & { daysAgo: number }

// Maya's last two weeks: a 3-day run that broke, then 8 days in a row up to yesterday, so her
// dashboard shows a live streak with a freeze earned, and "train today" is still open to her.
const MAYA_SESSIONS: DemoSession[] = [
  {
    daysAgo: 13,
    session_type: 'technical',
    skill_focus: ['technical'],
    duration_minutes: 45,
    energy_level: 4,
    notes: 'Wall passes, weak foot',
  },
  { daysAgo: 12, session_type: 'physical', skill_focus: ['physical'], duration_minutes: 30, energy_level: 3, notes: null },
  {
    daysAgo: 11,
    session_type: 'tactical',
    skill_focus: ['tactical', 'mental'],
    duration_minutes: 60,
    energy_level: 4,
    notes: 'Watched our last match back',
  },
  {
    daysAgo: 8,
    session_type: 'match',
    skill_focus: ['technical', 'tactical', 'psychological'],
    duration_minutes: 90,
    energy_level: 5,
    notes: 'League match, won 2-1',
  },
  {
    daysAgo: 7,
    session_type: 'recovery',
    skill_focus: ['physical', 'mental'],
    duration_minutes: 30,
    energy_level: 2,
    notes: 'Stretching and foam roller',
  },
  { daysAgo: 6, session_type: 'technical', skill_focus: ['technical'], duration_minutes: 60, energy_level: 4, notes: 'First touch drills' },
  { daysAgo: 5, session_type: 'physical', skill_focus: ['physical'], duration_minutes: 45, energy_level: 3, notes: 'Sprints' },
  {
    daysAgo: 4,
    session_type: 'tactical',
    skill_focus: ['tactical'],
    duration_minutes: 50,
    energy_level: 4,
    notes: 'Pressing triggers with the team',
  },
  {
    daysAgo: 3,
    session_type: 'technical',
    skill_focus: ['technical', 'psychological'],
    duration_minutes: 40,
    energy_level: 5,
    notes: null,
  },
  {
    daysAgo: 2,
    session_type: 'match',
    skill_focus: ['tactical', 'physical', 'mental'],
    duration_minutes: 75,
    energy_level: 4,
    notes: 'Cup game',
  },
  {
    daysAgo: 1,
    session_type: 'technical',
    skill_focus: ['technical'],
    duration_minutes: 35,
    energy_level: 3,
    notes: 'Juggling, 42 in a row',
  },
]

/** Logs Maya's demo sessions through the same code as the API, so every number is the real rules'. */
export async function seedTraining(tx: Tx, maya: string, now: number, timeZone: string): Promise<void> {
  await awardEarnedBadges(tx, maya, now - 20 * DAY_MS)
  for (const { daysAgo, ...session } of MAYA_SESSIONS) {
    await logTraining(tx, maya, { ...session, id: crypto.randomUUID(), time_zone: timeZone }, now - daysAgo * DAY_MS)
  }
}
