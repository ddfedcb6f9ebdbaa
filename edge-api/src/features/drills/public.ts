/** What other areas may use of the drill library (docs/features/drills.md). */
export { DRILLS } from '@app/shared/domain/drills/content/index.ts'
export type { Drill } from '@app/shared/domain/drills/drill.ts'
export { type DrillSync, syncDrills } from './sync-drills.ts'
