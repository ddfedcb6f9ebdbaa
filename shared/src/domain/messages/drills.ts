/** The drill library's words (docs/features/drills.md). */
export const DRILL_MESSAGES = {
  notFound: 'We could not find that drill. It may have been renamed or taken out of the library.',
  loadFailed: 'We could not load the drills just now.',
  noMatch: 'No drills match these filters. Try fewer filters or another word.',
  pillar: 'Choose technical, physical, tactical or mental',
  ageGroup: 'Choose 8-12, 13-17 or 18+',
  equipment: 'Choose from ball, cones, wall, goal, partner or none',
  maxMinutes: 'Minutes must be a whole number from 5 to 120',
  searchTooLong: 'Keep the search to 60 characters',
} as const
