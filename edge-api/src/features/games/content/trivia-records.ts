import type { TriviaQuestion } from '@app/shared/domain/games/content.ts'
import data from './trivia-records.json' with { type: 'json' }
import { loadContent, TriviaQuestions } from './content-schema.ts'

/** Records and firsts, each tied to the year it was set (trivia-questions.ts says what may be asked). */
export const TRIVIA_RECORDS: readonly TriviaQuestion[] = loadContent('trivia-records.json', TriviaQuestions, data)
