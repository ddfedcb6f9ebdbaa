import type { DailyAnswerRequest, DailyAnswerResponse, DailyChallenge } from '@app/shared/schemas/daily-challenge.ts'
import type { DailyKind } from '@app/shared/domain/games/daily-challenge.ts'
import { api, type RequestOptions } from '@app/shared/api-client/api.ts'

/** The daily challenge API (edge-api/src/features/games/daily-challenge.routes.ts). Types only: zod stays off the first load. */
export const dailyChallengeApi = {
  /** Today's challenge on the player's own day, with the daily streak. */
  today: (options?: RequestOptions) => api.get<{ challenge: DailyChallenge }>('/games/daily', options).then((r) => r.challenge),
  /** Shows today's item of a kind (the server times the answer from now); repeated, the same item. */
  serve: (kind: DailyKind) => api.post<{ challenge: DailyChallenge }>('/games/daily/serve', { kind }).then((r) => r.challenge),
  /** Answers today's item on screen, once. */
  answer: (request: DailyAnswerRequest) => api.post<DailyAnswerResponse>('/games/daily/answers', request),
}
