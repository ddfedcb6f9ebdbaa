import type { TriviaQuestion } from '@app/shared/domain/games/content.ts'
import data from './trivia-recent-events.json' with { type: 'json' }
import { loadContent, TriviaQuestions } from './content-schema.ts'

/** Recent Events: settled 2019-2025 results, never a current holder (trivia-questions.ts says what may be asked). */
export const TRIVIA_RECENT_EVENTS: readonly TriviaQuestion[] = loadContent('trivia-recent-events.json', TriviaQuestions, data)
