import { and, desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { PAID_FEATURES, tierAllows } from '@app/shared/domain/billing/tier-features.ts'
import { REFLECTION_LIST_LIMIT } from '@app/shared/domain/mindset.ts'
import { MINDSET_MESSAGES } from '@app/shared/domain/messages/mindset.ts'
import { type ReflectionEntry, ReflectionListResponse, ReflectionResponse, SaveReflectionRequest } from '@app/shared/schemas/mindset.ts'
import type { AppDeps } from '../../app-deps.ts'
import { mindsetEntries, type MindsetEntryRow } from '../../db/schema/index.ts'
import type { SignedInEnv } from '../../http/app-env.ts'
import { cachedAnswer } from '../../http/cached-answer.ts'
import { AppError } from '../../http/app-error.ts'
import { requireUser } from '../auth/public.ts'
import { valid, validParams } from '../../http/validation.ts'
import type { RouteDoc } from '../../openapi/registry.ts'
import { findPlayerToday } from '../account/public.ts'

const EntryIdParams = z.strictObject({ id: z.uuid() })
const doc = { tag: 'mindset', auth: true } as const
const paidNote = { 402: 'PAYMENT_REQUIRED: the Free plan has no mindset tools' }

export const mindsetDocs: RouteDoc[] = [
  {
    ...doc,
    method: 'get',
    path: '/api/mindset/entries',
    summary:
      "The caller's reflection journal, newest first, at most 30 (on any plan: a player's own words stay theirs to read after a downgrade)",
    success: { status: 200, description: 'Entries', schema: ReflectionListResponse },
    errors: [401],
  },
  {
    ...doc,
    method: 'post',
    path: '/api/mindset/entries',
    summary: "Write a reflection on the caller's today: at least one of the three questions answered",
    body: SaveReflectionRequest,
    success: { status: 201, description: 'Saved', schema: ReflectionResponse },
    errors: [400, 401, 402, 403],
    errorNotes: paidNote,
  },
  {
    ...doc,
    method: 'delete',
    path: '/api/mindset/entries/{id}',
    summary: 'Remove a reflection (on any plan: a player can always clear what they wrote)',
    params: EntryIdParams,
    success: { status: 204, description: 'Removed' },
    errors: [401, 403, 404],
    errorNotes: { 404: 'NOT_FOUND: no reflection with this id belongs to the caller' },
  },
]

function toWireEntry(row: MindsetEntryRow): ReflectionEntry {
  return {
    id: row.id,
    day: row.day,
    went_well: row.wentWell,
    learned: row.learned,
    next_focus: row.nextFocus,
    created_at: new Date(row.createdAt).toISOString(),
  }
}

/**
 * The reflection journal: the caller's own entries only, never anyone else's (a parent's included).
 * Writing is the paid feature; reading and removing one's own words is never behind a plan.
 */
export function mindsetRoutes(deps: AppDeps) {
  const { database, now } = deps
  const signedIn = [deps.session, requireUser] as const
  const paid = (tier: Parameters<typeof tierAllows>[0]) => {
    if (!tierAllows(tier, 'mindsetTools')) throw new AppError('PAYMENT_REQUIRED', 402, PAID_FEATURES.mindsetTools.message)
  }
  return new Hono<SignedInEnv>()
    // The caller's entries alone: kept until this process next writes mindset_entries (http/cached-answer.ts).
    .get('/entries', ...signedIn, cachedAnswer(database, ['mindset_entries']), async (c) => {
      const rows = await database.db.select().from(mindsetEntries).where(eq(mindsetEntries.userId, c.var.user.id))
        .orderBy(desc(mindsetEntries.createdAt), desc(mindsetEntries.id)).limit(REFLECTION_LIST_LIMIT)
      return c.json(ReflectionListResponse.parse({ entries: rows.map(toWireEntry) }))
    })
    .post('/entries', ...signedIn, valid('json', SaveReflectionRequest), async (c) => {
      const user = c.var.user
      paid(user.subscription_tier)
      const input = c.req.valid('json')
      const at = now()
      const row: MindsetEntryRow = {
        id: crypto.randomUUID(),
        userId: user.id,
        day: await findPlayerToday(database.db, user.id, at),
        wentWell: input.went_well ?? null,
        learned: input.learned ?? null,
        nextFocus: input.next_focus ?? null,
        createdAt: at,
      }
      await database.transaction((tx) => tx.insert(mindsetEntries).values(row))
      return c.json(ReflectionResponse.parse({ entry: toWireEntry(row) }), 201)
    })
    .delete('/entries/:id', ...signedIn, validParams(EntryIdParams, MINDSET_MESSAGES.notFound), async (c) => {
      const gone = await database.transaction((tx) =>
        tx.delete(mindsetEntries).where(and(eq(mindsetEntries.id, c.req.valid('param').id), eq(mindsetEntries.userId, c.var.user.id)))
          .returning({ id: mindsetEntries.id })
      )
      if (gone.length === 0) throw new AppError('NOT_FOUND', 404, MINDSET_MESSAGES.notFound)
      return c.body(null, 204)
    })
}
