export type StaticReactionRound = { targets: number; lifetimeMs: number; intervalMs: number; sizePx: number }
export declare const REACTION_ROUNDS: Record<'8-12' | '13-17' | '18+', StaticReactionRound>
export declare function roundFor(ageGroup: string | null): StaticReactionRound
