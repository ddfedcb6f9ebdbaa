import { and, eq, gt, isNull } from 'drizzle-orm'
import { Hono } from 'hono'
import { newInviteCode } from '@app/shared/domain/family/family-codes.ts'
import { FAMILY_CODE_VALID_MS, invitedPermission, storedRelationship } from '@app/shared/domain/family/family.ts'
import { FAMILY_MESSAGES } from '@app/shared/domain/messages/family.ts'
import {
  AcceptInvitationRequest,
  FamilyIdParams,
  FamilyResponse,
  InvitationResponse,
  InviteMemberRequest,
} from '@app/shared/schemas/family.ts'
import type { AppDeps } from '../../app-deps.ts'
import { familyInvitations, familyMembers, users } from '../../db/schema/index.ts'
import type { SignedInEnv } from '../../http/app-env.ts'
import { AppError } from '../../http/app-error.ts'
import { requireUser } from '../auth/public.ts'
import { valid, validParams } from '../../http/validation.ts'
import { familyInvitationMail } from '../../mail/family-templates.ts'
import type { RouteDoc } from '../../openapi/registry.ts'
import { requireAdmin, requireFamilyPlan, signedInFor } from './family-guards.ts'
import { familyFull, join, joined } from './family-join.ts'
import { familyLinkRequestDocs, familyLinkRequestRoutes } from './family-link-requests.routes.ts'
import { toWireInvitation } from './family-wire.ts'
import { audit, familyView, findMembership, hasRoom, memberCount } from './family.queries.ts'
import { clearFailures, lockedUntil, recordFailure } from './link-code-attempts.ts'
import { recentSecondFactor } from '../auth/public.ts'

// Invitations by email; with the child link requests, these are the ways into a family that app.ts mounts.

const doc = { tag: 'family', auth: true } as const

const invitationDocs: RouteDoc[] = [
  {
    ...doc,
    method: 'post',
    path: '/api/family/invitations',
    summary: 'Invite a member by email (admin): an 8-character code, 7 days, mailed',
    body: InviteMemberRequest,
    success: { status: 201, description: 'Invited', schema: InvitationResponse },
    errors: [400, 401, 403, 404, 409],
  },
  {
    ...doc,
    method: 'delete',
    path: '/api/family/invitations/{id}',
    summary: 'Revoke an open invitation (admin)',
    params: FamilyIdParams,
    success: { status: 204, description: 'Revoked' },
    errors: [401, 403, 404],
  },
  {
    ...doc,
    method: 'post',
    path: '/api/family/invitations/accept',
    summary:
      'Join a family with an unused, unexpired invitation code, signed in with the invited email; wrong codes count with link codes (5 in 15 minutes lock for 15 minutes)',
    body: AcceptInvitationRequest,
    success: { status: 200, description: 'Joined', schema: FamilyResponse },
    errors: [400, 401, 403, 409, 429],
    errorNotes: { 403: 'FORBIDDEN: the invitation was sent to another email address (it stays open)' },
  },
]

export const familyInviteDocs: RouteDoc[] = [...invitationDocs, ...familyLinkRequestDocs]

const invalidInvitation = () =>
  new AppError('VALIDATION_FAILED', 400, FAMILY_MESSAGES.invalidInvitation, { code: [FAMILY_MESSAGES.invalidInvitation] })

function invitationRoutes(deps: AppDeps) {
  const { database, now, mailer, config } = deps
  const withSession = deps.session
  const signedIn = [withSession, requireUser] as const
  const stepUp = recentSecondFactor(deps)
  const idParam = validParams(FamilyIdParams, FAMILY_MESSAGES.linkNotFound)

  return new Hono<SignedInEnv>()
    .post('/invitations', ...signedIn, valid('json', InviteMemberRequest), stepUp, async (c) => {
      const user = c.var.user
      const input = c.req.valid('json')
      const at = now()
      const { invitation, familyName } = await database.transaction(async (tx) => {
        const { family } = await requireAdmin(tx, user, FAMILY_MESSAGES.adminOnlyInvite)
        await requireFamilyPlan(tx, family, at)
        if (!hasRoom(await memberCount(tx, family.id))) throw familyFull()
        const [already] = await tx.select({ id: familyMembers.id }).from(familyMembers).innerJoin(users, eq(users.id, familyMembers.userId))
          .where(and(eq(familyMembers.familyId, family.id), eq(users.email, input.email)))
        if (already) throw new AppError('CONFLICT', 409, FAMILY_MESSAGES.alreadyMember)
        const row = {
          id: crypto.randomUUID(),
          familyId: family.id,
          inviteCode: newInviteCode(),
          invitedBy: user.id,
          invitedEmail: input.email,
          relationshipType: storedRelationship(input.relationship),
          expiresAt: at + FAMILY_CODE_VALID_MS,
          usedAt: null,
          usedBy: null,
          revokedAt: null,
          createdAt: at,
        }
        await tx.insert(familyInvitations).values(row)
        await audit(tx, {
          familyId: family.id,
          actorId: user.id,
          action: 'member_invited',
          metadata: { email: input.email, relationship: input.relationship },
        }, at)
        return { invitation: row, familyName: family.familyName }
      })
      const link = new URL(`/app/family/setup?code=${invitation.inviteCode}`, config.publicOrigin).href
      await mailer.send(
        familyInvitationMail(invitation.invitedEmail, familyName, `${user.first_name} ${user.last_name}`, invitation.inviteCode, link),
      )
      return c.json(InvitationResponse.parse({ invitation: toWireInvitation(invitation) }), 201)
    })
    .delete('/invitations/:id', ...signedIn, idParam, async (c) => {
      const user = c.var.user
      const { id } = c.req.valid('param')
      const at = now()
      await database.transaction(async (tx) => {
        const { family } = await requireAdmin(tx, user, FAMILY_MESSAGES.adminOnlyInvite)
        const revoked = await tx.update(familyInvitations).set({ revokedAt: at })
          .where(
            and(
              eq(familyInvitations.id, id),
              eq(familyInvitations.familyId, family.id),
              isNull(familyInvitations.usedAt),
              isNull(familyInvitations.revokedAt),
            ),
          )
          .returning({ email: familyInvitations.invitedEmail })
        if (revoked.length === 0) throw new AppError('NOT_FOUND', 404, 'Invitation not found or already used')
        await audit(tx, { familyId: family.id, actorId: user.id, action: 'invitation_revoked', metadata: { email: revoked[0]!.email } }, at)
      })
      return c.body(null, 204)
    })
    .post(
      '/invitations/accept',
      withSession,
      signedInFor(FAMILY_MESSAGES.signInToAcceptInvitation),
      valid('json', AcceptInvitationRequest),
      async (c) => {
        const user = c.var.user
        const { code } = c.req.valid('json')
        const at = now()
        // A wrong code, or a code sent to another address, is counted (with link codes) in its own
        // committed transaction, then refused; enough of them lock acceptance for a while.
        const outcome = await joined(() =>
          database.transaction(async (tx) => {
            const until = await lockedUntil(tx, user.id, at)
            if (until) return { kind: 'locked' as const, until }
            const open = and(
              eq(familyInvitations.inviteCode, code),
              isNull(familyInvitations.usedAt),
              isNull(familyInvitations.revokedAt),
              gt(familyInvitations.expiresAt, at),
            )
            const [found] = await tx.select().from(familyInvitations).where(open)
            if (!found) {
              await recordFailure(tx, user.id, at)
              return { kind: 'wrong' as const }
            }
            // The invitation belongs to the address it was sent to, not to whoever holds the code; it stays open.
            if (found.invitedEmail !== user.email) {
              await recordFailure(tx, user.id, at)
              await audit(tx, {
                familyId: found.familyId,
                actorId: user.id,
                action: 'invitation_refused',
                metadata: { email: found.invitedEmail },
              }, at)
              return { kind: 'other_address' as const }
            }
            // Claimed by a conditional update: of two requests racing for one code, exactly one gets the row.
            const [invitation] = await tx.update(familyInvitations).set({ usedAt: at, usedBy: user.id }).where(
              and(eq(familyInvitations.id, found.id), open),
            ).returning()
            if (!invitation) return { kind: 'wrong' as const }
            await join(tx, invitation.familyId, user.id, invitation.relationshipType, invitedPermission(invitation.relationshipType), at)
            await tx.update(users).set({ accountType: 'family_member', updatedAt: at }).where(eq(users.id, user.id))
            await clearFailures(tx, user.id)
            await audit(tx, { familyId: invitation.familyId, actorId: user.id, subjectId: user.id, action: 'invitation_accepted' }, at)
            const mine = (await findMembership(tx, user.id))!
            return { kind: 'joined' as const, family: await familyView(tx, mine.family, mine.member) }
          })
        )
        if (outcome.kind === 'locked') {
          c.header('Retry-After', String(Math.ceil((outcome.until - at) / 1000)))
          throw new AppError('RATE_LIMITED', 429, FAMILY_MESSAGES.tooManyCodeAttempts)
        }
        if (outcome.kind === 'wrong') throw invalidInvitation()
        if (outcome.kind === 'other_address') throw new AppError('FORBIDDEN', 403, FAMILY_MESSAGES.invitationForAnotherEmail)
        return c.json(FamilyResponse.parse({ family: outcome.family }))
      },
    )
}

export function familyInviteRoutes(deps: AppDeps) {
  return new Hono<SignedInEnv>().route('/', invitationRoutes(deps)).route('/', familyLinkRequestRoutes(deps))
}
