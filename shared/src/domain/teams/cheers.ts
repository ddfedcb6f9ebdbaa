/**
 * Cheers in a team group (docs/features/family.md "Team groups and the weekly league"): a player
 * sends one of these fixed phrases, never free text, so nothing typed ever reaches or leaves a child.
 * A cheer stores only the phrase id; the words are the app's.
 */
export const CHEER_PHRASES = [
  { id: 'great-session', text: 'Great session! 💪' },
  { id: 'keep-going', text: 'Keep going! 🔥' },
  { id: 'nice-goal', text: 'Nice goal! ⚽' },
  { id: 'well-played', text: 'Well played! 👏' },
  { id: 'top-effort', text: 'Top effort! ⭐' },
  { id: 'you-got-this', text: 'You got this! 🙌' },
  { id: 'great-pass', text: 'Great passing! 🎯' },
  { id: 'on-fire', text: 'On fire this week! 🚀' },
  { id: 'proud-teammate', text: 'Proud to be your teammate! 🤝' },
  { id: 'see-you-training', text: 'See you at training! 👟' },
] as const

export type CheerPhraseId = (typeof CHEER_PHRASES)[number]['id']
export const CHEER_PHRASE_IDS = CHEER_PHRASES.map((p) => p.id) as [CheerPhraseId, ...CheerPhraseId[]]

/** How many cheers one player may send in one group day: enough to cheer a whole team, not to flood it. */
export const CHEERS_PER_DAY = 20

export function cheerText(id: string): string | null {
  return CHEER_PHRASES.find((p) => p.id === id)?.text ?? null
}
