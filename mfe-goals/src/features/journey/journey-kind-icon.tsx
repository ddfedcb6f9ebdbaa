import type { JourneyKind } from '@app/shared/domain/journey.ts'
import { Icon } from '@app/shared/ui/icon.tsx'
import { award, checkCircle, flame, trendingUp, type IconShape } from '@app/shared/ui/icon-shapes.ts'

const SHAPES: Record<JourneyKind, IconShape> = {
  level_reached: trendingUp,
  badge_earned: award,
  goal_completed: checkCircle,
  streak_record: flame,
}

/** The small icon at a timeline entry, by kind. */
export function JourneyKindIcon({ kind }: { kind: JourneyKind }) {
  return <Icon shape={SHAPES[kind]} size={20} />
}
