import type { Drill } from '@app/shared/domain/drills/drill.ts'

/** Physical drills of the library (docs/features/drills.md). */
export const PHYSICAL_DRILLS: Drill[] = []
