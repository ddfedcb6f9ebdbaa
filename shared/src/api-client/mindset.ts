import type { ReflectionEntry, SaveReflectionRequest } from '@app/shared/schemas/mindset.ts'
import { api, type RequestOptions } from '@app/shared/api-client/api.ts'

/** Mindset tools (edge-api/src/routes/mindset): the caller's own reflection journal. */
export const mindsetApi = {
  entries: (options?: RequestOptions) => api.get<{ entries: ReflectionEntry[] }>('/mindset/entries', options).then((r) => r.entries),
  save: (request: SaveReflectionRequest) => api.post<{ entry: ReflectionEntry }>('/mindset/entries', request).then((r) => r.entry),
  remove: (id: string) => api.del<void>(`/mindset/entries/${encodeURIComponent(id)}`),
}
