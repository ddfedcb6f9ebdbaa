import { api } from '@app/shared/api-client/api.ts'
import type { PushKeyResponse, PushSubscribeRequest } from '@app/shared/schemas/push.ts'

/** Web Push on this device (docs/features/notifications.md, "Push"). */
export const pushApi = {
  key: () => api.get<PushKeyResponse>('/push/key'),
  subscribe: (subscription: PushSubscribeRequest) => api.post<{ ok: true }>('/push/subscribe', subscription),
  unsubscribe: (endpoint: string) => api.post<{ ok: true }>('/push/unsubscribe', { endpoint }),
}
