import type { TriviaQuestion } from '@app/shared/domain/games/content.ts'
import data from './trivia-players.json' with { type: 'json' }
import { loadContent, TriviaQuestions } from './content-schema.ts'

/** Questions about players, men and women (trivia-questions.ts says what may be asked). */
export const TRIVIA_PLAYERS: readonly TriviaQuestion[] = loadContent('trivia-players.json', TriviaQuestions, data)
