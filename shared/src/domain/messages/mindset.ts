/** Mindset Tools' words (docs/features/mindset-and-analytics.md). */
export const MINDSET_MESSAGES = {
  answerOne: 'Write an answer to at least one question',
  answerTooLong: 'Keep each answer to 500 characters',
  saved: 'Reflection saved.',
  removed: 'Reflection removed.',
  notFound: 'Reflection not found',
} as const
