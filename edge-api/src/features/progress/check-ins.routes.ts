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
import { callersDay, dayIn, findTimeZone } from '../account/public.ts'
import { cachedAnswer } from '../../http/cached-answer.ts'
import { checkInOnDay, checkInSummary, insertCheckIn } from './progress.queries.ts'
import { occurredAtCheck } from '@app/shared/domain/occurred-at.ts'
import { occurredAtError, occurredAtMs, storeAnswer, storedAnswer } from './client-actions.ts'

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
    summary:
      'Check in for today, or for the day of occurred_at (at most 72 hours ago, not in the future): once per local day. A known id answers as its first send',
    body: CheckInRequest,
    success: { status: 201, description: 'Checked in', schema: CheckInResponse },
    errors: [400, 401, 403, 409, 422],
    errorNotes: {
      409: "CONFLICT: already checked in that day, or the id names another player's action",
      422: 'VALIDATION_FAILED: occurred_at is in the future or more than 72 hours ago; nothing changes',
    },
  },
]

function status(today: CalendarDay, lastDay: CalendarDay | null, total: number): CheckInStatus {
  return { today, checked_in_today: !canCheckIn(lastDay, today), last_day: lastDay, total }
}

export function checkInRoutes(deps: AppDeps) {
  const { database, now } = deps
  const signedIn = [deps.session, requireUser] as const
  // Today's status is kept per caller and their day until a check-in or their zone is written.
  const day = callersDay(database, now)
  return new Hono<SignedInEnv>()
    .get('/', ...signedIn, cachedAnswer(database, ['daily_checkins', 'users'], { key: day }), async (c) => {
      const userId = c.var.user.id
      const [timeZone, summary] = await Promise.all([findTimeZone(database.db, userId), checkInSummary(database.db, userId)])
      return c.json(CheckInResponse.parse({ check_in: status(dayIn(timeZone, now()), summary.lastDay, summary.total) }))
    })
    .post('/', ...signedIn, valid('json', CheckInRequest), async (c) => {
      const userId = c.var.user.id
      const input = c.req.valid('json')
      const at = now()
      // Read and insert in one transaction: the write queue runs one at a time, so two taps at
      // once cannot both see "not yet today" (and the (user, day) key would refuse the second),
      // and two sends of one client id cannot both miss its stored answer.
      const result = await database.transaction(async (tx) => {
        const replay = await storedAnswer(tx, userId, input.id, 'check_in')
        if (replay) return replay
        const occurred = occurredAtCheck(occurredAtMs(input.occurred_at), at)
        if (!occurred.ok) throw occurredAtError(occurred.code)
        const stored = await findTimeZone(tx, userId)
        const today = dayIn(stored, at)
        const day = dayIn(stored, occurred.at)
        const summary = await checkInSummary(tx, userId)
        // Today's check-in keeps the rule that a later last day also says no (a time-zone move
        // cannot buy a second one); a day kept offline needs only that day to have none.
        const open = input.occurred_at === undefined ? canCheckIn(summary.lastDay, today) : !(await checkInOnDay(tx, userId, day))
        if (!open) return null
        await insertCheckIn(tx, userId, day, occurred.at)
        const lastDay = summary.lastDay !== null && summary.lastDay > day ? summary.lastDay : day
        const answer = { status: 201 as const, body: CheckInResponse.parse({ check_in: status(today, lastDay, summary.total + 1) }) }
        await storeAnswer(tx, userId, input.id, 'check_in', answer, at)
        return answer
      })
      if (!result) throw new AppError('CONFLICT', 409, TRAINING_MESSAGES.alreadyCheckedIn)
      return c.json(result.body as { check_in: CheckInStatus }, result.status)
    })
}
