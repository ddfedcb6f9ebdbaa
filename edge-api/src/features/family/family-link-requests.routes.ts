import { and, desc, eq, gt, or } from 'drizzle-orm'
import { Hono } from 'hono'
import { newLinkCode } from '@app/shared/domain/family/family-codes.ts'
import { defaultLinkMessage, FAMILY_CODE_VALID_MS } from '@app/shared/domain/family/family.ts'
import { FAMILY_MESSAGES } from '@app/shared/domain/messages/family.ts'
import {
  FamilyIdParams,
  FamilyResponse,
  LinkChildRequest,
  LinkRequestResponse,
  LinkReviewResponse,
  VerifyLinkCodeRequest,
} from '@app/shared/schemas/family.ts'
import type { AppDeps } from '../../app-deps.ts'
import { childLinkRequests, familyAccounts, familyMembers, users } from '../../db/schema/index.ts'
import type { SignedInEnv } from '../../http/app-env.ts'
import { AppError } from '../../http/app-error.ts'
import { requireUser } from '../auth/public.ts'
import { valid, validParams } from '../../http/validation.ts'
import { childLinkMail } from '../../mail/family-templates.ts'
import type { RouteDoc } from '../../openapi/registry.ts'
import { requireAdmin, requireFamilyPlan, signedInFor } from './family-guards.ts'
import { familyFull, join, joined } from './family-join.ts'
import { toWireLinkRequest } from './family-wire.ts'
import { audit, familyView, findMembership, hasRoom, memberCount } from './family.queries.ts'
import { clearFailures, lockedUntil, recordFailure } from './link-code-attempts.ts'
import { recentSecondFactor } from '../auth/public.ts'

// A parent's request to link a child's account: mailed as a code, verified and answered by the child.
// Mounted with the invitations by familyInviteRoutes.

const doc = { tag: 'family', auth: true } as const

export const familyLinkRequestDocs: RouteDoc[] = [
  {
    ...doc,
    method: 'post',
    path: '/api/family/link-requests',
    summary: "Ask to link a child's account (admin): a 6-digit code mailed to the child",
    body: LinkChildRequest,
    success: { status: 201, description: 'Sent', schema: LinkRequestResponse },
    errors: [400, 401, 403, 404, 409],
  },
  {
    ...doc,
    method: 'delete',
    path: '/api/family/link-requests/{id}',
    summary: 'Revoke an open link request (admin)',
    params: FamilyIdParams,
    success: { status: 204, description: 'Revoked' },
    errors: [401, 403, 404],
  },
  {
    ...doc,
    method: 'post',
    path: '/api/family/link-requests/verify',
    summary: 'The child enters the code from their mail: checked against their email, status and expiry; 5 wrong codes lock for 15 minutes',
    body: VerifyLinkCodeRequest,
    success: { status: 200, description: 'The request to review', schema: LinkReviewResponse },
    errors: [400, 401, 429],
  },
  {
    ...doc,
    method: 'post',
    path: '/api/family/link-requests/{id}/accept',
    summary: 'The child accepts a verified request: joins as a child member with its permission',
    params: FamilyIdParams,
    success: { status: 200, description: 'Linked', schema: FamilyResponse },
    errors: [401, 404, 409],
  },
  {
    ...doc,
    method: 'post',
    path: '/api/family/link-requests/{id}/reject',
    summary: 'The child declines a verified request',
    params: FamilyIdParams,
    success: { status: 204, description: 'Declined' },
    errors: [401, 404],
  },
]

const invalidCode = () =>
  new AppError('VALIDATION_FAILED', 400, FAMILY_MESSAGES.invalidVerificationCode, { code: [FAMILY_MESSAGES.invalidVerificationCode] })
const linkNotFound = () => new AppError('NOT_FOUND', 404, FAMILY_MESSAGES.linkNotFound)

export function familyLinkRequestRoutes(deps: AppDeps) {
  const { database, now, mailer, config } = deps
  const withSession = deps.session
  const signedIn = [withSession, requireUser] as const
  const stepUp = recentSecondFactor(deps)
  const idParam = validParams(FamilyIdParams, FAMILY_MESSAGES.linkNotFound)

  return new Hono<SignedInEnv>()
    .post('/link-requests', withSession, signedInFor(FAMILY_MESSAGES.adminOnlyLink), valid('json', LinkChildRequest), stepUp, async (c) => {
      const user = c.var.user
      const input = c.req.valid('json')
      if (input.child_email === user.email) {
        throw new AppError('VALIDATION_FAILED', 400, FAMILY_MESSAGES.notForYourself, { child_email: [FAMILY_MESSAGES.notForYourself] })
      }
      const at = now()
      const { request, familyName } = await database.transaction(async (tx) => {
        const { family } = await requireAdmin(tx, user, FAMILY_MESSAGES.adminOnlyLink)
        await requireFamilyPlan(tx, family, at)
        if (!hasRoom(await memberCount(tx, family.id))) throw familyFull()
        const [already] = await tx.select({ id: familyMembers.id }).from(familyMembers).innerJoin(users, eq(users.id, familyMembers.userId))
          .where(and(eq(familyMembers.familyId, family.id), eq(users.email, input.child_email)))
        if (already) throw new AppError('CONFLICT', 409, FAMILY_MESSAGES.alreadyMember)
        const row = {
          id: crypto.randomUUID(),
          familyId: family.id,
          parentUserId: user.id,
          childEmail: input.child_email,
          childUserId: null,
          verificationCode: newLinkCode(),
          permissionLevel: input.permission_level,
          parentMessage: input.message ?? defaultLinkMessage(family.familyName),
          status: 'pending' as const,
          expiresAt: at + FAMILY_CODE_VALID_MS,
          verifiedAt: null,
          respondedAt: null,
          createdAt: at,
        }
        await tx.insert(childLinkRequests).values(row)
        await audit(tx, {
          familyId: family.id,
          actorId: user.id,
          action: 'link_requested',
          metadata: { email: input.child_email, permission_level: input.permission_level },
        }, at)
        return { request: row, familyName: family.familyName }
      })
      const link = new URL('/app/family/verify-link', config.publicOrigin).href
      // A child still awaiting a parent's approval gets no mail (and cannot sign in to verify anyway).
      const [pending] = await database.db.select({ id: users.id }).from(users).where(
        and(eq(users.email, request.childEmail), eq(users.consentStatus, 'pending')),
      )
      if (!pending) {
        await mailer.send(
          childLinkMail(request.childEmail, familyName, `${user.first_name} ${user.last_name}`, request.verificationCode, link),
        )
      }
      return c.json(LinkRequestResponse.parse({ link_request: toWireLinkRequest(request) }), 201)
    })
    .delete('/link-requests/:id', ...signedIn, idParam, async (c) => {
      const user = c.var.user
      const { id } = c.req.valid('param')
      const at = now()
      await database.transaction(async (tx) => {
        const { family } = await requireAdmin(tx, user, FAMILY_MESSAGES.adminOnlyLink)
        const revoked = await tx.update(childLinkRequests).set({ status: 'revoked', respondedAt: at })
          .where(
            and(
              eq(childLinkRequests.id, id),
              eq(childLinkRequests.familyId, family.id),
              or(eq(childLinkRequests.status, 'pending'), eq(childLinkRequests.status, 'verified')),
            ),
          )
          .returning({ email: childLinkRequests.childEmail })
        if (revoked.length === 0) throw linkNotFound()
        await audit(tx, { familyId: family.id, actorId: user.id, action: 'link_revoked', metadata: { email: revoked[0]!.email } }, at)
      })
      return c.body(null, 204)
    })
    .post(
      '/link-requests/verify',
      withSession,
      signedInFor(FAMILY_MESSAGES.signInToVerify),
      valid('json', VerifyLinkCodeRequest),
      async (c) => {
        const user = c.var.user
        const { code } = c.req.valid('json')
        const at = now()
        // A wrong code is counted in its own committed transaction, then refused.
        const outcome = await database.transaction(async (tx) => {
          const until = await lockedUntil(tx, user.id, at)
          if (until) return { kind: 'locked' as const, until }
          const [request] = await tx.select({
            request: childLinkRequests,
            familyName: familyAccounts.familyName,
            parentFirst: users.firstName,
            parentLast: users.lastName,
          })
            .from(childLinkRequests).innerJoin(familyAccounts, eq(familyAccounts.id, childLinkRequests.familyId)).innerJoin(
              users,
              eq(users.id, childLinkRequests.parentUserId),
            )
            .where(
              and(
                eq(childLinkRequests.childEmail, user.email),
                eq(childLinkRequests.verificationCode, code),
                eq(childLinkRequests.status, 'pending'),
                gt(childLinkRequests.expiresAt, at),
              ),
            )
            .orderBy(desc(childLinkRequests.createdAt)).limit(1)
          if (!request) {
            await recordFailure(tx, user.id, at)
            return { kind: 'wrong' as const }
          }
          await tx.update(childLinkRequests).set({ status: 'verified', verifiedAt: at, childUserId: user.id }).where(
            eq(childLinkRequests.id, request.request.id),
          )
          await clearFailures(tx, user.id)
          await audit(tx, { familyId: request.request.familyId, actorId: user.id, subjectId: user.id, action: 'link_verified' }, at)
          return { kind: 'verified' as const, review: request }
        })
        if (outcome.kind === 'locked') {
          c.header('Retry-After', String(Math.ceil((outcome.until - at) / 1000)))
          throw new AppError('RATE_LIMITED', 429, FAMILY_MESSAGES.tooManyCodeAttempts)
        }
        if (outcome.kind === 'wrong') throw invalidCode()
        const { request, familyName, parentFirst, parentLast } = outcome.review
        return c.json(LinkReviewResponse.parse({
          request: {
            id: request.id,
            family_name: familyName,
            parent_name: `${parentFirst} ${parentLast}`,
            permission_level: request.permissionLevel,
            parent_message: request.parentMessage,
            expires_at: new Date(request.expiresAt).toISOString(),
          },
        }))
      },
    )
    .post('/link-requests/:id/accept', withSession, signedInFor(FAMILY_MESSAGES.signInToAcceptLink), idParam, async (c) => {
      const user = c.var.user
      const { id } = c.req.valid('param')
      const at = now()
      const family = await joined(() =>
        database.transaction(async (tx) => {
          const [request] = await tx.update(childLinkRequests).set({ status: 'accepted', respondedAt: at })
            .where(
              and(
                eq(childLinkRequests.id, id),
                eq(childLinkRequests.childUserId, user.id),
                eq(childLinkRequests.status, 'verified'),
                gt(childLinkRequests.expiresAt, at),
              ),
            )
            .returning()
          if (!request) throw linkNotFound()
          await join(tx, request.familyId, user.id, 'child', request.permissionLevel, at)
          await audit(tx, {
            familyId: request.familyId,
            actorId: user.id,
            subjectId: user.id,
            action: 'link_accepted',
            metadata: { permission_level: request.permissionLevel },
          }, at)
          const mine = (await findMembership(tx, user.id))!
          return familyView(tx, mine.family, mine.member)
        })
      )
      return c.json(FamilyResponse.parse({ family }))
    })
    .post('/link-requests/:id/reject', withSession, signedInFor(FAMILY_MESSAGES.signInToRejectLink), idParam, async (c) => {
      const user = c.var.user
      const { id } = c.req.valid('param')
      const at = now()
      await database.transaction(async (tx) => {
        const [request] = await tx.update(childLinkRequests).set({ status: 'rejected', respondedAt: at })
          .where(and(eq(childLinkRequests.id, id), eq(childLinkRequests.childUserId, user.id), eq(childLinkRequests.status, 'verified')))
          .returning()
        if (!request) throw linkNotFound()
        await audit(tx, { familyId: request.familyId, actorId: user.id, subjectId: user.id, action: 'link_rejected' }, at)
      })
      return c.body(null, 204)
    })
}
