import type { Drill } from '@app/shared/domain/drills/drill.ts'
import { MENTAL_DRILLS } from './mental.ts'
import { PHYSICAL_DRILLS } from './physical.ts'
import { TACTICAL_DRILLS } from './tactical.ts'
import { TECHNICAL_DRILLS } from './technical.ts'

/** Every drill of the library, pillar by pillar in the wizard's order (docs/features/drills.md). */
export const DRILLS: readonly Drill[] = [...TECHNICAL_DRILLS, ...PHYSICAL_DRILLS, ...TACTICAL_DRILLS, ...MENTAL_DRILLS]
