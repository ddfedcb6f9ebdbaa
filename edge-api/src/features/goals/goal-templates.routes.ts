import { and, desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { PAID_FEATURES, tierAllows } from '@app/shared/domain/billing/tier-features.ts'
import { GOAL_TEMPLATE_LIMIT, templateDays } from '@app/shared/domain/goal-templates.ts'
import { GOAL_MESSAGES } from '@app/shared/domain/messages/goals.ts'
import { type GoalTemplate, GoalTemplateListResponse, GoalTemplateResponse, SaveTemplateRequest } from '@app/shared/schemas/goals.ts'
import type { AppDeps } from '../../app-deps.ts'
import { type GoalTemplateRow, goalTemplates } from '../../db/schema/index.ts'
import type { SignedInEnv } from '../../http/app-env.ts'
import { cachedAnswer } from '../../http/cached-answer.ts'
import { AppError } from '../../http/app-error.ts'
import { requireUser } from '../auth/public.ts'
import { valid, validParams } from '../../http/validation.ts'
import type { RouteDoc } from '../../openapi/registry.ts'
import { findPlayerToday } from '../account/public.ts'
import { findGoal } from './goals.queries.ts'
import { goalNotFound } from './goal-edit.ts'

const TemplateIdParams = z.strictObject({ id: z.uuid() })
const doc = { tag: 'goals', auth: true } as const
const paidNote = { 402: 'PAYMENT_REQUIRED: the Free plan has no custom templates' }

export const goalTemplateDocs: RouteDoc[] = [
  {
    ...doc,
    method: 'get',
    path: '/api/goals/templates',
    summary: "The caller's goal templates, newest first (on any plan: what a player saved stays theirs to see after a downgrade)",
    success: { status: 200, description: 'Templates', schema: GoalTemplateListResponse },
    errors: [401],
  },
  {
    ...doc,
    method: 'post',
    path: '/api/goals/templates',
    summary: "Save one of the caller's goals as a template: its words and the days it was given (at most 20)",
    body: SaveTemplateRequest,
    success: { status: 201, description: 'Saved', schema: GoalTemplateResponse },
    errors: [400, 401, 402, 403, 404, 409],
    errorNotes: { ...paidNote, 404: 'NOT_FOUND: no goal with this id belongs to the caller', 409: 'CONFLICT: 20 templates already' },
  },
  {
    ...doc,
    method: 'delete',
    path: '/api/goals/templates/{id}',
    summary: 'Remove a template (on any plan: a player can always clear what they saved)',
    params: TemplateIdParams,
    success: { status: 204, description: 'Removed' },
    errors: [401, 403, 404],
    errorNotes: { 404: 'NOT_FOUND: no template with this id belongs to the caller' },
  },
]

function toWireTemplate(row: GoalTemplateRow): GoalTemplate {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    pillar: row.pillar,
    goal_type: row.goalType,
    target_days: row.targetDays,
    created_at: new Date(row.createdAt).toISOString(),
  }
}

/**
 * Custom goal templates, the caller's own only (every query is scoped by the session's user). Saving
 * one is the paid feature; seeing and removing what was saved is never behind a plan.
 */
export function goalTemplateRoutes(deps: AppDeps) {
  const { database, now } = deps
  const signedIn = [deps.session, requireUser] as const
  const paid = (tier: Parameters<typeof tierAllows>[0]) => {
    if (!tierAllows(tier, 'customTemplates')) throw new AppError('PAYMENT_REQUIRED', 402, PAID_FEATURES.customTemplates.message)
  }
  return new Hono<SignedInEnv>()
    // The caller's templates alone: kept until this process next writes goal_templates (http/cached-answer.ts).
    .get('/', ...signedIn, cachedAnswer(database, ['goal_templates']), async (c) => {
      const rows = await database.db.select().from(goalTemplates).where(eq(goalTemplates.userId, c.var.user.id)).orderBy(
        desc(goalTemplates.createdAt),
        desc(goalTemplates.id),
      )
      return c.json(GoalTemplateListResponse.parse({ templates: rows.map(toWireTemplate) }))
    })
    .post('/', ...signedIn, valid('json', SaveTemplateRequest), async (c) => {
      const user = c.var.user
      paid(user.subscription_tier)
      const at = now()
      const row = await database.transaction(async (tx) => {
        const goal = await findGoal(tx, user.id, c.req.valid('json').goal_id)
        if (!goal) throw goalNotFound()
        // Counted in the transaction that inserts, so two quick saves cannot pass the limit together.
        if ((await tx.$count(goalTemplates, eq(goalTemplates.userId, user.id))) >= GOAL_TEMPLATE_LIMIT) {
          throw new AppError('CONFLICT', 409, GOAL_MESSAGES.templateLimit)
        }
        const row: GoalTemplateRow = {
          id: crypto.randomUUID(),
          userId: user.id,
          title: goal.title,
          description: goal.description,
          pillar: goal.pillar,
          goalType: goal.goalType,
          // The day the goal was set, on the player's own calendar, as its target date is.
          targetDays: templateDays(await findPlayerToday(tx, user.id, goal.createdAt), goal.targetDate),
          createdAt: at,
        }
        await tx.insert(goalTemplates).values(row)
        return row
      })
      return c.json(GoalTemplateResponse.parse({ template: toWireTemplate(row) }), 201)
    })
    .delete('/:id', ...signedIn, validParams(TemplateIdParams, GOAL_MESSAGES.templateNotFound), async (c) => {
      const gone = await database.transaction((tx) =>
        tx.delete(goalTemplates).where(and(eq(goalTemplates.id, c.req.valid('param').id), eq(goalTemplates.userId, c.var.user.id)))
          .returning({ id: goalTemplates.id })
      )
      if (gone.length === 0) throw new AppError('NOT_FOUND', 404, GOAL_MESSAGES.templateNotFound)
      return c.body(null, 204)
    })
}
