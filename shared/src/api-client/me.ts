import type { NotificationPreferences, User } from '@app/shared/schemas/user.ts'
import { api } from '@app/shared/api-client/api.ts'

/** The signed-in person's own settings (edge-api/src/routes/me). Answers with the updated user. */
export const meApi = {
  saveNotificationPreferences: (preferences: NotificationPreferences) =>
    api.put<{ user: User }>('/me/notification-preferences', preferences).then((r) => r.user),
}
