import { viewAuditor } from './view-audit.ts'
import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { adminEditsGoals, memberAccess } from '@app/shared/domain/family/member-access.ts'
import { PERMISSION_LABELS } from '@app/shared/domain/family/family.ts'
import { consentGivenBy, isProtectedChild } from '@app/shared/domain/family/parental-consent.ts'
import { FAMILY_MESSAGES } from '@app/shared/domain/messages/family.ts'
import { playerLevel } from '@app/shared/domain/player-level.ts'
import { FamilyIdParams, FamilyResponse, MemberDetailResponse, UpdateMemberRequest } from '@app/shared/schemas/family.ts'
import type { AppDeps } from '../../app-deps.ts'
import { familyMembers, users } from '../../db/schema/index.ts'
import type { SignedInEnv } from '../../http/app-env.ts'
import { AppError } from '../../http/app-error.ts'
import { requireUser } from '../auth/public.ts'
import { valid, validParams } from '../../http/validation.ts'
import type { RouteDoc } from '../../openapi/registry.ts'
import { readProgressState } from '../progress/public.ts'
import { toStreakView } from '@app/shared/domain/progress-views.ts'
import { dayIn } from '../account/public.ts'
import { listGoals } from '../goals/public.ts'
import { memberNoticeMail } from '../../mail/family-templates.ts'
import { consentRecord } from './parental-consent.ts'
import { requireAdmin, requireFamilyPlan, requireMembership, trialEndsAt } from './family-guards.ts'
import { daysInZones, keptValue } from './answer-days.ts'
import { typeOutsideFamily } from './family-wire.ts'
import { releaseGoals } from './goal-approval.queries.ts'
import { audit, FAMILY_TABLES, familyView, goalCounts, listMembers, MEMBER_TABLES, memberZone, toWireMember } from './family.queries.ts'
import { recentSecondFactor } from '../auth/public.ts'
import { forgetDevices } from '../push/public.ts'
import { PUSH_MESSAGES } from '@app/shared/domain/messages/reminders.ts'

const doc = { tag: 'family', auth: true } as const
const notFoundNote = { 404: 'NOT_FOUND: Member Not Found (also for a member of another family)' }

export const familyMemberDocs: RouteDoc[] = [
  {
    ...doc,
    method: 'get',
    path: '/api/family/members/{id}',
    summary: "A member's stats and goals, as much as the family access rules let the caller see; every view is audited as view_goals",
    params: FamilyIdParams,
    success: { status: 200, description: 'Member', schema: MemberDetailResponse },
    errors: [401, 403, 404],
    errorNotes: notFoundNote,
  },
  {
    ...doc,
    method: 'patch',
    path: '/api/family/members/{id}',
    summary:
      "Change a member's permission level or birth date, or turn goal approval on or off for a child (admin; off releases the child's waiting goals). A member who manages their own account is mailed every change; the birth date never changes who is a protected child",
    params: FamilyIdParams,
    body: UpdateMemberRequest,
    success: { status: 200, description: 'Updated', schema: FamilyResponse },
    errors: [400, 401, 403, 404],
    errorNotes: notFoundNote,
  },
  {
    ...doc,
    method: 'delete',
    path: '/api/family/members/{id}',
    summary: 'Remove a member (admin; not the admin)',
    params: FamilyIdParams,
    success: { status: 204, description: 'Removed' },
    errors: [401, 403, 404],
    errorNotes: notFoundNote,
  },
]

const memberNotFound = () => new AppError('NOT_FOUND', 404, FAMILY_MESSAGES.memberNotFound)

export function familyMemberRoutes(deps: AppDeps) {
  const { database, now, mailer, config } = deps
  const withSession = deps.session
  const signedIn = [withSession, requireUser] as const
  const stepUp = recentSecondFactor(deps)
  const idParam = validParams(FamilyIdParams, FAMILY_MESSAGES.memberNotFound)
  // The page counts the member's streak on their own day and who is under 13 by the UTC day (memberAccess).
  const memberDays = daysInZones(database, FAMILY_TABLES, now, async (c) => ['UTC', await memberZone(database.db, c.req.param('id') ?? '')])
  // The page is kept as its JSON text: turning it into text was a fifth of each view's time.
  const keptDetail = keptValue<{ body: string; audited: { familyId: string; subjectId: string } | null }>(
    database,
    MEMBER_TABLES,
    memberDays,
    now,
  )

  const auditView = viewAuditor(database)

  return new Hono<SignedInEnv>()
    .get('/:id', ...signedIn, idParam, async (c) => {
      const user = c.var.user
      const { id } = c.req.valid('param')
      const at = now()
      const { body, audited } = await keptDetail(c, async (until) => {
        const db = database.db
        const { family, isAdmin } = await requireMembership(db, user)
        await requireFamilyPlan(db, family, at)
        if (at < trialEndsAt(family)) until(trialEndsAt(family))
        const member = (await listMembers(db, family.id)).find((m) => m.id === id)
        if (!member) throw memberNotFound()
        const record = await consentRecord(db, member.userId)
        // Who is a protected child changes by itself when the consent stops covering them.
        if (record?.coveredUntil != null && at < record.coveredUntil) until(record.coveredUntil)
        const access = memberAccess({ userId: user.id, isAdmin }, { ...member, protectedChild: isProtectedChild(record, at) }, at)
        if (access === 'none') throw new AppError('FORBIDDEN', 403, FAMILY_MESSAGES.noPermission)
        const [state, counts] = await Promise.all([readProgressState(db, member.userId), goalCounts(db, member.userId)])
        const level = playerLevel(state.totalXp)
        const streak = toStreakView(state.streak, dayIn(state.timeZone, at))
        const goals = access === 'all' ? await listGoals(db, member.userId) : null
        return {
          audited: member.userId === user.id ? null : { familyId: family.id, subjectId: member.userId },
          body: JSON.stringify(MemberDetailResponse.parse({
            member: toWireMember(member, family),
            access,
            stats: {
              level: level.level,
              level_title: level.title,
              current_streak: streak.current,
              longest_streak: streak.longest,
              total_training_days: streak.total_days,
              active_goals: counts.active,
              completed_goals: counts.completed,
            },
            goals,
            can_edit_goals: adminEditsGoals({ userId: user.id, isAdmin }, {
              userId: member.userId,
              relationship: member.relationshipType,
              permissionLevel: member.permissionLevel,
            }),
            can_manage_account: isAdmin && member.relationshipType === 'child' && consentGivenBy(record, user.id, at),
          })),
        }
      })
      // Every view by someone else is audited, a kept one too, and is answered only once its row is saved.
      if (audited) await auditView({ ...audited, actorId: user.id }, at)
      return c.body(body, 200, { 'Content-Type': 'application/json' })
    })
    .patch('/:id', ...signedIn, idParam, valid('json', UpdateMemberRequest), stepUp, async (c) => {
      const user = c.var.user
      const { id } = c.req.valid('param')
      const input = c.req.valid('json')
      const at = now()
      const changes: string[] = []
      const { family, notify } = await database.transaction(async (tx) => {
        const { family, member: me } = await requireAdmin(tx, user, FAMILY_MESSAGES.adminOnlyPermissions)
        const [member] = await tx.select().from(familyMembers).where(and(eq(familyMembers.id, id), eq(familyMembers.familyId, family.id)))
        if (!member) throw memberNotFound()
        if (input.permission_level !== undefined && input.permission_level !== member.permissionLevel) {
          if (member.userId === family.primaryAccountId) {
            throw new AppError('FORBIDDEN', 403, "The family administrator's access cannot be changed")
          }
          await tx.update(familyMembers).set({ permissionLevel: input.permission_level }).where(eq(familyMembers.id, id))
          await audit(tx, {
            familyId: family.id,
            actorId: user.id,
            subjectId: member.userId,
            action: 'permission_changed',
            metadata: { from: member.permissionLevel, to: input.permission_level },
          }, at)
          changes.push(
            `What the family sees of you: ${PERMISSION_LABELS[member.permissionLevel]} → ${PERMISSION_LABELS[input.permission_level]}`,
          )
        }
        if (input.goal_approval !== undefined && input.goal_approval !== member.goalApproval) {
          if (member.relationshipType !== 'child' || member.userId === family.primaryAccountId) {
            throw new AppError('FORBIDDEN', 403, FAMILY_MESSAGES.approvalOnlyForChildren)
          }
          await tx.update(familyMembers).set({ goalApproval: input.goal_approval }).where(eq(familyMembers.id, id))
          // Turned off, nothing waits any more: the child's waiting and sent-back goals are theirs again.
          if (!input.goal_approval) await releaseGoals(tx, member.userId)
          await audit(tx, {
            familyId: family.id,
            actorId: user.id,
            subjectId: member.userId,
            action: 'goal_approval_changed',
            metadata: { from: member.goalApproval ? 'on' : 'off', to: input.goal_approval ? 'on' : 'off' },
          }, at)
          changes.push(
            input.goal_approval ? "Your new goals now wait for the admin's approval" : 'Your new goals no longer wait for approval',
          )
        }
        if (input.push_allowed !== undefined && input.push_allowed !== member.pushAllowed) {
          if (member.relationshipType !== 'child' || member.userId === family.primaryAccountId) {
            throw new AppError('FORBIDDEN', 403, PUSH_MESSAGES.onlyForChildren)
          }
          await tx.update(familyMembers).set({ pushAllowed: input.push_allowed }).where(eq(familyMembers.id, id))
          // Withdrawn, the child's devices are forgotten at once, not only skipped when sending.
          if (!input.push_allowed) await forgetDevices(tx, member.userId)
          await audit(tx, {
            familyId: family.id,
            actorId: user.id,
            subjectId: member.userId,
            action: 'push_allowed_changed',
            metadata: { from: member.pushAllowed ? 'on' : 'off', to: input.push_allowed ? 'on' : 'off' },
          }, at)
          changes.push(input.push_allowed ? 'Reminders may now show on your devices' : 'Reminders no longer show on your devices')
        }
        if (input.birth_date !== undefined && input.birth_date !== member.birthDate) {
          await tx.update(familyMembers).set({ birthDate: input.birth_date }).where(eq(familyMembers.id, id))
          await audit(tx, {
            familyId: family.id,
            actorId: user.id,
            subjectId: member.userId,
            action: 'member_updated',
            metadata: { birth_date: input.birth_date ?? 'none' },
          }, at)
          changes.push(`Your birth date on file: ${input.birth_date ?? 'none'} (it does not change what you manage yourself)`)
        }
        // A member who manages their own account (13 and over) hears of every change made to it; a
        // protected child is never mailed (the parent's consent promises it).
        const [subject] = await tx.select({ email: users.email }).from(users).where(eq(users.id, member.userId))
        const told = changes.length > 0 && member.userId !== user.id && subject !== undefined &&
          !isProtectedChild(await consentRecord(tx, member.userId), at)
        return { family: await familyView(tx, family, me), notify: told ? { email: subject.email, familyName: family.familyName } : null }
      })
      if (notify) {
        await mailer.send(
          memberNoticeMail(
            notify.email,
            notify.familyName,
            `${user.first_name} ${user.last_name}`,
            { kind: 'changed', changes },
            new URL('/app/family/settings', config.publicOrigin).href,
          ),
        )
      }
      return c.json(FamilyResponse.parse({ family }))
    })
    .delete('/:id', ...signedIn, idParam, stepUp, async (c) => {
      const user = c.var.user
      const { id } = c.req.valid('param')
      const at = now()
      await database.transaction(async (tx) => {
        const { family } = await requireAdmin(tx, user, FAMILY_MESSAGES.adminOnlyRemove)
        const [member] = await tx.select({ member: familyMembers, accountType: users.accountType }).from(familyMembers).innerJoin(
          users,
          eq(users.id, familyMembers.userId),
        )
          .where(and(eq(familyMembers.id, id), eq(familyMembers.familyId, family.id)))
        if (!member) throw memberNotFound()
        if (member.member.userId === family.primaryAccountId) throw new AppError('FORBIDDEN', 403, FAMILY_MESSAGES.cannotRemoveSelf)
        await tx.delete(familyMembers).where(eq(familyMembers.id, id))
        await releaseGoals(tx, member.member.userId)
        if (member.accountType === 'family_member') {
          await tx.update(users).set({ accountType: typeOutsideFamily(member.member.relationshipType), updatedAt: at }).where(
            eq(users.id, member.member.userId),
          )
        }
        await audit(tx, { familyId: family.id, actorId: user.id, subjectId: member.member.userId, action: 'member_removed' }, at)
      })
      return c.body(null, 204)
    })
}
