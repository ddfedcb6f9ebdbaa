import type {
  AchievementsResponse,
  AnswerRequest,
  CurrentPlayQuery,
  CurrentPlayResponse,
  Feedback,
  FinishPlayRequest,
  FinishPlayResponse,
  GameCardsResponse,
  GameStats,
  Play,
  PracticeAnswerRequest,
  StartPlayRequest,
} from '@app/shared/schemas/games.ts'
import { api, type RequestOptions } from '@app/shared/api-client/api.ts'

/** The games API (edge-api/src/routes/games). Types only: zod stays off the first load. */
export const gamesApi = {
  /** Starts a play; signed out, the play has id null and nothing will be saved. */
  start: (request: StartPlayRequest, options?: RequestOptions) =>
    api.post<{ play: Play }>('/games/plays', request, options).then((r) => r.play),
  /** Records the answer to one item of a stored play and returns that item's feedback. */
  answer: (playId: string, request: AnswerRequest) =>
    api.post<{ feedback: Feedback }>(`/games/plays/${encodeURIComponent(playId)}/answers`, request).then((r) => r.feedback),
  /** The caller's unfinished play of a game, to resume after a reload (play null: none, or signed out). Changes nothing on the server. */
  current: (game: CurrentPlayQuery['game'], options?: RequestOptions) =>
    api.get<CurrentPlayResponse>(`/games/plays/current?game=${encodeURIComponent(game)}`, options),
  /** Serves the next item once the one on screen is answered (Reaction Master: starts the round); the server times it from now. */
  next: (playId: string) => api.post<{ play: Play }>(`/games/plays/${encodeURIComponent(playId)}/next`, {}).then((r) => r.play),
  /** Records a Reaction Master hit on target `target`, timed by the server. */
  hit: (playId: string, target: number) => api.post<{ hits: number }>(`/games/plays/${encodeURIComponent(playId)}/hits`, { target }),
  /** Checks a signed-out visitor's answer to a practice item (nothing stored). */
  practiceAnswer: (request: PracticeAnswerRequest) =>
    api.post<{ feedback: Feedback }>('/games/practice/answers', request).then((r) => r.feedback),
  /** Scores and saves a stored play once; a repeat answers the stored result. */
  finish: (playId: string, request: FinishPlayRequest = {}) =>
    api.post<FinishPlayResponse>(`/games/plays/${encodeURIComponent(playId)}/finish`, request),
  /** The cards' points per play, computed by the server from its content (signed out too). */
  cards: (options?: RequestOptions) => api.get<GameCardsResponse>('/games/cards', options).then((r) => r.points),
  stats: (options?: RequestOptions) => api.get<{ stats: GameStats }>('/games/stats', options).then((r) => r.stats),
  achievements: (options?: RequestOptions) => api.get<AchievementsResponse>('/achievements', options),
}
