import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { consentGivenBy, isProtectedChild } from '@app/shared/domain/family/parental-consent.ts'
import { ACCOUNT_DATA_MESSAGES } from '@app/shared/domain/messages/account-data.ts'
import { FAMILY_MESSAGES } from '@app/shared/domain/messages/family.ts'
import { DeleteAccountRequest, OkResponse } from '@app/shared/schemas/auth.ts'
import { FamilyIdParams } from '@app/shared/schemas/family.ts'
import type { AppDeps } from '../../app-deps.ts'
import { confirmPassword } from '../auth/public.ts'
import { familyMembers, users } from '../../db/schema/index.ts'
import { memberNoticeMail } from '../../mail/family-templates.ts'
import type { SignedInEnv } from '../../http/app-env.ts'
import { AppError } from '../../http/app-error.ts'
import { requireUser } from '../auth/public.ts'
import { valid, validParams } from '../../http/validation.ts'
import type { RouteDoc } from '../../openapi/registry.ts'
import type { User } from '@app/shared/schemas/user.ts'
import type { AuditAction } from '@app/shared/domain/family/family.ts'
import { deleteAccount, downloadPersonalData } from '../account/public.ts'
import { attachment } from '../account/public.ts'
import { requireAdmin } from './family-guards.ts'
import { audit } from './family.queries.ts'
import { consentRecord } from './parental-consent.ts'
import { recentSecondFactor } from '../auth/public.ts'

const doc = { tag: 'family', auth: true } as const
const notes = {
  403:
    'FORBIDDEN: not the admin, or the member is not a child under 13 whose consent this admin gave (a member who manages their own account is mailed and the refusal audited)',
  404: 'NOT_FOUND: Member Not Found (also for a member of another family)',
}

export const childDataDocs: RouteDoc[] = [
  {
    ...doc,
    method: 'get',
    path: '/api/family/members/{id}/export',
    summary: 'The data of a child under 13 whose consent the admin gave (or whose account they created), as a JSON download; audited',
    params: FamilyIdParams,
    success: { status: 200, description: 'The data, as an attachment' },
    errors: [401, 403, 404],
    errorNotes: notes,
  },
  {
    ...doc,
    method: 'delete',
    path: '/api/family/members/{id}/account',
    summary:
      "Delete the account of a child under 13 whose consent the admin gave (or whose account they created), and every row naming them (the admin's password again)",
    params: FamilyIdParams,
    body: DeleteAccountRequest,
    success: { status: 200, description: 'Deleted', schema: OkResponse },
    errors: [400, 401, 403, 404, 429],
    errorNotes: notes,
  },
]

type AdminRequest = 'data' | 'deletion'
const REFUSED: Record<AdminRequest, AuditAction> = { data: 'data_request_refused', deletion: 'deletion_refused' }

/**
 * The family admin acts for a child under 13 (who cannot consent alone, COPPA) only when they are the
 * parent whose consent protects the child, as recorded when it was given (isProtectedChild): never by
 * a birth date or age edited since. Anyone else in the family manages their own account: the request
 * is refused, kept in the audit trail, and the member is mailed that it was made.
 */
async function childInCare(deps: AppDeps, admin: User, memberId: string, request: AdminRequest, now: number) {
  const { database, mailer, config } = deps
  const outcome = await database.transaction(async (tx) => {
    const { family } = await requireAdmin(tx, admin, ACCOUNT_DATA_MESSAGES.adminOnly)
    const [member] = await tx.select({
      userId: familyMembers.userId,
      relationship: familyMembers.relationshipType,
      firstName: users.firstName,
      email: users.email,
    })
      .from(familyMembers).innerJoin(users, eq(users.id, familyMembers.userId))
      .where(and(eq(familyMembers.id, memberId), eq(familyMembers.familyId, family.id)))
    if (!member) throw new AppError('NOT_FOUND', 404, FAMILY_MESSAGES.memberNotFound)
    const record = await consentRecord(tx, member.userId)
    if (member.relationship === 'child' && consentGivenBy(record, admin.id, now)) return { allowed: true as const, family, member }
    await audit(tx, { familyId: family.id, actorId: admin.id, subjectId: member.userId, action: REFUSED[request] }, now)
    const told = member.userId !== admin.id && !isProtectedChild(record, now)
    return { allowed: false as const, family, member, told }
  })
  if (!outcome.allowed) {
    if (outcome.told) {
      const notice = request === 'data' ? { kind: 'data_requested' as const } : { kind: 'deletion_requested' as const }
      await mailer.send(
        memberNoticeMail(
          outcome.member.email,
          outcome.family.familyName,
          `${admin.first_name} ${admin.last_name}`,
          notice,
          new URL('/app/family/settings', config.publicOrigin).href,
        ),
      )
    }
    throw new AppError('FORBIDDEN', 403, FAMILY_MESSAGES.onlyConsentingParent)
  }
  return outcome
}

export function childDataRoutes(deps: AppDeps) {
  const { database, now } = deps
  const signedIn = [deps.session, requireUser] as const
  const stepUp = recentSecondFactor(deps)
  const idParam = validParams(FamilyIdParams, FAMILY_MESSAGES.memberNotFound)
  return new Hono<SignedInEnv>()
    .get('/:id/export', ...signedIn, idParam, async (c) => {
      const admin = c.var.user
      const { family, member } = await childInCare(deps, admin, c.req.valid('param').id, 'data', now())
      const data = await downloadPersonalData(deps, member.userId)
      await database.transaction((tx) =>
        audit(tx, { familyId: family.id, actorId: admin.id, subjectId: member.userId, action: 'child_data_downloaded' }, now())
      )
      return attachment(c, data, now(), member.firstName)
    })
    .delete('/:id/account', ...signedIn, idParam, valid('json', DeleteAccountRequest), stepUp, async (c) => {
      const admin = c.var.user
      const { id } = c.req.valid('param')
      // Checked before the password, so a refused request spends no sign-in attempt.
      const { member } = await childInCare(deps, admin, id, 'deletion', now())
      await confirmPassword(deps, c, admin.email, c.req.valid('json').password)
      await deleteAccount(deps, member.userId, async (tx) => {
        const { family } = await requireAdmin(tx, admin, ACCOUNT_DATA_MESSAGES.adminOnly)
        // The trail keeps that it happened and who did it, never whose account it was.
        await audit(tx, { familyId: family.id, actorId: admin.id, action: 'child_account_deleted' }, now())
      })
      return c.json(OkResponse.parse({ ok: true }))
    })
}
