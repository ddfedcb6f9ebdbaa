import type { UpdateProfileRequest } from '@app/shared/schemas/auth.ts'
import type { NotificationPreferences, User } from '@app/shared/schemas/user.ts'
import type { PasswordUpdateRequest } from '@app/shared/schemas/auth.ts'
import { api } from '@app/shared/api-client/api.ts'

/** The signed-in person's own settings (edge-api/src/routes/me). Answers with the updated user. */
export const meApi = {
  saveNotificationPreferences: (preferences: NotificationPreferences) =>
    api.put<{ user: User }>('/me/notification-preferences', preferences).then((r) => r.user),
  updateProfile: (patch: UpdateProfileRequest) => api.patch<{ user: User }>('/me', patch).then((r) => r.user),
  /** Needs the current password (and the code when two-step sign-in is on); other devices are signed out. */
  changePassword: (request: PasswordUpdateRequest) => api.put<{ ok: true }>('/me/password', request),
}
