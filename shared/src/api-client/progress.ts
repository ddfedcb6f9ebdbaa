import type { CheckInRequest, LogTrainingRequest, MarkRestDayRequest } from '@app/shared/schemas/training.ts'
import type {
  BadgeView,
  CheckInStatus,
  JourneyResponse,
  LevelView,
  LogTrainingResponse,
  SkillView,
  StreakView,
  TrainingLog,
  TrainingStatsResponse,
} from '@app/shared/schemas/progress.ts'
import type { ReportPeriod } from '@app/shared/domain/player-report.ts'
import type { MyReportResponse } from '@app/shared/schemas/player-report.ts'
import type { TimeZoneResponse } from '@app/shared/schemas/time-zone.ts'
import { api, type RequestOptions } from '@app/shared/api-client/api.ts'

/**
 * Training and progress (edge-api/src/routes/training, progress, check-ins, journey). Types only
 * from the schemas: zod stays off the first load. Every call throws ApiRequestError on failure.
 */
export const progressApi = {
  /** The account's time zone (whose days count training) and when it may next change. */
  timeZone: (options?: RequestOptions) => api.get<TimeZoneResponse>('/me/time-zone', options).then((r) => r.time_zone),
  /** Changes it (once a day; a second change answers 429 with when it may change again). */
  setTimeZone: (timeZone: string) => api.put<TimeZoneResponse>('/me/time-zone', { time_zone: timeZone }).then((r) => r.time_zone),
  logTraining: (request: LogTrainingRequest) => api.post<LogTrainingResponse>('/training', request),
  recentTraining: (limit?: number, options?: RequestOptions) =>
    api.get<{ logs: TrainingLog[] }>(limit ? `/training?limit=${limit}` : '/training', options).then((r) => r.logs),
  stats: (days?: number, options?: RequestOptions) =>
    api.get<TrainingStatsResponse>(days ? `/training/stats?days=${days}` : '/training/stats', options),
  level: (options?: RequestOptions) => api.get<{ level: LevelView }>('/progress/level', options).then((r) => r.level),
  streak: (options?: RequestOptions) => api.get<{ streak: StreakView }>('/progress/streak', options).then((r) => r.streak),
  markRestDay: (request: MarkRestDayRequest) =>
    api.post<{ streak: StreakView }>('/progress/streak/rest-day', request).then((r) => r.streak),
  skills: (options?: RequestOptions) => api.get<{ skills: SkillView[] }>('/progress/skills', options).then((r) => r.skills),
  badges: (options?: RequestOptions) => api.get<{ badges: BadgeView[] }>('/progress/badges', options).then((r) => r.badges),
  checkIns: (options?: RequestOptions) => api.get<{ check_in: CheckInStatus }>('/check-ins', options).then((r) => r.check_in),
  checkIn: (request: CheckInRequest) => api.post<{ check_in: CheckInStatus }>('/check-ins', request).then((r) => r.check_in),
  journey: (offset = 0, options?: RequestOptions) => api.get<JourneyResponse>(`/journey?offset=${offset}`, options),
  /** Advanced analytics (Pro and Parent): the caller's own report for the last 7 or 30 days. */
  report: (period: ReportPeriod, options?: RequestOptions) => api.get<MyReportResponse>(`/progress/report?period=${period}`, options),
}
