import type { GameId } from '@app/shared/domain/games/game-catalogue.ts'

/** Decision Drill's two modes; Pro Soccer IQ is saved as its own game (docs/features/games.md). */
export type DrillMode = 'standard' | 'pro'
export const DRILL_GAME: Record<DrillMode, GameId> = { standard: 'decision-drill', pro: 'pro-soccer-iq' }
