import type { TriviaQuestion } from '@app/shared/domain/games/content.ts'
import data from './trivia-world-cup.json' with { type: 'json' }
import { loadContent, TriviaQuestions } from './content-schema.ts'

/** World Cup questions, men's and women's (trivia-questions.ts says what may be asked). */
export const TRIVIA_WORLD_CUP: readonly TriviaQuestion[] = loadContent('trivia-world-cup.json', TriviaQuestions, data)
