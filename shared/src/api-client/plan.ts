import type { WeeklyPlanResponse } from '@app/shared/schemas/weekly-plan.ts'
import { api, type RequestOptions } from '@app/shared/api-client/api.ts'

/** The weekly plan (edge-api/src/features/plan). Types only from the schemas; throws ApiRequestError on failure. */
export const planApi = {
  /** This week's plan, built by the server on the week's first request. */
  thisWeek: (options?: RequestOptions) => api.get<WeeklyPlanResponse>('/plan/this-week', options),
}
