import type { WizardPillar } from './goals.ts'

/** A playing style on the player-selection screen (docs/features/goals.md). */
export type PlayerStyle = {
  id: 'playmaker' | 'finisher' | 'defensive-leader'
  /** The legendary player the style is named after. */
  name: string
  style: string
  description: string
  color: string
  focusPillars: readonly [WizardPillar, WizardPillar]
}

/** The three legendary playing styles (docs/features/goals.md): which pillars the wizard recommends goals in. */
export const PLAYER_STYLES: readonly PlayerStyle[] = [
  {
    id: 'playmaker',
    name: 'The Maestro',
    style: 'Playmaker',
    description: 'Sees the pass before anyone else. Controls the tempo with clean touches and smart decisions.',
    color: '#1d4ed8',
    focusPillars: ['technical', 'tactical'],
  },
  {
    id: 'finisher',
    name: 'The Finisher',
    style: 'Goal Scorer',
    description: 'Lives in the box. Explosive first step, a clinical finish with either foot.',
    color: '#b91c1c',
    focusPillars: ['technical', 'physical'],
  },
  {
    id: 'defensive-leader',
    name: 'The Wall',
    style: 'Defensive Leader',
    description: 'Reads danger early, organises the line and stays calm when the pressure is on.',
    color: '#0f766e',
    focusPillars: ['tactical', 'mental'],
  },
]

export function findPlayerStyle(id: string): PlayerStyle | undefined {
  return PLAYER_STYLES.find((s) => s.id === id)
}
