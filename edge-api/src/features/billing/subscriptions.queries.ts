import { and, eq, lte } from 'drizzle-orm'
import type { SubscriptionTier } from '@app/shared/domain/account.ts'
import type { SubscriptionView } from '@app/shared/schemas/billing.ts'
import type { Database, Db, Tx } from '../../db/client.ts'
import { type SubscriptionRow, subscriptions, users } from '../../db/schema/index.ts'
import { SIMULATED_PERIOD_MS } from './simulated-provider.ts'

type Reader = Db | Tx

export async function findSubscription(db: Reader, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId))
  return row ?? null
}

export async function subscriptionView(db: Reader, userId: string): Promise<SubscriptionView> {
  const [user] = await db.select({ tier: users.subscriptionTier, status: users.subscriptionStatus }).from(users).where(eq(users.id, userId))
  const sub = await findSubscription(db, userId)
  const live = sub && sub.status !== 'canceled' ? sub : null
  return {
    tier: user!.tier,
    status: user!.status,
    plan: live?.plan ?? null,
    current_period_end: live ? new Date(live.currentPeriodEnd).toISOString() : null,
    cancel_at_period_end: live?.cancelAtPeriodEnd ?? false,
    provider: live?.provider ?? null,
  }
}

/** The one place a person's tier changes: from their subscription's state. */
export async function applyTier(tx: Tx, userId: string, sub: Pick<SubscriptionRow, 'plan' | 'status'> | null, at: number): Promise<void> {
  const tier: SubscriptionTier = sub && (sub.status === 'active' || sub.status === 'past_due') ? sub.plan : 'free'
  const status = sub?.status === 'past_due' ? 'past_due' : 'active'
  await tx.update(users).set({ subscriptionTier: tier, subscriptionStatus: status, updatedAt: at }).where(eq(users.id, userId))
}

export async function saveSubscription(tx: Tx, row: SubscriptionRow): Promise<void> {
  const { id: _id, userId: _user, createdAt: _created, ...rest } = row
  await tx.insert(subscriptions).values(row).onConflictDoUpdate({ target: subscriptions.userId, set: rest })
}

/**
 * The simulated provider's clock work (Stripe does its own and tells us by webhook): a downgrade
 * takes effect at the end of the paid period, and an active subscription renews for another month.
 * Runs at API start and hourly. Returns how many subscriptions changed.
 */
export async function settleSimulatedSubscriptions(database: Database, at: number): Promise<number> {
  return database.transaction(async (tx) => {
    const due = await tx.select().from(subscriptions)
      .where(and(eq(subscriptions.provider, 'simulated'), eq(subscriptions.status, 'active'), lte(subscriptions.currentPeriodEnd, at)))
    for (const sub of due) {
      if (sub.cancelAtPeriodEnd) {
        await tx.update(subscriptions).set({ status: 'canceled', updatedAt: at }).where(eq(subscriptions.id, sub.id))
        await applyTier(tx, sub.userId, null, at)
      } else {
        let end = sub.currentPeriodEnd
        while (end <= at) end += SIMULATED_PERIOD_MS
        await tx.update(subscriptions).set({ currentPeriodEnd: end, updatedAt: at }).where(eq(subscriptions.id, sub.id))
      }
    }
    return due.length
  })
}
