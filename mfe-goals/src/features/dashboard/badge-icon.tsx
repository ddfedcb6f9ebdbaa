import type { BadgeIcon as BadgeIconName } from '@app/shared/domain/badges.ts'

// Outlines after the Lucide set (ISC licence) that badges.ts names, drawn inline: an emoji depends
// on the device's fonts and shows as an empty box where none is installed.
const SHAPES: Record<BadgeIconName, readonly string[]> = {
  dumbbell: ['m6.5 6.5 11 11', 'm21 21-1-1', 'm3 3 1 1', 'm18 22 4-4', 'm2 6 4-4', 'm3 10 7-7', 'm14 21 7-7'],
  flame: ['M8.5 14.5A2.5 2.5 0 0 0 11 12c0-1.38-.5-2-1-3-1.07-2.14-.22-4.05 2-6 .5 2.5 2 4.9 4 6.5 2 1.6 3 3.5 3 5.5a7 7 0 1 1-14 0c0-1.15.43-2.29 1-3a2.5 2.5 0 0 0 2.5 2.5z'],
  'calendar-check': ['M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z', 'M16 2v4', 'M8 2v4', 'M3 10h18', 'm9 16 2 2 4-4'],
  target: ['M12 2a10 10 0 1 0 0 20 10 10 0 1 0 0-20z', 'M12 6a6 6 0 1 0 0 12 6 6 0 1 0 0-12z', 'M12 10a2 2 0 1 0 0 4 2 2 0 1 0 0-4z'],
  trophy: [
    'M6 9H4.5a2.5 2.5 0 0 1 0-5H6',
    'M18 9h1.5a2.5 2.5 0 0 0 0-5H18',
    'M4 22h16',
    'M10 14.66V17c0 .55-.47.98-.97 1.21C7.85 18.75 7 20.24 7 22',
    'M14 14.66V17c0 .55.47.98.97 1.21C16.15 18.75 17 20.24 17 22',
    'M18 2H6v7a6 6 0 0 0 12 0V2z',
  ],
  star: ['M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z'],
  medal: [
    'M7.21 15 2.66 7.14a2 2 0 0 1 .13-2.2L4.4 2.8A2 2 0 0 1 6 2h12a2 2 0 0 1 1.6.8l1.6 2.14a2 2 0 0 1 .14 2.2L16.79 15',
    'M11 12 5.12 2.2',
    'm13 12 5.88-9.8',
    'M8 7h8',
    'M12 12a5 5 0 1 0 0 10 5 5 0 1 0 0-10z',
    'M12 18v-2h-.5',
  ],
  crown: ['m2 4 3 12h14l3-12-6 7-4-7-4 7-6-7z', 'M5 20h14'],
}

const isIconName = (name: string): name is BadgeIconName => Object.hasOwn(SHAPES, name)

/** A badge's icon by its BadgeIcon name; an unknown name (a newer server) falls back to the star. */
export function BadgeIcon({ name, size = 28 }: { name: string; size?: number }) {
  const paths = SHAPES[isIconName(name) ? name : 'star']
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  )
}
