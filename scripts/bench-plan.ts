// The weekly plan's build for 1,000 players (docs/features/training-and-progress.md "Weekly plan"),
// run by `npm run bench` (or alone: deno run scripts/bench-plan.ts). Times the pure buildWeekPlan
// over the real drill library; prints one JSON line: { players, totalMs, perPlayerUs }.
import { AGE_GROUPS } from '@app/shared/domain/age-group.ts'
import { POSITIONS, TRAINING_AVAILABILITY } from '@app/shared/domain/account.ts'
import { PILLARS, WIZARD_PILLARS } from '@app/shared/domain/goals.ts'
import { buildWeekPlan, type PlanDrill, type WeekPlanInput } from '@app/shared/domain/weekly-plan/week-plan.ts'
import { DRILLS } from '@app/shared/domain/drills/content/index.ts'

const PLAYERS = 1000
const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!

// The library's drills; a stand-in of 60 while the content is still being written.
const drills: readonly PlanDrill[] = DRILLS.length
  ? DRILLS
  : Array.from({ length: 60 }, (_, n) => ({
      slug: `drill-${n}`,
      title: `Drill ${n}`,
      pillar: pick(WIZARD_PILLARS, n),
      ageGroups: n % 3 === 0 ? [...AGE_GROUPS] : [pick(AGE_GROUPS, n)],
      minutes: 10 + 5 * (n % 3),
      level: (1 + (n % 3)) as 1 | 2 | 3,
      next: n + 4 < 60 ? `drill-${n + 4}` : undefined,
      tags: [pick(['passing', 'finishing', 'defending', 'first touch', 'goalkeeping'], n)],
    }))

// Each player: 1-3 active goals, a profile, last week's logs and a plan with some drills done.
const inputs: WeekPlanInput[] = Array.from({ length: PLAYERS }, (_, n) => ({
  weekStart: '2026-11-23',
  goals: Array.from({ length: 1 + (n % 3) }, (_, g) => ({
    id: `g${n}-${g}`,
    title: `Goal ${g}`,
    pillar: pick(PILLARS, n + g),
    status: 'active' as const,
  })),
  profile: { availability: pick(TRAINING_AVAILABILITY, n), position: pick(POSITIONS, n), ageGroup: pick(AGE_GROUPS, n) },
  lastWeek: {
    logs: Array.from({ length: n % 5 }, (_, i) => ({ skillFocus: [pick(PILLARS, n + i)], minutes: 30 + 5 * i })),
    plan: Array.from({ length: 3 }, (_, i) => ({ drillSlugs: [pick(drills, n + i).slug], done: i !== 1, energy: 3 + (i % 2) })),
  },
  drills,
  assigned: n % 10 === 0 ? [pick(drills, n).slug] : [],
}))

buildWeekPlan(inputs[0]!) // warm-up, so the figure is the steady cost
const start = performance.now()
let sessions = 0
for (const input of inputs) sessions += buildWeekPlan(input).sessions.length
const totalMs = performance.now() - start
console.log(
  JSON.stringify({
    players: PLAYERS,
    sessions,
    drills: drills.length,
    totalMs: Math.round(totalMs * 10) / 10,
    perPlayerUs: Math.round((totalMs * 1000) / PLAYERS),
  }),
)
