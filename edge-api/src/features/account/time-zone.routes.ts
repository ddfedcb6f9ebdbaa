import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { TRAINING_MESSAGES } from '@app/shared/domain/messages/training.ts'
import { nextTimeZoneChange } from '@app/shared/domain/time-zone.ts'
import { TimeZoneRequest, TimeZoneResponse, type TimeZoneSetting } from '@app/shared/schemas/time-zone.ts'
import type { AppDeps } from '../../app-deps.ts'
import type { Db, Tx } from '../../db/client.ts'
import { accountEvents, users } from '../../db/schema/index.ts'
import type { SignedInEnv } from '../../http/app-env.ts'
import { AppError } from '../../http/app-error.ts'
import { answerGoodUntil, cachedAnswer } from '../../http/cached-answer.ts'
import { requireUser } from '../auth/public.ts'
import { valid } from '../../http/validation.ts'
import type { RouteDoc } from '../../openapi/registry.ts'

const doc = { tag: 'me', auth: true } as const

export const timeZoneDocs: RouteDoc[] = [
  {
    ...doc,
    method: 'get',
    path: '/api/me/time-zone',
    summary: "The account's time zone (whose calendar days count training, streaks and check-ins) and when it may next change",
    success: { status: 200, description: 'The setting', schema: TimeZoneResponse },
    errors: [401],
  },
  {
    ...doc,
    method: 'put',
    path: '/api/me/time-zone',
    summary:
      'Change the time zone: at most once in 24 hours, each change in the account events (audit). The same zone again changes nothing',
    body: TimeZoneRequest,
    success: { status: 200, description: 'The setting', schema: TimeZoneResponse },
    errors: [400, 401, 403, 429],
    errorNotes: { 429: 'RATE_LIMITED: the zone already changed in the last 24 hours; nothing changes' },
  },
]

type Stored = { timeZone: string | null; timeZoneChangedAt: number | null }

async function readSetting(db: Db | Tx, userId: string): Promise<Stored> {
  const [row] = await db.select({ timeZone: users.timeZone, timeZoneChangedAt: users.timeZoneChangedAt }).from(users).where(
    eq(users.id, userId),
  )
  return row ?? { timeZone: null, timeZoneChangedAt: null }
}

function toWire(stored: Stored, now: number): TimeZoneSetting {
  const next = nextTimeZoneChange(stored.timeZoneChangedAt, now)
  return {
    time_zone: stored.timeZone,
    changed_at: stored.timeZoneChangedAt === null ? null : new Date(stored.timeZoneChangedAt).toISOString(),
    next_change_at: next === null ? null : new Date(next).toISOString(),
  }
}

/**
 * The account's time zone decides the player's day (training, streak, check-ins, the daily cap), so
 * a request cannot pick it: it is set at sign-up and changed here, at most once a day, so nobody can
 * hop across the date line to make two days of one. Every change is written to account_events.
 */
export function timeZoneRoutes(deps: AppDeps) {
  const { database, now } = deps
  const signedIn = [deps.session, requireUser] as const
  return new Hono<SignedInEnv>()
    .get('/time-zone', ...signedIn, cachedAnswer(database, ['users'], { now }), async (c) => {
      const at = now()
      const setting = toWire(await readSetting(database.db, c.var.user.id), at)
      // The wait after a change ends by itself: the answer then says the zone may change again.
      if (setting.next_change_at !== null) answerGoodUntil(c, Date.parse(setting.next_change_at))
      return c.json(TimeZoneResponse.parse({ time_zone: setting }))
    })
    .put('/time-zone', ...signedIn, valid('json', TimeZoneRequest), async (c) => {
      const userId = c.var.user.id
      const zone = c.req.valid('json').time_zone
      const at = now()
      const result = await database.transaction(async (tx) => {
        const stored = await readSetting(tx, userId)
        if (stored.timeZone === zone) return stored
        const next = nextTimeZoneChange(stored.timeZoneChangedAt, at)
        if (next !== null) return { refusedUntil: next }
        await tx.update(users).set({ timeZone: zone, timeZoneChangedAt: at, updatedAt: at }).where(eq(users.id, userId))
        await tx.insert(accountEvents).values({
          id: crypto.randomUUID(),
          userId,
          kind: 'time_zone_changed',
          detail: { from: stored.timeZone, to: zone },
          createdAt: at,
        })
        return { timeZone: zone, timeZoneChangedAt: at }
      })
      if ('refusedUntil' in result) {
        const seconds = Math.ceil((result.refusedUntil - at) / 1000)
        const when = new Date(result.refusedUntil).toISOString().slice(0, 16).replace('T', ' ') + ' UTC'
        throw new AppError('RATE_LIMITED', 429, TRAINING_MESSAGES.timeZoneOncePerDay(when), {
          time_zone: [TRAINING_MESSAGES.timeZoneOncePerDay(when)],
        }, { 'Retry-After': String(seconds) })
      }
      return c.json(TimeZoneResponse.parse({ time_zone: toWire(result, at) }))
    })
}
