import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { WIZARD_PILLARS } from '@app/shared/domain/goals.ts'

/**
 * The drill library (docs/features/drills.md): content written by the
 * team in shared/src/domain/drills/content, copied here at start by syncDrills. The columns are
 * what the library filters and searches on; `body` is the whole drill as JSON, the one thing served.
 * Nothing references this table with a foreign key: plans and assignments keep a drill's slug, so a
 * drill taken out of the content never deletes a player's plan (a missing slug is shown as gone).
 */
export const drills = sqliteTable(
  'drills',
  {
    slug: text('slug').primaryKey(),
    title: text('title').notNull(),
    pillar: text('pillar', { enum: WIZARD_PILLARS }).notNull(),
    /** Every age group it suits, each between bars ('|8-12|13-17|'), so one LIKE finds one group. */
    ageGroups: text('age_groups').notNull(),
    /** What it needs, the same way ('|ball|wall|'; '||' for nothing). */
    equipment: text('equipment').notNull(),
    minutes: integer('minutes').notNull(),
    level: integer('level').notNull(),
    /** Title, summary and tags in lower case: what the search box matches. */
    search: text('search').notNull(),
    /** The whole drill (shared/src/domain/drills/drill.ts) as JSON; equal text means nothing changed. */
    body: text('body').notNull(),
  },
  (t) => [index('drills_pillar_minutes_idx').on(t.pillar, t.minutes)],
)
export type DrillRow = typeof drills.$inferSelect
