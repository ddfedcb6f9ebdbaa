import type { BadgeIcon as BadgeIconName } from '@app/shared/domain/badges.ts'
import { Icon } from '@app/shared/ui/icon.tsx'
import { calendarCheck, crown, dumbbell, flame, medal, star, target, trophy, type IconShape } from '@app/shared/ui/icon-shapes.ts'

const SHAPES: Record<BadgeIconName, IconShape> = {
  dumbbell,
  flame,
  'calendar-check': calendarCheck,
  target,
  trophy,
  star,
  medal,
  crown,
}

const isIconName = (name: string): name is BadgeIconName => Object.hasOwn(SHAPES, name)

/** A badge's icon by its BadgeIcon name; an unknown name (a newer server) falls back to the star. */
export function BadgeIcon({ name, size = 28 }: { name: string; size?: number }) {
  return <Icon shape={SHAPES[isIconName(name) ? name : 'star']} size={size} />
}
