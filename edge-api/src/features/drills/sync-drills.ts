import { inArray } from 'drizzle-orm'
import type { Drill } from '@app/shared/domain/drills/drill.ts'
import { drillSearchText } from '@app/shared/domain/drills/drill-search.ts'
import type { Database } from '../../db/client.ts'
import { type DrillRow, drills } from '../../db/schema/index.ts'

/** A list as the table keeps it: each entry between bars, so `like '%|x|%'` finds one entry. */
export const barred = (items: readonly string[]) => `|${items.join('|')}|`

/** The row a drill of the content is stored as. */
export function drillRow(drill: Drill): DrillRow {
  return {
    slug: drill.slug,
    title: drill.title,
    pillar: drill.pillar,
    ageGroups: barred(drill.ageGroups),
    equipment: barred(drill.equipment),
    minutes: drill.minutes,
    level: drill.level,
    search: drillSearchText(drill),
    body: JSON.stringify(drill),
  }
}

export type DrillSync = { added: number; changed: number; removed: number }

/**
 * Makes the drills table hold exactly `content` (docs/features/drills.md), at every
 * start after the migrations: new drills are added, changed ones rewritten, and
 * drills no longer in the content removed. A drill whose JSON is unchanged is not written, so a start
 * with the same content reads one column of ~60 rows and writes nothing. Plans and assignments that
 * name a removed drill keep its slug (no foreign key, nothing cascades): they show it as gone.
 */
export async function syncDrills(database: Database, content: readonly Drill[]): Promise<DrillSync> {
  const wanted = new Map(content.map((drill) => [drill.slug, drillRow(drill)]))
  const stored = new Map(
    (await database.db.select({ slug: drills.slug, body: drills.body }).from(drills)).map((r) => [r.slug, r.body]),
  )
  const upserts = [...wanted.values()].filter((row) => stored.get(row.slug) !== row.body)
  const gone = [...stored.keys()].filter((slug) => !wanted.has(slug))
  if (upserts.length === 0 && gone.length === 0) return { added: 0, changed: 0, removed: 0 }
  await database.transaction(async (tx) => {
    if (gone.length > 0) await tx.delete(drills).where(inArray(drills.slug, gone))
    for (const row of upserts) {
      const { slug: _slug, ...rest } = row
      await tx.insert(drills).values(row).onConflictDoUpdate({ target: drills.slug, set: rest })
    }
  })
  const added = upserts.filter((row) => !stored.has(row.slug)).length
  return { added, changed: upserts.length - added, removed: gone.length }
}
