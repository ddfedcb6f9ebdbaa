// Reaction Master's rounds by age group. A copy of REACTION_ROUNDS in shared/src/domain/games/
// reaction-round.ts (the server checks results against those): this page is plain static files with
// no build step, so it cannot import the package; a unit test fails if the two ever differ.
export const REACTION_ROUNDS = {
  '8-12': { targets: 30, lifetimeMs: 1800, intervalMs: 2400, sizePx: 84 },
  '13-17': { targets: 30, lifetimeMs: 1400, intervalMs: 2200, sizePx: 68 },
  '18+': { targets: 30, lifetimeMs: 1100, intervalMs: 2000, sizePx: 56 },
}

/** The round for an age group from the URL; an unknown or missing one plays the teen round. */
export function roundFor(ageGroup) {
  return Object.hasOwn(REACTION_ROUNDS, ageGroup) ? REACTION_ROUNDS[ageGroup] : REACTION_ROUNDS['13-17']
}
