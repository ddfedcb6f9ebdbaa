import { and, desc, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import { Hono } from 'hono'
import { mergeFeed } from '@app/shared/domain/family/activity-feed.ts'
import { isOpenLinkRequest } from '@app/shared/domain/family/family.ts'
import { isProtectedChild } from '@app/shared/domain/family/parental-consent.ts'
import { FAMILY_MESSAGES } from '@app/shared/domain/messages/family.ts'
import { playerLevel } from '@app/shared/domain/player-level.ts'
import {
  ActivityFeedResponse,
  AuditTrailResponse,
  type ChildOverview,
  FamilyDashboardResponse,
  FamilyNameRequest,
  FamilyResponse,
} from '@app/shared/schemas/family.ts'
import type { AppDeps } from '../../app-deps.ts'
import type { Db, Tx } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import { childLinkRequests, familyAccounts, familyAuditLog, familyInvitations, familyMembers, users } from '../../db/schema/index.ts'
import type { SignedInEnv } from '../../http/app-env.ts'
import { AppError } from '../../http/app-error.ts'
import { answerGoodUntil, cachedAnswer } from '../../http/cached-answer.ts'
import { requireUser } from '../auth/public.ts'
import { valid } from '../../http/validation.ts'
import { memberLeftMail } from '../../mail/family-templates.ts'
import type { RouteDoc } from '../../openapi/registry.ts'
import { readProgressState } from '../progress/public.ts'
import { toStreakView } from '@app/shared/domain/progress-views.ts'
import { dayIn } from '../account/public.ts'
import { requireAdmin, requireFamilyPlan, requireMembership, signedInFor, trialEndsAt } from './family-guards.ts'
import { daysInZones } from './answer-days.ts'
import { toWireInvitation, toWireLinkRequest, typeOutsideFamily } from './family-wire.ts'
import { pendingApprovals, releaseGoals } from './goal-approval.queries.ts'
import {
  audit,
  childActivitySummary,
  childrensZones,
  DASHBOARD_TABLES,
  FAMILY_TABLES,
  familyView,
  findMembership,
  listMembers,
  memberActivity,
} from './family.queries.ts'
import { consentRecord } from './parental-consent.ts'

const familyDoc = { tag: 'family', auth: true } as const

export const familyDocs: RouteDoc[] = [
  {
    ...familyDoc,
    method: 'get',
    path: '/api/family',
    summary: "The caller's family (null when they belong to none)",
    success: { status: 200, description: 'Family', schema: FamilyResponse },
    errors: [401],
  },
  {
    ...familyDoc,
    method: 'post',
    path: '/api/family',
    summary: 'Create a family account: the caller becomes its admin; a 7-day trial, up to 5 members',
    body: FamilyNameRequest,
    success: { status: 201, description: 'Created', schema: FamilyResponse },
    errors: [400, 401, 403, 409],
  },
  {
    ...familyDoc,
    method: 'patch',
    path: '/api/family',
    summary: 'Rename the family (admin)',
    body: FamilyNameRequest,
    success: { status: 200, description: 'Renamed', schema: FamilyResponse },
    errors: [400, 401, 403, 404],
  },
  {
    ...familyDoc,
    method: 'get',
    path: '/api/family/dashboard',
    summary: 'Children overview, open link requests and invitations, and goals waiting for approval (admin)',
    success: { status: 200, description: 'Dashboard', schema: FamilyDashboardResponse },
    errors: [401, 403, 404],
  },
  {
    ...familyDoc,
    method: 'get',
    path: '/api/family/activity',
    summary: "The children's last 7 days, at most 50 items newest first (admin)",
    success: { status: 200, description: 'Feed', schema: ActivityFeedResponse },
    errors: [401, 403, 404],
  },
  {
    ...familyDoc,
    method: 'get',
    path: '/api/family/audit',
    summary: 'The audit trail, newest first (admin)',
    success: { status: 200, description: 'Audit trail', schema: AuditTrailResponse },
    errors: [401, 403, 404],
  },
  {
    ...familyDoc,
    method: 'post',
    path: '/api/family/leave',
    summary: 'Leave (unlink from) the family (a member; not the admin, nor a protected child under 13, whose parent decides)',
    success: { status: 204, description: 'Left' },
    errors: [401, 403, 404],
  },
]

/** Adults run families: a parent account, or a player of 18 or over (children cannot administer one). */
function mayCreateFamily(user: { accountType: string; age: number | null }): boolean {
  if (user.accountType === 'parent' || user.accountType === 'family_admin') return true
  return user.accountType === 'player' && (user.age === null || user.age >= 18)
}

async function childOverviews(db: Db | Tx, familyId: string, adminId: string, now: number): Promise<ChildOverview[]> {
  const children = (await listMembers(db, familyId)).filter((m) => m.relationshipType === 'child' && m.userId !== adminId)
  return Promise.all(children.map(async (m) => {
    const [state, summary] = await Promise.all([readProgressState(db, m.userId), childActivitySummary(db, m.userId)])
    const level = playerLevel(state.totalXp)
    return {
      member_id: m.id,
      first_name: m.firstName,
      last_name: m.lastName,
      permission_level: m.permissionLevel,
      level: level.level,
      level_title: level.title,
      current_streak: toStreakView(state.streak, dayIn(state.timeZone, now)).current,
      active_goals: summary.activeGoals,
      last_activity_at: summary.lastActivityAt === null ? null : new Date(summary.lastActivityAt).toISOString(),
    }
  }))
}

export function familyRoutes(deps: AppDeps) {
  const { database, now, mailer } = deps
  const withSession = deps.session
  const signedIn = [withSession, requireUser] as const
  // The children's days: each card's streak counts the child's own today (docs/features/family.md).
  const childrensDays = daysInZones(database, FAMILY_TABLES, now, (c) => childrensZones(database.db, c.var.user.id))

  return new Hono<SignedInEnv>()
    // The caller's membership, family and its members' names (users); no clock.
    .get('/', ...signedIn, cachedAnswer(database, FAMILY_TABLES), async (c) => {
      const found = await findMembership(database.db, c.var.user.id)
      return c.json(FamilyResponse.parse({ family: found ? await familyView(database.db, found.family, found.member) : null }))
    })
    .post('/', withSession, signedInFor(FAMILY_MESSAGES.signInToCreate), valid('json', FamilyNameRequest), async (c) => {
      const user = c.var.user
      if (!mayCreateFamily(user)) throw new AppError('FORBIDDEN', 403, 'Only a parent or guardian account can create a family account')
      const { family_name } = c.req.valid('json')
      const at = now()
      try {
        const family = await database.transaction(async (tx) => {
          if (await findMembership(tx, user.id)) throw new AppError('CONFLICT', 409, FAMILY_MESSAGES.alreadyInFamily)
          const familyId = crypto.randomUUID()
          await tx.insert(familyAccounts).values({
            id: familyId,
            familyName: family_name,
            primaryAccountId: user.id,
            subscriptionStatus: 'trial',
            createdAt: at,
          })
          await tx.insert(familyMembers).values({
            id: crypto.randomUUID(),
            familyId,
            userId: user.id,
            relationshipType: 'parent',
            permissionLevel: 'full_access',
            createdAt: at,
          })
          await tx.update(users).set({ accountType: 'family_admin', updatedAt: at }).where(eq(users.id, user.id))
          await audit(tx, { familyId, actorId: user.id, action: 'family_created', metadata: { family_name } }, at)
          const created = (await findMembership(tx, user.id))!
          return familyView(tx, created.family, created.member)
        })
        return c.json(FamilyResponse.parse({ family }), 201)
      } catch (err) {
        // Two creates at once: the one-family-per-person index lets one through.
        if (isUniqueViolation(err, 'family_members.user_id')) throw new AppError('CONFLICT', 409, FAMILY_MESSAGES.alreadyInFamily)
        throw err
      }
    })
    .patch('/', ...signedIn, valid('json', FamilyNameRequest), async (c) => {
      const user = c.var.user
      const { family_name } = c.req.valid('json')
      const at = now()
      const family = await database.transaction(async (tx) => {
        const { family, member } = await requireAdmin(tx, user, FAMILY_MESSAGES.adminOnlySettings)
        await tx.update(familyAccounts).set({ familyName: family_name }).where(eq(familyAccounts.id, family.id))
        await audit(tx, {
          familyId: family.id,
          actorId: user.id,
          action: 'family_renamed',
          metadata: { from: family.familyName, to: family_name },
        }, at)
        return familyView(tx, { ...family, familyName: family_name }, member)
      })
      return c.json(FamilyResponse.parse({ family }))
    })
    .get('/dashboard', ...signedIn, cachedAnswer(database, DASHBOARD_TABLES, { key: childrensDays, now }), async (c) => {
      const { family, member } = await requireAdmin(database.db, c.var.user, FAMILY_MESSAGES.accessDenied)
      const at = now()
      await requireFamilyPlan(database.db, family, at)
      if (at < trialEndsAt(family)) answerGoodUntil(c, trialEndsAt(family))
      const [view, children, links, invites, approvals] = await Promise.all([
        familyView(database.db, family, member),
        childOverviews(database.db, family.id, family.primaryAccountId, at),
        database.db.select().from(childLinkRequests).where(eq(childLinkRequests.familyId, family.id)).orderBy(
          desc(childLinkRequests.createdAt),
        ),
        database.db.select().from(familyInvitations).where(eq(familyInvitations.familyId, family.id)).orderBy(
          desc(familyInvitations.createdAt),
        ),
        pendingApprovals(database.db, family.id),
      ])
      const openLinks = links.filter((l) => isOpenLinkRequest(l, at))
      const openInvites = invites.filter((i) => i.usedAt === null && i.revokedAt === null && i.expiresAt > at)
      // Each open request and invitation leaves the list when it expires.
      for (const open of [...openLinks, ...openInvites]) answerGoodUntil(c, open.expiresAt)
      return c.json(FamilyDashboardResponse.parse({
        family: view,
        children,
        link_requests: openLinks.map(toWireLinkRequest),
        invitations: openInvites.map(toWireInvitation),
        goal_approvals: approvals,
      }))
    })
    .get('/activity', ...signedIn, async (c) => {
      const { family } = await requireAdmin(database.db, c.var.user, FAMILY_MESSAGES.accessDenied)
      const at = now()
      await requireFamilyPlan(database.db, family, at)
      const children = (await listMembers(database.db, family.id)).filter((m) =>
        m.relationshipType === 'child' && m.userId !== family.primaryAccountId
      )
      const items = mergeFeed(
        await memberActivity(database.db, children.map((m) => ({ userId: m.userId, memberId: m.id, name: m.firstName })), at),
        at,
      )
      return c.json(ActivityFeedResponse.parse({
        items: items.map((i) => ({
          type: i.type,
          description: i.description,
          at: new Date(i.at).toISOString(),
          member_id: i.memberId,
          member_name: i.memberName,
        })),
      }))
    })
    // The family's log, its admin's membership and the names of whoever acted (users); no clock.
    .get('/audit', ...signedIn, cachedAnswer(database, ['family_audit_log', 'family_accounts', 'family_members', 'users']), async (c) => {
      const { family } = await requireAdmin(database.db, c.var.user, FAMILY_MESSAGES.adminOnlySettings)
      const actor = alias(users, 'actor')
      const subject = alias(users, 'subject')
      const rows = await database.db.select({
        entry: familyAuditLog,
        actorFirst: actor.firstName,
        actorLast: actor.lastName,
        subjectFirst: subject.firstName,
        subjectLast: subject.lastName,
      })
        .from(familyAuditLog).leftJoin(actor, eq(actor.id, familyAuditLog.parentId)).leftJoin(
          subject,
          eq(subject.id, familyAuditLog.childId),
        )
        .where(eq(familyAuditLog.familyId, family.id)).orderBy(desc(familyAuditLog.createdAt)).limit(200)
      return c.json(AuditTrailResponse.parse({
        entries: rows.map((r) => ({
          id: r.entry.id,
          action_type: r.entry.actionType,
          actor_name: r.actorFirst ? `${r.actorFirst} ${r.actorLast}` : 'A former member',
          subject_name: r.subjectFirst ? `${r.subjectFirst} ${r.subjectLast}` : null,
          detail: auditDetail(r.entry.metadata),
          at: new Date(r.entry.createdAt).toISOString(),
        })),
      }))
    })
    .post('/leave', ...signedIn, async (c) => {
      const user = c.var.user
      const at = now()
      const left = await database.transaction(async (tx) => {
        const { family, member, isAdmin } = await requireMembership(tx, user)
        if (isAdmin) throw new AppError('FORBIDDEN', 403, FAMILY_MESSAGES.adminCannotLeave)
        // A protected child stays with the parent who consented: leaving is the parent's to decide.
        if (isProtectedChild(await consentRecord(tx, user.id), at)) throw new AppError('FORBIDDEN', 403, FAMILY_MESSAGES.childCannotLeave)
        await tx.delete(familyMembers).where(and(eq(familyMembers.id, member.id), eq(familyMembers.familyId, family.id)))
        await releaseGoals(tx, user.id)
        if (user.accountType === 'family_member') {
          await tx.update(users).set({ accountType: typeOutsideFamily(member.relationshipType), updatedAt: at }).where(
            eq(users.id, user.id),
          )
        }
        await audit(tx, { familyId: family.id, actorId: user.id, subjectId: user.id, action: 'member_left' }, at)
        const [admin] = await tx.select({ email: users.email }).from(users).where(eq(users.id, family.primaryAccountId))
        return { family, member, adminEmail: admin?.email ?? null }
      })
      // A child leaving supervision is never silent: the admin hears of it.
      if (left.member.relationshipType === 'child' && left.adminEmail) {
        await mailer.send(memberLeftMail(left.adminEmail, left.family.familyName, `${user.first_name} ${user.last_name}`))
      }
      return c.body(null, 204)
    })
}

function auditDetail(metadata: Record<string, string>): string | null {
  // Consent names who approved and which words they agreed to (the full text is kept with the consent).
  if (metadata.consent_version) return `approved by ${metadata.approved_by ?? 'a parent'}, consent text of ${metadata.consent_version}`
  if (metadata.from !== undefined && metadata.to !== undefined) return `${metadata.from} → ${metadata.to}`
  if (metadata.family_name) return metadata.family_name
  if (metadata.permission_level) return metadata.permission_level
  if (metadata.email) return metadata.email
  return null
}
