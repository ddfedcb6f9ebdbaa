import type { TriviaQuestion } from '@app/shared/domain/games/content.ts'
import data from './trivia-champions-league.json' with { type: 'json' }
import { loadContent, TriviaQuestions } from './content-schema.ts'

/** European Cup and Champions League questions, men's and women's (trivia-questions.ts says what may be asked). */
export const TRIVIA_CHAMPIONS_LEAGUE: readonly TriviaQuestion[] = loadContent('trivia-champions-league.json', TriviaQuestions, data)
