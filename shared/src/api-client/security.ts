import { api } from '@app/shared/api-client/api.ts'
import type {
  RecoveryCodesResponse,
  SessionListResponse,
  TwoFactorSetupResponse,
  TwoFactorStatusResponse,
} from '@app/shared/schemas/security.ts'

/** Two-step sign-in and the session list (edge-api routes/me/security.routes.ts). */
export const securityApi = {
  status: () => api.get<TwoFactorStatusResponse>('/me/two-factor'),
  setup: (password: string) => api.post<TwoFactorSetupResponse>('/me/two-factor/setup', { password }),
  enable: (code: string) => api.post<RecoveryCodesResponse>('/me/two-factor/enable', { code }).then((r) => r.recovery_codes),
  // Never itself asks for a code: it is how a code is given.
  verify: (code: string) => api.post<{ ok: true }>('/me/two-factor/verify', { code }, { noStepUp: true }),
  disable: (password: string, code: string) => api.del<{ ok: true }>('/me/two-factor', { password, code }),
  sessions: () => api.get<SessionListResponse>('/me/sessions').then((r) => r.sessions),
  endSession: (id: string) => api.del<{ ok: true }>(`/me/sessions/${encodeURIComponent(id)}`),
  signOutEverywhere: () => api.post<{ ok: true }>('/me/sessions/sign-out-everywhere'),
}
