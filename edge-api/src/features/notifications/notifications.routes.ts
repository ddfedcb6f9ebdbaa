import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { REMINDER_MESSAGES } from '@app/shared/domain/messages/reminders.ts'
import { OkResponse } from '@app/shared/schemas/auth.ts'
import { StopRemindersRequest } from '@app/shared/schemas/reminders.ts'
import type { AppDeps } from '../../app-deps.ts'
import { users } from '../../db/schema/index.ts'
import type { AppEnv } from '../../http/app-env.ts'
import { AppError } from '../../http/app-error.ts'
import { valid, VALIDATION_MESSAGE } from '../../http/validation.ts'
import { readStopToken } from './stop-token.ts'
import type { RouteDoc } from '../../openapi/registry.ts'
import { updateNotificationPreferences } from '../account/public.ts'

export const notificationsDocs: RouteDoc[] = [
  {
    tag: 'me',
    method: 'post',
    path: '/api/notifications/stop',
    summary:
      "Turn an account's reminders off from the link in a reminder mail (no sign-in: the token is signed for that account and does only this)",
    body: StopRemindersRequest,
    success: { status: 200, description: 'Reminders off (also when they already were, or the account is gone)', schema: OkResponse },
    errors: [400, 403],
  },
]

export function notificationsRoutes(deps: AppDeps) {
  const { database, now } = deps
  return new Hono<AppEnv>().post('/stop', valid('json', StopRemindersRequest), async (c) => {
    const userId = readStopToken(deps.config.secretsKey, c.req.valid('json').token)
    if (!userId) throw new AppError('VALIDATION_FAILED', 400, VALIDATION_MESSAGE, { token: [REMINDER_MESSAGES.invalidStopLink] })
    // Only the master switch: the chosen methods, frequency and triggers stay for turning back on.
    await database.transaction(async (tx) => {
      const [row] = await tx.select({ preferences: users.notificationPreferences }).from(users).where(eq(users.id, userId))
      if (row?.preferences.enabled) await updateNotificationPreferences(tx, userId, { ...row.preferences, enabled: false }, now())
    })
    return c.json(OkResponse.parse({ ok: true }))
  })
}
