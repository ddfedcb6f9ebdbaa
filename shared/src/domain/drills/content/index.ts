import type { Drill } from '../drill.ts'
import { MENTAL_CALM_AND_CONFIDENCE_DRILLS } from './mental-calm-and-confidence.ts'
import { MENTAL_FOCUS_AND_HABITS_DRILLS } from './mental-focus-and-habits.ts'
import { PHYSICAL_BALANCE_AND_MOBILITY_DRILLS } from './physical-balance-and-mobility.ts'
import { PHYSICAL_SPEED_AND_ENDURANCE_DRILLS } from './physical-speed-and-endurance.ts'
import { TACTICAL_DEFENDING_AND_DECISIONS_DRILLS } from './tactical-defending-and-decisions.ts'
import { TACTICAL_RECEIVING_AND_COMBINING_DRILLS } from './tactical-receiving-and-combining.ts'
import { TECHNICAL_BALL_MASTERY_DRILLS } from './technical-ball-mastery.ts'
import { TECHNICAL_PASSING_AND_FINISHING_DRILLS } from './technical-passing-and-finishing.ts'

/** Every drill of the library, pillar by pillar in the wizard's order, each pillar in two themes (docs/features/drills.md). */
export const DRILLS: readonly Drill[] = [
  ...TECHNICAL_BALL_MASTERY_DRILLS,
  ...TECHNICAL_PASSING_AND_FINISHING_DRILLS,
  ...PHYSICAL_SPEED_AND_ENDURANCE_DRILLS,
  ...PHYSICAL_BALANCE_AND_MOBILITY_DRILLS,
  ...TACTICAL_RECEIVING_AND_COMBINING_DRILLS,
  ...TACTICAL_DEFENDING_AND_DECISIONS_DRILLS,
  ...MENTAL_CALM_AND_CONFIDENCE_DRILLS,
  ...MENTAL_FOCUS_AND_HABITS_DRILLS,
]
