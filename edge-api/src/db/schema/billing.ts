import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { users } from './users.ts'

const PAID = ['pro', 'parent'] as const

/**
 * A paid subscription, one row per person (architecture "Payments": the tier on the server is the
 * only truth). `last_event_at` is the newest provider event applied, so an older event that arrives
 * late changes nothing.
 */
export const subscriptions = sqliteTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['simulated', 'stripe'] }).notNull(),
    plan: text('plan', { enum: PAID }).notNull(),
    status: text('status', { enum: ['incomplete', 'active', 'past_due', 'canceled'] }).notNull(),
    currentPeriodEnd: integer('current_period_end').notNull(),
    cancelAtPeriodEnd: integer('cancel_at_period_end', { mode: 'boolean' }).notNull().default(false),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    lastEventAt: integer('last_event_at').notNull(),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [uniqueIndex('subscriptions_user_idx').on(t.userId), uniqueIndex('subscriptions_provider_sub_idx').on(t.providerSubscriptionId)],
)

/** One checkout per client-made id: a double submit finds the first and is never charged twice. */
export const checkouts = sqliteTable(
  'checkouts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: PAID }).notNull(),
    status: text('status', { enum: ['processing', 'succeeded', 'failed', 'requires_action'] }).notNull(),
    failureMessage: text('failure_message'),
    clientSecret: text('client_secret'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [index('checkouts_user_idx').on(t.userId)],
)

/** Provider webhook events already applied, by the provider's event id: each is processed once. */
export const billingEvents = sqliteTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  createdAt: integer('created_at').notNull(),
  processedAt: integer('processed_at').notNull(),
})

export type SubscriptionRow = typeof subscriptions.$inferSelect
export type CheckoutRow = typeof checkouts.$inferSelect
