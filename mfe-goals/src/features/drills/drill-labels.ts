import type { DrillEquipment, DrillSpace } from '@app/shared/domain/drills/drill.ts'

/** How the library names equipment and space to a player. */
export const EQUIPMENT_LABELS: Record<DrillEquipment, string> = {
  ball: 'Ball',
  cones: 'Cones',
  wall: 'Wall',
  goal: 'Goal',
  partner: 'Partner',
}

export const SPACE_LABELS: Record<DrillSpace, string> = {
  indoor: 'A room (no kicking)',
  small: 'A garden or yard, about 10 × 10 m',
  park: 'An open space, about 20 × 20 m',
  'half-pitch': 'A club pitch or large park',
}
