/** Mindset tools' words (beyond the spec, which names the feature and no text). */
export const MINDSET_MESSAGES = {
  answerOne: 'Write an answer to at least one question',
  answerTooLong: 'Keep each answer to 500 characters',
  saved: 'Reflection saved.',
  removed: 'Reflection removed.',
  notFound: 'Reflection not found',
} as const
