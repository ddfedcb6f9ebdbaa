import { and, count, eq, inArray } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import { PAID_FEATURES, tierAllows } from '@app/shared/domain/billing/tier-features.ts'
import { newInviteCode } from '@app/shared/domain/family/family-codes.ts'
import { isProtectedChild } from '@app/shared/domain/family/parental-consent.ts'
import { TEAM_MESSAGES } from '@app/shared/domain/messages/teams.ts'
import { CHEERS_PER_DAY } from '@app/shared/domain/teams/cheers.ts'
import { TEAM_DRILLS_PER_WEEK, TEAM_MEMBER_LIMIT, teamName } from '@app/shared/domain/teams/league.ts'
import {
  AssignDrillRequest,
  CheerRequest,
  CheerResponse,
  CreateTeamRequest,
  JoinTeamRequest,
  JoinTeamResponse,
  LeagueResponse,
  TeamDrillParams,
  TeamIdParams,
  TeamMemberParams,
  TeamResponse,
  TeamsResponse,
  type TeamSummary,
} from '@app/shared/schemas/teams.ts'
import type { User } from '@app/shared/schemas/user.ts'
import type { AppDeps } from '../../app-deps.ts'
import type { Tx } from '../../db/client.ts'
import {
  teamCheers,
  teamDrillAssignments,
  type TeamGroupRow,
  teamGroups,
  type TeamMemberRow,
  teamMembers,
  users,
} from '../../db/schema/index.ts'
import type { SignedInEnv } from '../../http/app-env.ts'
import { AppError } from '../../http/app-error.ts'
import { answerGoodUntil } from '../../http/cached-answer.ts'
import { valid, validParams } from '../../http/validation.ts'
import { teamApprovalMail, teamJoinedMail } from '../../mail/team-templates.ts'
import type { Mail } from '../../mail/mailer.ts'
import { findTimeZone } from '../account/public.ts'
import { DRILLS } from '../drills/public.ts'
import { clearFailures, consentRecord, findMembership, lockedUntil, recordFailure, signedInFor } from '../family/public.ts'
import {
  cheersReceived,
  cheersSentOn,
  childMemberships,
  childrenOf,
  findGroup,
  groupDrills,
  groupMembers,
  groupsFor,
  groupWeek,
  isParentOf,
  weeklyLeague,
} from './teams.queries.ts'
import { teamCaches, untilCoverEnds } from './teams-cache.ts'

const DRILL_BY_SLUG = new Map(DRILLS.map((d) => [d.slug, d]))

const groupNotFound = () => new AppError('NOT_FOUND', 404, TEAM_MESSAGES.groupNotFound)
const memberNotFound = () => new AppError('NOT_FOUND', 404, TEAM_MESSAGES.memberNotFound)
const invalidCode = () => new AppError('VALIDATION_FAILED', 400, TEAM_MESSAGES.invalidCode, { code: [TEAM_MESSAGES.invalidCode] })

type Viewer = { group: TeamGroupRow; me: TeamMemberRow | null; role: 'coach' | 'member' | 'parent'; children: Set<string> }

/**
 * Who the caller is in a group: its active coach or member, or the parent of a child in it (waiting
 * or active). Anyone else, a removed member or a waiting child included, is told the team is not found.
 */
async function viewerOf(tx: Tx, user: User, groupId: string, at: number): Promise<Viewer> {
  const group = await findGroup(tx, groupId)
  if (!group) throw groupNotFound()
  const [me] = await tx.select().from(teamMembers).where(and(eq(teamMembers.groupId, groupId), eq(teamMembers.userId, user.id)))
  const children = new Set(await childrenOf(tx, user.id, at))
  if (me?.status === 'active') return { group, me, role: me.role, children }
  if (children.size > 0) {
    const [row] = await tx.select({ n: count() }).from(teamMembers).where(
      and(
        eq(teamMembers.groupId, groupId),
        inArray(teamMembers.userId, [...children]),
        inArray(teamMembers.status, ['active', 'pending_parent']),
      ),
    )
    if ((row?.n ?? 0) > 0) return { group, me: null, role: 'parent', children }
  }
  throw groupNotFound()
}

async function teamView(tx: Tx, viewer: Viewer, at: number, later?: (moment: number) => void) {
  const { group, me, role, children } = viewer
  const members = (await groupMembers(tx, group.id)).filter((m) =>
    m.status === 'active' || (m.status === 'pending_parent' && (role === 'coach' || children.has(m.userId)))
  )
  return {
    id: group.id,
    name: group.name,
    my_role: role,
    my_member_id: me?.id ?? null,
    join_code: role === 'coach' ? group.joinCode : null,
    members: members.map((m) => ({
      id: m.id,
      name: teamName(m.firstName, m.lastName),
      role: m.role,
      status: m.status,
      is_me: m.id === me?.id,
      can_approve: m.status === 'pending_parent' && children.has(m.userId),
      can_remove: m.role !== 'coach' && (role === 'coach' || children.has(m.userId) || m.id === me?.id),
    })),
    league: await weeklyLeague(tx, group, at, later),
    cheers_received: me ? await cheersReceived(tx, group.id, me.userId) : [],
    drills: (await groupDrills(tx, group.id, groupWeek(group, at).weekStart)).flatMap((slug) => {
      const drill = DRILL_BY_SLUG.get(slug)
      return drill ? [{ slug, title: drill.title, minutes: drill.minutes }] : []
    }),
  }
}

async function memberOf(tx: Tx, groupId: string, memberId: string): Promise<TeamMemberRow> {
  const [member] = await tx.select().from(teamMembers).where(and(eq(teamMembers.id, memberId), eq(teamMembers.groupId, groupId)))
  if (!member || member.status === 'removed') throw memberNotFound()
  return member
}

/**
 * Setting the week's drills is the Parent plan's coach communication, decided by the coach's recorded
 * tier; the team itself, the league and cheers are free (docs/features/family.md).
 */
function requireCoachPlan(user: User): void {
  if (!tierAllows(user.subscription_tier, 'coachCommunication')) {
    throw new AppError('PAYMENT_REQUIRED', 402, PAID_FEATURES.coachCommunication.message)
  }
}

/** Team creators: parent accounts and family administrators (docs/features/family.md). */
function isAdultAccount(user: User): boolean {
  return user.accountType === 'parent' || user.accountType === 'family_admin' || user.hasFamily
}

export function teamsRoutes(deps: AppDeps) {
  const { database, now, mailer, config } = deps
  const signedIn = [deps.session, signedInFor(TEAM_MESSAGES.signIn)] as const
  const idParam = validParams(TeamIdParams, TEAM_MESSAGES.groupNotFound)
  const memberParam = validParams(TeamMemberParams, TEAM_MESSAGES.memberNotFound)
  const teamLink = (groupId: string) => new URL(`/app/teams/${groupId}`, config.publicOrigin).href
  const { keptList, keptTeam } = teamCaches(deps)

  // A waiting child is let in or kept out by their parent only (isParentOf), never by the coach.
  async function decide(c: Context<SignedInEnv, string, { out: { param: { id: string; memberId: string } } }>, approve: boolean) {
    const { id, memberId } = c.req.valid('param')
    const user = c.var.user
    const at = now()
    const team = await database.transaction(async (tx) => {
      const viewer = await viewerOf(tx, user, id, at)
      const member = await memberOf(tx, id, memberId)
      if (!(await isParentOf(tx, user.id, member.userId, at))) throw new AppError('FORBIDDEN', 403, TEAM_MESSAGES.parentOnly)
      if (member.status !== 'pending_parent') throw new AppError('CONFLICT', 409, TEAM_MESSAGES.notPending)
      await tx.update(teamMembers).set({ status: approve ? 'active' : 'removed', approvedBy: approve ? user.id : null, updatedAt: at })
        .where(eq(teamMembers.id, memberId))
      return teamView(tx, viewer, at)
    })
    return c.json(TeamResponse.parse({ team }))
  }

  return new Hono<SignedInEnv>()
    .get('/', ...signedIn, keptList, async (c) => {
      const user = c.var.user
      const at = now()
      const teams = await database.transaction(async (tx) => {
        await untilCoverEnds(c, tx, at)
        const out = new Map<string, TeamSummary>()
        for (const { group, member } of await groupsFor(tx, user.id)) {
          out.set(group.id, { id: group.id, name: group.name, my_role: member.role, my_status: member.status, waiting_for_me: 0 })
        }
        for (const { group, member } of await childMemberships(tx, user.id, at)) {
          const entry = out.get(group.id) ??
            { id: group.id, name: group.name, my_role: 'parent' as const, my_status: null, waiting_for_me: 0 }
          if (member.status === 'pending_parent') entry.waiting_for_me++
          out.set(group.id, entry)
        }
        return [...out.values()]
      })
      return c.json(TeamsResponse.parse({ teams }))
    })
    .post('/', ...signedIn, valid('json', CreateTeamRequest), async (c) => {
      const user = c.var.user
      const { name } = c.req.valid('json')
      if (!isAdultAccount(user)) throw new AppError('FORBIDDEN', 403, TEAM_MESSAGES.adultsCreate)
      const at = now()
      const team = await database.transaction(async (tx) => {
        const id = crypto.randomUUID()
        const timeZone = (await findTimeZone(tx, user.id)) ?? 'UTC'
        await tx.insert(teamGroups).values({ id, name, joinCode: newInviteCode(), timeZone, createdBy: user.id, createdAt: at })
        await tx.insert(teamMembers).values({
          id: crypto.randomUUID(),
          groupId: id,
          userId: user.id,
          role: 'coach',
          status: 'active',
          joinedAt: at,
          updatedAt: at,
        })
        return teamView(tx, await viewerOf(tx, user, id, at), at)
      })
      return c.json(TeamResponse.parse({ team }), 201)
    })
    .post('/join', ...signedIn, valid('json', JoinTeamRequest), async (c) => {
      const user = c.var.user
      const { code } = c.req.valid('json')
      const at = now()
      // A wrong code is counted in its own committed transaction, then refused.
      const outcome = await database.transaction(async (tx) => {
        const until = await lockedUntil(tx, user.id, at)
        if (until) return { kind: 'locked' as const, until }
        const [group] = await tx.select().from(teamGroups).where(eq(teamGroups.joinCode, code))
        if (!group) {
          await recordFailure(tx, user.id, at)
          return { kind: 'wrong' as const }
        }
        await clearFailures(tx, user.id)
        if (isAdultAccount(user)) throw new AppError('FORBIDDEN', 403, TEAM_MESSAGES.playersJoin)
        const family = await findMembership(tx, user.id)
        if (family && family.member.relationshipType !== 'child') throw new AppError('FORBIDDEN', 403, TEAM_MESSAGES.playersJoin)
        const [existing] = await tx.select().from(teamMembers).where(
          and(eq(teamMembers.groupId, group.id), eq(teamMembers.userId, user.id)),
        )
        if (existing && existing.status !== 'removed') throw new AppError('CONFLICT', 409, TEAM_MESSAGES.alreadyMember)
        const [live] = await tx.select({ n: count() }).from(teamMembers)
          .where(and(eq(teamMembers.groupId, group.id), inArray(teamMembers.status, ['active', 'pending_parent'])))
        if ((live?.n ?? 0) >= TEAM_MEMBER_LIMIT) throw new AppError('CONFLICT', 409, TEAM_MESSAGES.teamFull)
        const record = await consentRecord(tx, user.id)
        const protectedChild = isProtectedChild(record, at)
        const status = protectedChild ? 'pending_parent' as const : 'active' as const
        if (existing) {
          await tx.update(teamMembers).set({ status, approvedBy: null, updatedAt: at }).where(eq(teamMembers.id, existing.id))
        } else {
          await tx.insert(teamMembers).values({
            id: crypto.randomUUID(),
            groupId: group.id,
            userId: user.id,
            role: 'member',
            status,
            joinedAt: at,
            updatedAt: at,
          })
        }
        const [coach] = await tx.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, group.createdBy))
        const coachName = coach ? teamName(coach.first, coach.last) : 'a coach'
        // Under 13: the parent who consented decides. 13 and over: the family's admin is told, else
        // the parent address given at sign-up.
        let parentEmail: string | null = null
        if (protectedChild && record?.approvedBy) {
          const [parent] = await tx.select({ email: users.email }).from(users).where(eq(users.id, record.approvedBy))
          parentEmail = parent?.email ?? null
        } else if (!protectedChild && family && family.family.primaryAccountId !== user.id) {
          const [admin] = await tx.select({ email: users.email }).from(users).where(eq(users.id, family.family.primaryAccountId))
          parentEmail = admin?.email ?? null
        } else if (!protectedChild) {
          parentEmail = user.parentEmail
        }
        const mail: Mail | null = parentEmail
          ? (protectedChild ? teamApprovalMail : teamJoinedMail)(parentEmail, user.first_name, group.name, coachName, teamLink(group.id))
          : null
        return { kind: 'joined' as const, group, status, mail }
      })
      if (outcome.kind === 'locked') {
        c.header('Retry-After', String(Math.ceil((outcome.until - at) / 1000)))
        throw new AppError('RATE_LIMITED', 429, TEAM_MESSAGES.codeLocked)
      }
      if (outcome.kind === 'wrong') throw invalidCode()
      if (outcome.mail) await mailer.send(outcome.mail)
      const message = outcome.status === 'pending_parent'
        ? TEAM_MESSAGES.pendingParent(user.first_name)
        : `You joined ${outcome.group.name}!`
      return c.json(JoinTeamResponse.parse({ team_id: outcome.group.id, status: outcome.status, message }))
    })
    .get('/:id', ...signedIn, keptTeam, idParam, async (c) => {
      const { id } = c.req.valid('param')
      const at = now()
      const team = await database.transaction(async (tx) => {
        await untilCoverEnds(c, tx, at)
        return teamView(tx, await viewerOf(tx, c.var.user, id, at), at, (moment) => answerGoodUntil(c, moment))
      })
      return c.json(TeamResponse.parse({ team }))
    })
    .get('/:id/league', ...signedIn, keptTeam, idParam, async (c) => {
      const { id } = c.req.valid('param')
      const at = now()
      const league = await database.transaction(async (tx) => {
        await untilCoverEnds(c, tx, at)
        return weeklyLeague(tx, (await viewerOf(tx, c.var.user, id, at)).group, at, (moment) => answerGoodUntil(c, moment))
      })
      return c.json(LeagueResponse.parse(league))
    })
    .post('/:id/code', ...signedIn, idParam, async (c) => {
      const { id } = c.req.valid('param')
      const at = now()
      const team = await database.transaction(async (tx) => {
        const viewer = await viewerOf(tx, c.var.user, id, at)
        if (viewer.role !== 'coach') throw new AppError('FORBIDDEN', 403, TEAM_MESSAGES.coachOnly)
        await tx.update(teamGroups).set({ joinCode: newInviteCode() }).where(eq(teamGroups.id, id))
        return teamView(tx, { ...viewer, group: (await findGroup(tx, id))! }, at)
      })
      return c.json(TeamResponse.parse({ team }))
    })
    .post('/:id/members/:memberId/approve', ...signedIn, memberParam, (c) => decide(c, true))
    .post('/:id/members/:memberId/decline', ...signedIn, memberParam, (c) => decide(c, false))
    .delete('/:id/members/:memberId', ...signedIn, memberParam, async (c) => {
      const { id, memberId } = c.req.valid('param')
      const user = c.var.user
      const at = now()
      await database.transaction(async (tx) => {
        const viewer = await viewerOf(tx, user, id, at)
        const member = await memberOf(tx, id, memberId)
        if (member.role === 'coach') throw new AppError('FORBIDDEN', 403, TEAM_MESSAGES.cannotRemoveCoach)
        const allowed = viewer.role === 'coach' || member.userId === user.id || (await isParentOf(tx, user.id, member.userId, at))
        if (!allowed) throw new AppError('FORBIDDEN', 403, TEAM_MESSAGES.parentOnly)
        await tx.update(teamMembers).set({ status: 'removed', updatedAt: at }).where(eq(teamMembers.id, memberId))
      })
      return c.body(null, 204)
    })
    .post('/:id/drills', ...signedIn, idParam, valid('json', AssignDrillRequest), async (c) => {
      const { id } = c.req.valid('param')
      const { drill_slug } = c.req.valid('json')
      const at = now()
      const team = await database.transaction(async (tx) => {
        const viewer = await viewerOf(tx, c.var.user, id, at)
        if (viewer.role !== 'coach') throw new AppError('FORBIDDEN', 403, TEAM_MESSAGES.coachOnly)
        requireCoachPlan(c.var.user)
        if (!DRILL_BY_SLUG.has(drill_slug)) {
          throw new AppError('VALIDATION_FAILED', 400, TEAM_MESSAGES.unknownDrill, { drill_slug: [TEAM_MESSAGES.unknownDrill] })
        }
        const { weekStart } = groupWeek(viewer.group, at)
        const set = await groupDrills(tx, id, weekStart)
        if (!set.includes(drill_slug)) {
          if (set.length >= TEAM_DRILLS_PER_WEEK) throw new AppError('CONFLICT', 409, TEAM_MESSAGES.drillLimit)
          await tx.insert(teamDrillAssignments).values({
            groupId: id,
            weekStart,
            drillSlug: drill_slug,
            assignedBy: c.var.user.id,
            createdAt: at,
          })
        }
        return teamView(tx, viewer, at)
      })
      return c.json(TeamResponse.parse({ team }))
    })
    .delete('/:id/drills/:slug', ...signedIn, validParams(TeamDrillParams, TEAM_MESSAGES.drillNotAssigned), async (c) => {
      const { id, slug } = c.req.valid('param')
      const at = now()
      const team = await database.transaction(async (tx) => {
        const viewer = await viewerOf(tx, c.var.user, id, at)
        if (viewer.role !== 'coach') throw new AppError('FORBIDDEN', 403, TEAM_MESSAGES.coachOnly)
        requireCoachPlan(c.var.user)
        const { weekStart } = groupWeek(viewer.group, at)
        await tx.delete(teamDrillAssignments).where(
          and(
            eq(teamDrillAssignments.groupId, id),
            eq(teamDrillAssignments.weekStart, weekStart),
            eq(teamDrillAssignments.drillSlug, slug),
          ),
        )
        return teamView(tx, viewer, at)
      })
      return c.json(TeamResponse.parse({ team }))
    })
    .post('/:id/cheers', ...signedIn, idParam, valid('json', CheerRequest), async (c) => {
      const { id } = c.req.valid('param')
      const { to_member_id, phrase_id } = c.req.valid('json')
      const user = c.var.user
      const at = now()
      const left = await database.transaction(async (tx) => {
        const viewer = await viewerOf(tx, user, id, at)
        if (!viewer.me) throw new AppError('FORBIDDEN', 403, TEAM_MESSAGES.cheerNotAllowed)
        const [to] = await tx.select().from(teamMembers).where(and(eq(teamMembers.id, to_member_id), eq(teamMembers.groupId, id)))
        if (!to || to.status !== 'active') throw new AppError('FORBIDDEN', 403, TEAM_MESSAGES.cheerNotAllowed)
        if (to.userId === user.id) throw new AppError('FORBIDDEN', 403, TEAM_MESSAGES.cheerSelf)
        const { today } = groupWeek(viewer.group, at)
        const sent = await cheersSentOn(tx, user.id, id, today)
        if (sent >= CHEERS_PER_DAY) throw new AppError('RATE_LIMITED', 429, TEAM_MESSAGES.cheerLimit)
        await tx.insert(teamCheers).values({
          id: crypto.randomUUID(),
          groupId: id,
          fromUserId: user.id,
          toUserId: to.userId,
          phraseId: phrase_id,
          day: today,
          createdAt: at,
        })
        return CHEERS_PER_DAY - sent - 1
      })
      return c.json(CheerResponse.parse({ sent: true, left_today: left }), 201)
    })
}
