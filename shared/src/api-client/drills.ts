import type { DrillListQuery, DrillSummary, DrillView } from '@app/shared/schemas/drills.ts'
import { api, type RequestOptions } from '@app/shared/api-client/api.ts'

/** The query string of a library search: only the filters that are set. */
export function drillQueryString(query: DrillListQuery): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** The drill library (edge-api/src/features/drills): readable signed out. */
export const drillsApi = {
  list: (query: DrillListQuery, options?: RequestOptions) =>
    api.get<{ drills: DrillSummary[] }>(`/drills${drillQueryString(query)}`, options).then((r) => r.drills),
  get: (slug: string, options?: RequestOptions) =>
    api.get<{ drill: DrillView }>(`/drills/${encodeURIComponent(slug)}`, options).then((r) => r.drill),
}
