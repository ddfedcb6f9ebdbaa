/**
 * Cheers in a team group (docs/features/family.md "Team groups and the weekly league"): a player
 * sends one of these fixed phrases, never free text, so nothing typed ever reaches or leaves a child.
 * A cheer stores only the phrase id; the words are the app's. Each phrase shows an icon from the
 * shared SVG set (shared/src/ui/icon-shapes.ts, named here), never an emoji character.
 */
export const CHEER_PHRASES = [
  { id: 'great-session', text: 'Great session!', icon: 'dumbbell' },
  { id: 'keep-going', text: 'Keep going!', icon: 'flame' },
  { id: 'nice-goal', text: 'Nice goal!', icon: 'target' },
  { id: 'well-played', text: 'Well played!', icon: 'award' },
  { id: 'top-effort', text: 'Top effort!', icon: 'star' },
  { id: 'you-got-this', text: 'You got this!', icon: 'zap' },
  { id: 'great-pass', text: 'Great passing!', icon: 'checkCircle' },
  { id: 'on-fire', text: 'On fire this week!', icon: 'trendingUp' },
  { id: 'proud-teammate', text: 'Proud to be your teammate!', icon: 'medal' },
  { id: 'see-you-training', text: 'See you at training!', icon: 'calendarCheck' },
] as const

export type CheerPhraseId = (typeof CHEER_PHRASES)[number]['id']
export type CheerIcon = (typeof CHEER_PHRASES)[number]['icon']
export const CHEER_PHRASE_IDS = CHEER_PHRASES.map((p) => p.id) as [CheerPhraseId, ...CheerPhraseId[]]

/** How many cheers one player may send in one group day: enough to cheer a whole team, not to flood it. */
export const CHEERS_PER_DAY = 20

export function cheerText(id: string): string | null {
  return CHEER_PHRASES.find((p) => p.id === id)?.text ?? null
}
