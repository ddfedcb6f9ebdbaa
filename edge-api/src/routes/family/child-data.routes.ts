import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { adminManagesAccount } from '@app/shared/domain/family/member-access.ts'
import { ACCOUNT_DATA_MESSAGES } from '@app/shared/domain/messages/account-data.ts'
import { FAMILY_MESSAGES } from '@app/shared/domain/messages/family.ts'
import { DeleteAccountRequest, OkResponse } from '@app/shared/schemas/auth.ts'
import { FamilyIdParams } from '@app/shared/schemas/family.ts'
import type { AppDeps } from '../../app-deps.ts'
import { confirmPassword } from '../../auth/confirm-password.ts'
import type { Db, Tx } from '../../db/client.ts'
import { familyMembers, users } from '../../db/schema/index.ts'
import type { SignedInEnv } from '../../http/app-env.ts'
import { AppError } from '../../http/app-error.ts'
import { requireUser, session } from '../../http/session.ts'
import { valid, validParams } from '../../http/validation.ts'
import type { RouteDoc } from '../../openapi/registry.ts'
import type { User } from '@app/shared/schemas/user.ts'
import { deleteAccount, downloadPersonalData } from '../../users/account-deletion.ts'
import { dayIn } from '../../users/users.queries.ts'
import { attachment } from '../me/attachment.ts'
import { requireAdmin } from './family-guards.ts'
import { audit } from './family.queries.ts'
import { recentSecondFactor } from '../../http/recent-second-factor.ts'

const doc = { tag: 'family', auth: true } as const
const notes = { 403: 'FORBIDDEN: not the admin, or the member is not a child under 13', 404: 'NOT_FOUND: Member Not Found (also for a member of another family)' }

export const childDataDocs: RouteDoc[] = [
  { ...doc, method: 'get', path: '/api/family/members/{id}/export', summary: "A child under 13's data as a JSON download (family admin only)", params: FamilyIdParams, success: { status: 200, description: 'The data, as an attachment' }, errors: [401, 403, 404], errorNotes: notes },
  {
    ...doc, method: 'delete', path: '/api/family/members/{id}/account', summary: "Delete a child under 13's account and every row naming them (family admin only; the admin's password again)",
    params: FamilyIdParams, body: DeleteAccountRequest, success: { status: 200, description: 'Deleted', schema: OkResponse }, errors: [400, 401, 403, 404, 429], errorNotes: notes,
  },
]

/**
 * The family admin acts for a child under 13 (who cannot consent alone, COPPA): the member must be
 * in the admin's family, a child by relationship, and under 13 today in the child's time zone.
 */
async function youngChild(db: Db | Tx, admin: User, memberId: string, now: number) {
  const { family } = await requireAdmin(db, admin, ACCOUNT_DATA_MESSAGES.adminOnly)
  const [member] = await db.select({ userId: familyMembers.userId, relationship: familyMembers.relationshipType, birthDate: familyMembers.birthDate, age: users.age, timeZone: users.timeZone, firstName: users.firstName })
    .from(familyMembers).innerJoin(users, eq(users.id, familyMembers.userId))
    .where(and(eq(familyMembers.id, memberId), eq(familyMembers.familyId, family.id)))
  if (!member) throw new AppError('NOT_FOUND', 404, FAMILY_MESSAGES.memberNotFound)
  if (!adminManagesAccount(true, member, dayIn(member.timeZone, now))) {
    throw new AppError('FORBIDDEN', 403, ACCOUNT_DATA_MESSAGES.onlyYoungChildren)
  }
  return { family, member }
}

export function childDataRoutes(deps: AppDeps) {
  const { database, now } = deps
  const signedIn = [session({ database, now, secureCookies: deps.config.secureCookies }), requireUser] as const
  const stepUp = recentSecondFactor(deps)
  const idParam = validParams(FamilyIdParams, FAMILY_MESSAGES.memberNotFound)
  return new Hono<SignedInEnv>()
    .get('/:id/export', ...signedIn, idParam, async (c) => {
      const { member } = await youngChild(database.db, c.var.user, c.req.valid('param').id, now())
      return attachment(c, await downloadPersonalData(deps, member.userId), now(), member.firstName)
    })
    .delete('/:id/account', ...signedIn, idParam, valid('json', DeleteAccountRequest), stepUp, async (c) => {
      const admin = c.var.user
      const { id } = c.req.valid('param')
      // Checked before the password, so a refused request spends no sign-in attempt.
      const { member } = await youngChild(database.db, admin, id, now())
      await confirmPassword(deps, c, admin.email, c.req.valid('json').password)
      await deleteAccount(deps, member.userId, async (tx) => {
        // The trail keeps that it happened and who did it, never whose account it was.
        const { family } = await requireAdmin(tx, admin, ACCOUNT_DATA_MESSAGES.adminOnly)
        await audit(tx, { familyId: family.id, actorId: admin.id, action: 'child_account_deleted' }, now())
      })
      return c.json(OkResponse.parse({ ok: true }))
    })
}
