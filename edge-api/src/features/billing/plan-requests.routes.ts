import { and, desc, eq, gt, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { BILLING_MESSAGES } from '@app/shared/domain/billing/billing-messages.ts'
import { canAskForPlan, PLAN_REQUEST_EVERY_MS } from '@app/shared/domain/billing/plan-request.ts'
import { type PaidPlan, planById } from '@app/shared/domain/billing/plans.ts'
import { isProtectedChild } from '@app/shared/domain/family/parental-consent.ts'
import { PlanRequestRequest, PlanRequestResponse, PlanRequestsResponse } from '@app/shared/schemas/billing.ts'
import type { AppDeps } from '../../app-deps.ts'
import type { Db, Tx } from '../../db/client.ts'
import { accountEvents, users } from '../../db/schema/index.ts'
import type { SignedInEnv } from '../../http/app-env.ts'
import { AppError } from '../../http/app-error.ts'
import { answerGoodUntil, cachedAnswer } from '../../http/cached-answer.ts'
import { valid } from '../../http/validation.ts'
import { planRequestMail } from '../../mail/billing-templates.ts'
import type { RouteDoc } from '../../openapi/registry.ts'
import { requireUser } from '../auth/public.ts'
import { consentRecord, findMembership } from '../family/public.ts'

/** The account event an ask is recorded as: on the child's account, naming the parent it went to. */
const KIND = 'plan_requested'
/** How long a parent's plans page shows a child's ask. */
const SHOWN_TO_PARENT_MS = 7 * 24 * 60 * 60 * 1000

export const planRequestDocs: RouteDoc[] = [
  {
    tag: 'billing',
    auth: true,
    method: 'get',
    path: '/api/billing/plan-requests',
    summary: "The caller's asks for a plan still within their day, and, for a parent, what their children asked for this week",
    success: { status: 200, description: 'Asks', schema: PlanRequestsResponse },
    errors: [401],
  },
  {
    tag: 'billing',
    auth: true,
    method: 'post',
    path: '/api/billing/plan-requests',
    summary: 'A protected child under 13 asks the parent who manages their account for a plan; the parent is mailed',
    body: PlanRequestRequest,
    success: { status: 201, description: 'Asked: the parent is mailed a link to the plans', schema: PlanRequestResponse },
    errors: [400, 401, 403, 409, 429],
    errorNotes: {
      403: 'FORBIDDEN: not a protected child under 13 (they choose their own plan)',
      409: 'CONFLICT: already on the plan, or no parent to ask',
      429: 'RATE_LIMITED: this plan was asked for in the last 24 hours (Retry-After)',
    },
  },
]

type Ask = { plan: PaidPlan; parent_id: string }
const iso = (ms: number) => new Date(ms).toISOString()
const view = (plan: PaidPlan, askedAt: number) => ({ plan, asked_at: iso(askedAt), ask_again_at: iso(askedAt + PLAN_REQUEST_EVERY_MS) })

/** The caller's asks made in the last 24 hours, newest first. */
async function recentAsks(db: Db | Tx, userId: string, at: number) {
  const rows = await db.select().from(accountEvents)
    .where(and(eq(accountEvents.userId, userId), eq(accountEvents.kind, KIND), gt(accountEvents.createdAt, at - PLAN_REQUEST_EVERY_MS)))
    .orderBy(desc(accountEvents.createdAt))
  return rows.map((r) => ({ ...(r.detail as Ask), askedAt: r.createdAt }))
}

/**
 * Who hears of the ask: the parent who gave the consent on record, else the admin of the child's
 * family. Read from what the server recorded, never from the request.
 */
async function parentToAsk(db: Db | Tx, childId: string, approvedBy: string | null) {
  const found = approvedBy ?? (await findMembership(db, childId))?.family.primaryAccountId ?? null
  if (!found || found === childId) return null
  const [parent] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, found))
  return parent ?? null
}

export function planRequestRoutes(deps: AppDeps) {
  const { database, now, mailer, config } = deps
  const signedIn = [deps.session, requireUser] as const

  return new Hono<SignedInEnv>()
    // Every ask listed leaves the list by itself when its window ends (answerGoodUntil below).
    .get('/', ...signedIn, cachedAnswer(database, ['account_events', 'users'], { now }), async (c) => {
      const me = c.var.user
      const at = now()
      const seen = new Set<string>()
      const mine = (await recentAsks(database.db, me.id, at))
        .filter((a) => !seen.has(a.plan) && seen.add(a.plan))
        .map((a) => view(a.plan, a.askedAt))
      const asked = await database.db.select({ firstName: users.firstName, tier: users.subscriptionTier, event: accountEvents })
        .from(accountEvents).innerJoin(users, eq(users.id, accountEvents.userId))
        .where(and(
          eq(accountEvents.kind, KIND),
          gt(accountEvents.createdAt, at - SHOWN_TO_PARENT_MS),
          sql`json_extract(${accountEvents.detail}, '$.parent_id') = ${me.id}`,
        ))
        .orderBy(desc(accountEvents.createdAt))
      for (const ask of mine) answerGoodUntil(c, Date.parse(ask.ask_again_at))
      for (const r of asked) answerGoodUntil(c, r.event.createdAt + SHOWN_TO_PARENT_MS)
      const told = new Set<string>()
      const fromChildren = asked
        .map((r) => ({ ...r, ask: r.event.detail as Ask }))
        // Once per child and plan, and not once the child has the plan.
        .filter((r) => r.tier !== r.ask.plan && !told.has(`${r.event.userId}:${r.ask.plan}`) && told.add(`${r.event.userId}:${r.ask.plan}`))
        .map((r) => ({ first_name: r.firstName, plan: r.ask.plan, asked_at: iso(r.event.createdAt) }))
      return c.json(PlanRequestsResponse.parse({ mine, from_children: fromChildren }))
    })
    .post('/', ...signedIn, valid('json', PlanRequestRequest), async (c) => {
      const child = c.var.user
      const { plan } = c.req.valid('json')
      const at = now()
      const parent = await database.transaction(async (tx) => {
        const record = await consentRecord(tx, child.id)
        // A teen (or anyone not protected) buys for themselves, as checkout lets them.
        if (!isProtectedChild(record, at)) throw new AppError('FORBIDDEN', 403, BILLING_MESSAGES.askNotForYou)
        const [{ tier } = { tier: 'free' as const }] = await tx.select({ tier: users.subscriptionTier }).from(users).where(
          eq(users.id, child.id),
        )
        const last = (await recentAsks(tx, child.id, at)).find((a) => a.plan === plan)
        const check = canAskForPlan(plan, tier, last?.askedAt ?? null, at)
        if (!check.ok && check.code === 'CONFLICT') throw new AppError('CONFLICT', 409, BILLING_MESSAGES.alreadyOnPlan)
        if (!check.ok) {
          const seconds = String(Math.max(1, Math.ceil((check.askAgainAt - at) / 1000)))
          throw new AppError('RATE_LIMITED', 429, BILLING_MESSAGES.askedRecently(planById(plan).name), undefined, {
            'Retry-After': seconds,
          })
        }
        const to = await parentToAsk(tx, child.id, record!.approvedBy)
        if (!to) throw new AppError('CONFLICT', 409, BILLING_MESSAGES.askNoParent)
        await tx.insert(accountEvents).values({
          id: crypto.randomUUID(),
          userId: child.id,
          kind: KIND,
          detail: { plan, parent_id: to.id },
          createdAt: at,
        })
        return to
      })
      const link = new URL(`/app/plans?plan=${plan}`, config.publicOrigin).href
      await mailer.send(planRequestMail(parent.email, `${child.first_name} ${child.last_name}`, planById(plan).name, link))
      return c.json(PlanRequestResponse.parse({ request: view(plan, at) }), 201)
    })
}
