import type { Drill } from '@app/shared/domain/drills/drill.ts'

/** Technical drills of the library (docs/features/drills.md). */
export const TECHNICAL_DRILLS: Drill[] = []
