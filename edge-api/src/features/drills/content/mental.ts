import type { Drill } from '@app/shared/domain/drills/drill.ts'

/** Mental drills of the library (docs/features/drills.md). */
export const MENTAL_DRILLS: Drill[] = []
