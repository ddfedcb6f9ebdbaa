/**
 * Demo mode's answers for the drill library (demo-backend.ts, docs/features/drills.md): the same
 * content the API syncs into its table, searched by the same rule, readable signed out.
 */
import { DRILLS } from '@app/shared/domain/drills/content/index.ts'
import { searchDrills } from '@app/shared/domain/drills/drill-search.ts'
import { toDrillSummary, toDrillView } from '@app/shared/domain/drills/drill-views.ts'
import { DRILL_MESSAGES } from '@app/shared/domain/messages/drills.ts'
import { DrillListQuery, DrillSlugParams } from '@app/shared/schemas/drills.ts'
import { fail, invalid, ok, type Route } from '@app/shared/demo/demo-answers.ts'

const BY_SLUG = new Map(DRILLS.map((drill) => [drill.slug, drill]))

export const DRILL_ROUTES: Route[] = [
  [
    'GET',
    /^\/drills$/,
    (_s, _b, query) => {
      const parsed = DrillListQuery.safeParse(Object.fromEntries(query))
      if (!parsed.success) return invalid(parsed.error.issues)
      return ok({ drills: searchDrills(DRILLS, parsed.data).map(toDrillSummary) })
    },
    true,
  ],
  [
    'GET',
    /^\/drills\/([^/]+)$/,
    (_s, _b, _q, [slug]) => {
      // A malformed slug names no drill: the API answers it like an unknown one.
      const drill = DrillSlugParams.safeParse({ slug }).success ? BY_SLUG.get(slug!) : undefined
      if (!drill) return fail(404, 'NOT_FOUND', DRILL_MESSAGES.notFound)
      const next = drill.next ? BY_SLUG.get(drill.next) : undefined
      return ok({ drill: toDrillView(drill, next ? { slug: next.slug, title: next.title } : null) })
    },
    true,
  ],
]
