import { TRAINING_MESSAGES } from '@app/shared/domain/messages/training.ts'
import type { RestDayRefusal } from '@app/shared/domain/training-streak.ts'

/** What the player reads when a rest day is refused (the API and demo mode answer the same). */
export const REST_DAY_MESSAGES: Record<RestDayRefusal, string> = {
  NO_STREAK: TRAINING_MESSAGES.restDayNoStreak,
  ALREADY_TRAINED: TRAINING_MESSAGES.restDayAlreadyTrained,
  ALREADY_RESTING: TRAINING_MESSAGES.restDayAlreadyResting,
  DAY_PASSED: TRAINING_MESSAGES.restDayPassed,
  REST_DAY_LIMIT: TRAINING_MESSAGES.restDayLimit,
}
