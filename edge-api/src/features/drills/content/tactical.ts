import type { Drill } from '@app/shared/domain/drills/drill.ts'

/** Tactical drills of the library (docs/features/drills.md). */
export const TACTICAL_DRILLS: Drill[] = []
