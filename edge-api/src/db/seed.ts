import { count } from 'drizzle-orm'
import { hashPassword } from '../features/auth/public.ts'
import { awardEarnedBadges } from '../features/progress/public.ts'
import { insertUser } from '../features/account/public.ts'
import type { Database } from './client.ts'
import { DEMO_ACCOUNTS, demoAccount } from './demo-accounts.ts'
import { CONSENT_TEXT, CONSENT_TEXT_VERSION, consentCoversUntil } from '@app/shared/domain/family/parental-consent.ts'
import { eq } from 'drizzle-orm'
import { familyAccounts, familyMembers, parentalConsents, users } from './schema/index.ts'
import { seedGoals } from './seed-goals.ts'
import { seedDailyChallenge } from './seed-daily-challenge.ts'
import { seedGames } from './seed-games.ts'
import { seedTraining } from './seed-training.ts'

const DEMO_TIME_ZONE = 'America/Los_Angeles'

/**
 * Creates the demo accounts on an empty database (SEED_DEMO). Returns false and touches nothing when
 * any user exists, so a restart never duplicates or overwrites people's data. Maya gets a goal
 * history and two weeks of training; Leo (free tier) one active goal.
 */
export async function seedDemo(database: Database, now: number): Promise<boolean> {
  const [{ users: existing }] = await database.db.select({ users: count() }).from(users) as [{ users: number }]
  if (existing > 0) return false
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)))
  return database.transaction(async (tx) => {
    // Checked again inside the write lock: another start-up may have seeded while we hashed.
    const [{ users: again }] = await tx.select({ users: count() }).from(users) as [{ users: number }]
    if (again > 0) return false
    const ids = new Map<string, string>()
    for (const [i, a] of DEMO_ACCOUNTS.entries()) {
      const row = await insertUser(tx, {
        email: a.email,
        passwordHash: hashes[i]!,
        firstName: a.first_name,
        lastName: a.last_name,
        accountType: a.accountType,
        age: a.age,
        parentEmail: a.parentEmail,
        timeZone: DEMO_TIME_ZONE,
        subscriptionTier: a.subscription_tier,
        skillLevel: a.skill_level,
        positionPreference: a.position_preference,
      }, now)
      ids.set(a.email, row.id)
    }
    // Sam administers the Lopez family; Maya is linked as his child with full access.
    const sam = ids.get(demoAccount('sam@pitchpath.dev').email)!
    const maya = ids.get(demoAccount('maya@pitchpath.dev').email)!
    const familyId = crypto.randomUUID()
    await tx.insert(familyAccounts).values({
      id: familyId,
      familyName: 'Lopez Family',
      primaryAccountId: sam,
      subscriptionStatus: 'active',
      createdAt: now,
    })
    await tx.insert(familyMembers).values([
      { id: crypto.randomUUID(), familyId, userId: sam, relationshipType: 'parent', permissionLevel: 'full_access', createdAt: now },
      {
        id: crypto.randomUUID(),
        familyId,
        userId: maya,
        relationshipType: 'child',
        permissionLevel: 'full_access',
        birthDate: null,
        createdAt: now,
      },
    ])
    const leo = ids.get(demoAccount('leo@pitchpath.dev').email)!
    // Leo is 11: his parent's consent is on record like any child's under 13, so the demo shows a
    // protected child (no age change, no plan of his own). His parent has no demo account, so no
    // one but Leo can download or delete his data.
    const leoAccount = demoAccount('leo@pitchpath.dev')
    await tx.insert(parentalConsents).values({
      id: crypto.randomUUID(),
      childUserId: leo,
      parentEmail: leoAccount.parentEmail!,
      tokenHash: crypto.randomUUID(),
      expiresAt: now,
      approvedAt: now,
      approvedBy: null,
      consentText: `[${CONSENT_TEXT_VERSION}] ${CONSENT_TEXT}`,
      createdAt: now,
      coversUntil: consentCoversUntil(now, { age: leoAccount.age ?? null }),
    })
    await tx.update(users).set({ consentStatus: 'approved' }).where(eq(users.id, leo))
    await seedGoals(tx, { maya, leo }, now, DEMO_TIME_ZONE)
    // Goals earn their badges in the same act, as the goal routes award them.
    await awardEarnedBadges(tx, leo, now)
    await seedTraining(tx, maya, now, DEMO_TIME_ZONE)
    await seedGames(tx, maya, now)
    await seedDailyChallenge(tx, maya, '13-17', now, DEMO_TIME_ZONE)
    return true
  })
}
