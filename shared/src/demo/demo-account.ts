/** The demo's signed-in player (demo-fixtures.ts holds the rest of the demo data). */
export const DEMO_PLAYER = {
  email: 'maya@pitchpath.dev',
  password: 'demo-player-1',
  first_name: 'Maya',
  last_name: 'Lopez',
  age: 14,
  parentEmail: 'sam@pitchpath.dev',
  skill_level: 'intermediate',
  position_preference: 'midfielder',
  training_availability: 'medium',
  subscription_tier: 'pro',
} as const
