// One outline icon set for every package, drawn after Lucide (ISC licence) on a 24×24 grid.
// Each shape is its own export so a bundle keeps only the shapes it draws. Icons are SVG, never
// emoji: an emoji depends on the device's fonts and shows as an empty box where none is installed.

/** The `d` attributes of one icon's paths. */
export type IconShape = readonly string[]

const CIRCLE = 'M12 2a10 10 0 1 0 0 20 10 10 0 1 0 0-20z'

export const award: IconShape = ['M12 2a6 6 0 1 0 0 12 6 6 0 1 0 0-12z', 'M15.48 12.89 17 22l-5-3-5 3 1.52-9.11']
export const calendarCheck: IconShape = [
  'M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z',
  'M16 2v4',
  'M8 2v4',
  'M3 10h18',
  'm9 16 2 2 4-4',
]
export const checkCircle: IconShape = ['M22 11.08V12a10 10 0 1 1-5.93-9.14', 'M22 4 12 14.01l-3-3']
export const crown: IconShape = ['m2 4 3 12h14l3-12-6 7-4-7-4 7-6-7z', 'M5 20h14']
export const dumbbell: IconShape = ['m6.5 6.5 11 11', 'm21 21-1-1', 'm3 3 1 1', 'm18 22 4-4', 'm2 6 4-4', 'm3 10 7-7', 'm14 21 7-7']
export const flame: IconShape = [
  'M8.5 14.5A2.5 2.5 0 0 0 11 12c0-1.38-.5-2-1-3-1.07-2.14-.22-4.05 2-6 .5 2.5 2 4.9 4 6.5 2 1.6 3 3.5 3 5.5a7 7 0 1 1-14 0c0-1.15.43-2.29 1-3a2.5 2.5 0 0 0 2.5 2.5z',
]
export const gamepad: IconShape = [
  'M6 11h4',
  'M8 9v4',
  'M15 12h.01',
  'M18 10h.01',
  'M17.32 5H6.68a4 4 0 0 0-3.98 3.59C2.6 9.42 2 14.46 2 16a3 3 0 0 0 3 3c1 0 1.5-.5 2-1l1.41-1.41A2 2 0 0 1 9.83 16h4.34a2 2 0 0 1 1.41.59L17 18c.5.5 1 1 2 1a3 3 0 0 0 3-3c0-1.54-.6-6.58-.7-7.41A4 4 0 0 0 17.32 5z',
]
export const helpCircle: IconShape = [CIRCLE, 'M9.09 9a3 3 0 0 1 5.83 1c0 2-3 3-3 3', 'M12 17h.01']
export const lightbulb: IconShape = [
  'M15 14c.2-1 .7-1.7 1.5-2.5 1-.9 1.5-2.2 1.5-3.5A6 6 0 0 0 6 8c0 1 .2 2.2 1.5 3.5.7.7 1.3 1.5 1.5 2.5',
  'M9 18h6',
  'M10 22h4',
]
export const lock: IconShape = ['M5 11h14a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2z', 'M7 11V7a5 5 0 0 1 10 0v4']
export const medal: IconShape = [
  'M7.21 15 2.66 7.14a2 2 0 0 1 .13-2.2L4.4 2.8A2 2 0 0 1 6 2h12a2 2 0 0 1 1.6.8l1.6 2.14a2 2 0 0 1 .14 2.2L16.79 15',
  'M11 12 5.12 2.2',
  'm13 12 5.88-9.8',
  'M8 7h8',
  'M12 12a5 5 0 1 0 0 10 5 5 0 1 0 0-10z',
  'M12 18v-2h-.5',
]
export const star: IconShape = ['M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z']
export const target: IconShape = [CIRCLE, 'M12 6a6 6 0 1 0 0 12 6 6 0 1 0 0-12z', 'M12 10a2 2 0 1 0 0 4 2 2 0 1 0 0-4z']
export const trendingUp: IconShape = ['m22 7-8.5 8.5-5-5L2 17', 'M16 7h6v6']
export const trophy: IconShape = [
  'M6 9H4.5a2.5 2.5 0 0 1 0-5H6',
  'M18 9h1.5a2.5 2.5 0 0 0 0-5H18',
  'M4 22h16',
  'M10 14.66V17c0 .55-.47.98-.97 1.21C7.85 18.75 7 20.24 7 22',
  'M14 14.66V17c0 .55.47.98.97 1.21C16.15 18.75 17 20.24 17 22',
  'M18 2H6v7a6 6 0 0 0 12 0V2z',
]
export const zap: IconShape = ['M13 2 3 14h9l-1 8 10-12h-9l1-8z']
