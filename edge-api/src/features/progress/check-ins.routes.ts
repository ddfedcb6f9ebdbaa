import { Hono } from 'hono'
import { canCheckIn } from '@app/shared/domain/daily-check-in.ts'
import { TRAINING_MESSAGES } from '@app/shared/domain/messages/training.ts'
import type { CalendarDay } from '@app/shared/domain/calendar-day.ts'
import { CheckInResponse, type CheckInStatus } from '@app/shared/schemas/progress.ts'
import { CheckInRequest } from '@app/shared/schemas/training.ts'
import type { AppDeps } from '../../app-deps.ts'
import type { SignedInEnv } from '../../http/app-env.ts'
import { AppError } from '../../http/app-error.ts'
import { requireUser } from '../auth/public.ts'
import { valid } from '../../http/validation.ts'
import type { RouteDoc } from '../../openapi/registry.ts'
import { dayIn, findTimeZone } from '../account/public.ts'
import { checkInSummary, insertCheckIn } from './progress.queries.ts'

const checkInDoc = { tag: 'progress', auth: true } as const

export const checkInDocs: RouteDoc[] = [
  {
    ...checkInDoc,
    method: 'get',
    path: '/api/check-ins',
    summary: "Whether the caller has checked in today (on the player's calendar), the last day and the total",
    success: { status: 200, description: 'Check-in status', schema: CheckInResponse },
    errors: [401],
  },
  {
    ...checkInDoc,
    method: 'post',
    path: '/api/check-ins',
    summary: 'Check in for today: once per local day',
    body: CheckInRequest,
    success: { status: 201, description: 'Checked in', schema: CheckInResponse },
    errors: [400, 401, 403, 409],
    errorNotes: { 409: 'CONFLICT: already checked in today' },
  },
]

function status(today: CalendarDay, lastDay: CalendarDay | null, total: number): CheckInStatus {
  return { today, checked_in_today: !canCheckIn(lastDay, today), last_day: lastDay, total }
}

export function checkInRoutes(deps: AppDeps) {
  const { database, now } = deps
  const signedIn = [deps.session, requireUser] as const
  return new Hono<SignedInEnv>()
    .get('/', ...signedIn, async (c) => {
      const userId = c.var.user.id
      const [timeZone, summary] = await Promise.all([findTimeZone(database.db, userId), checkInSummary(database.db, userId)])
      return c.json(CheckInResponse.parse({ check_in: status(dayIn(timeZone, now()), summary.lastDay, summary.total) }))
    })
    .post('/', ...signedIn, valid('json', CheckInRequest), async (c) => {
      const userId = c.var.user.id
      const at = now()
      // Read and insert in one transaction: the write queue runs one at a time, so two taps at
      // once cannot both see "not yet today" (and the (user, day) key would refuse the second).
      const result = await database.transaction(async (tx) => {
        const stored = await findTimeZone(tx, userId)
        const today = dayIn(stored, at)
        const summary = await checkInSummary(tx, userId)
        if (!canCheckIn(summary.lastDay, today)) return null
        await insertCheckIn(tx, userId, today, at)
        return status(today, today, summary.total + 1)
      })
      if (!result) throw new AppError('CONFLICT', 409, TRAINING_MESSAGES.alreadyCheckedIn)
      return c.json(CheckInResponse.parse({ check_in: result }), 201)
    })
}
