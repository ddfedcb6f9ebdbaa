import type { TriviaQuestion } from '@app/shared/domain/games/content.ts'
import data from './trivia-premier-league.json' with { type: 'json' }
import { loadContent, TriviaQuestions } from './content-schema.ts'

/** Premier League questions (trivia-questions.ts says what may be asked). */
export const TRIVIA_PREMIER_LEAGUE: readonly TriviaQuestion[] = loadContent('trivia-premier-league.json', TriviaQuestions, data)
