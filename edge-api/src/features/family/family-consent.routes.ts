import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { CONSENT_MESSAGES, CONSENT_TEXT, CONSENT_TEXT_VERSION } from '@app/shared/domain/family/parental-consent.ts'
import { FAMILY_MESSAGES } from '@app/shared/domain/messages/family.ts'
import { ConsentReviewResponse, ConsentTokenRequest, CreateChildRequest, FamilyResponse } from '@app/shared/schemas/family.ts'
import type { AppDeps } from '../../app-deps.ts'
import { hashPassword } from '../auth/public.ts'
import type { Tx } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import { familyAccounts, familyMembers, users } from '../../db/schema/index.ts'
import type { SignedInEnv } from '../../http/app-env.ts'
import { AppError } from '../../http/app-error.ts'
import { requireUser } from '../auth/public.ts'
import { valid } from '../../http/validation.ts'
import type { RouteDoc } from '../../openapi/registry.ts'
import { insertUser } from '../account/public.ts'
import { AUTH_MESSAGES } from '@app/shared/domain/messages/auth.ts'
import { requireAdmin, requireFamilyPlan } from './family-guards.ts'
import { audit, familyView, findMembership, hasRoom, memberCount } from './family.queries.ts'
import { approveConsent, findOpenConsent, recordCreatedChildConsent } from './parental-consent.ts'

const doc = { tag: 'family' } as const

export const familyConsentDocs: RouteDoc[] = [
  {
    ...doc,
    auth: false,
    method: 'post',
    path: '/api/family/consent/lookup',
    summary: "What a parent's approval link is for: the child's first name and the consent text",
    body: ConsentTokenRequest,
    success: { status: 200, description: 'The consent to review', schema: ConsentReviewResponse },
    errors: [400, 404],
  },
  {
    ...doc,
    auth: true,
    method: 'post',
    path: '/api/family/consent/approve',
    summary:
      "A parent approves: the child's account opens and joins the parent's family (created if needed), the consent kept in the audit trail",
    body: ConsentTokenRequest,
    success: { status: 200, description: 'Approved', schema: FamilyResponse },
    errors: [400, 401, 403, 404, 409],
    errorNotes: { 403: 'FORBIDDEN: not a parent account, or signed in on another address than the one the child gave' },
  },
  {
    ...doc,
    auth: true,
    method: 'post',
    path: '/api/family/children',
    summary: "The admin creates a child's account directly: approved, linked with full access",
    body: CreateChildRequest,
    success: { status: 201, description: 'Created', schema: FamilyResponse },
    errors: [400, 401, 403, 404, 409],
  },
]

const invalidLink = () => new AppError('NOT_FOUND', 404, CONSENT_MESSAGES.invalidLink)
const isParentAccount = (accountType: string) => accountType === 'parent' || accountType === 'family_admin'

/** The parent's family: theirs if they run one, else a new one they run. A member of someone else's family cannot. */
async function parentFamily(tx: Tx, parent: { id: string; last_name: string }, at: number) {
  const found = await findMembership(tx, parent.id)
  if (found) {
    if (found.family.primaryAccountId !== parent.id) throw new AppError('FORBIDDEN', 403, CONSENT_MESSAGES.notYourFamily)
    return found.family
  }
  const familyId = crypto.randomUUID()
  const familyName = `${parent.last_name} Family`
  await tx.insert(familyAccounts).values({
    id: familyId,
    familyName,
    primaryAccountId: parent.id,
    subscriptionStatus: 'trial',
    createdAt: at,
  })
  await tx.insert(familyMembers).values({
    id: crypto.randomUUID(),
    familyId,
    userId: parent.id,
    relationshipType: 'parent',
    permissionLevel: 'full_access',
    createdAt: at,
  })
  await tx.update(users).set({ accountType: 'family_admin', updatedAt: at }).where(eq(users.id, parent.id))
  await audit(tx, { familyId, actorId: parent.id, action: 'family_created', metadata: { family_name: familyName } }, at)
  return (await findMembership(tx, parent.id))!.family
}

export function familyConsentRoutes(deps: AppDeps) {
  const { database, now } = deps
  const withSession = deps.session

  return new Hono<SignedInEnv>()
    .post('/consent/lookup', valid('json', ConsentTokenRequest), async (c) => {
      const found = await findOpenConsent(database.db, c.req.valid('json').token, now())
      if (!found) throw invalidLink()
      return c.json(ConsentReviewResponse.parse({
        child_first_name: found.child.firstName,
        child_age: found.child.age,
        parent_email: found.consent.parentEmail,
        consent_text: CONSENT_TEXT,
        consent_version: CONSENT_TEXT_VERSION,
        expires_at: new Date(found.consent.expiresAt).toISOString(),
      }))
    })
    .post('/consent/approve', withSession, requireUser, valid('json', ConsentTokenRequest), async (c) => {
      const parent = c.var.user
      if (!isParentAccount(parent.accountType)) throw new AppError('FORBIDDEN', 403, CONSENT_MESSAGES.parentOnly)
      const at = now()
      const family = await database.transaction(async (tx) => {
        const found = await findOpenConsent(tx, c.req.valid('json').token, at)
        if (!found) throw invalidLink()
        // Consent is the parent's whose address the child gave, never whoever holds the link.
        if (found.consent.parentEmail !== parent.email) throw new AppError('FORBIDDEN', 403, CONSENT_MESSAGES.otherParent)
        const fam = await parentFamily(tx, parent, at)
        if (!hasRoom(await memberCount(tx, fam.id))) throw new AppError('CONFLICT', 409, FAMILY_MESSAGES.familyFull)
        if (!(await approveConsent(tx, found.consent.id, found.child.id, parent.id, at))) throw invalidLink()
        await tx.insert(familyMembers).values({
          id: crypto.randomUUID(),
          familyId: fam.id,
          userId: found.child.id,
          relationshipType: 'child',
          permissionLevel: 'full_access',
          createdAt: at,
        })
        await audit(tx, {
          familyId: fam.id,
          actorId: parent.id,
          subjectId: found.child.id,
          action: 'consent_given',
          metadata: { parent_email: found.consent.parentEmail, approved_by: parent.email, consent_version: CONSENT_TEXT_VERSION },
        }, at)
        const mine = (await findMembership(tx, parent.id))!
        return familyView(tx, mine.family, mine.member)
      })
      return c.json(FamilyResponse.parse({ family }))
    })
    .post('/children', withSession, requireUser, valid('json', CreateChildRequest), async (c) => {
      const parent = c.var.user
      const input = c.req.valid('json')
      const passwordHash = await hashPassword(input.password)
      const at = now()
      try {
        const family = await database.transaction(async (tx) => {
          const { family, member } = await requireAdmin(tx, parent, FAMILY_MESSAGES.adminOnlyInvite)
          await requireFamilyPlan(tx, family, at)
          if (!hasRoom(await memberCount(tx, family.id))) throw new AppError('CONFLICT', 409, FAMILY_MESSAGES.familyFull)
          const child = await insertUser(tx, {
            email: input.email,
            passwordHash,
            firstName: input.first_name,
            lastName: input.last_name,
            accountType: 'player',
            age: input.age,
            parentEmail: parent.email,
            timeZone: null,
            consentStatus: 'approved',
          }, at)
          await tx.insert(familyMembers).values({
            id: crypto.randomUUID(),
            familyId: family.id,
            userId: child.id,
            relationshipType: 'child',
            permissionLevel: 'full_access',
            birthDate: input.birth_date ?? null,
            createdAt: at,
          })
          await recordCreatedChildConsent(tx, { id: child.id, age: input.age, birthDate: input.birth_date ?? null }, {
            id: parent.id,
            email: parent.email,
          }, at)
          await audit(tx, { familyId: family.id, actorId: parent.id, subjectId: child.id, action: 'child_account_created' }, at)
          await audit(tx, {
            familyId: family.id,
            actorId: parent.id,
            subjectId: child.id,
            action: 'consent_given',
            metadata: { approved_by: parent.email, consent_version: CONSENT_TEXT_VERSION },
          }, at)
          return familyView(tx, family, member)
        })
        return c.json(FamilyResponse.parse({ family }), 201)
      } catch (err) {
        if (!isUniqueViolation(err, 'users.email')) throw err
        throw new AppError('CONFLICT', 409, AUTH_MESSAGES.emailTaken, { email: [AUTH_MESSAGES.emailTaken] })
      }
    })
}
