import * as z from 'zod/mini'
import { AGE_GROUPS } from '../domain/age-group.ts'
import { DIAGRAM_ROLES, DRILL_EQUIPMENT, DRILL_SPACES, type DrillEquipment, MOVEMENT_KINDS } from '../domain/drills/drill.ts'
import { WIZARD_PILLARS } from '../domain/goals.ts'
import { DRILL_MESSAGES } from '../domain/messages/drills.ts'
import { SKILL_FOCUSES } from '../domain/training.ts'
import { noControlCharacters } from './text.ts'

/** The longest search the library takes, and the longest time filter (minutes). */
export const DRILL_SEARCH_MAX_LENGTH = 60
export const DRILL_MAX_MINUTES_FILTER = 120

/** 'none' in the equipment filter: nothing at all (docs/features/drills.md). */
const EQUIPMENT_WORDS: readonly string[] = [...DRILL_EQUIPMENT, 'none']

/**
 * GET /api/drills: every filter optional. `equipment` is what the player has, comma-separated
 * ('ball,wall', or 'none'): drills needing anything else are left out. `q` matches words of the
 * title, summary and tags.
 */
export const DrillListQuery = z.strictObject({
  pillar: z.optional(z.enum(WIZARD_PILLARS, { error: DRILL_MESSAGES.pillar })),
  age_group: z.optional(z.enum(AGE_GROUPS, { error: DRILL_MESSAGES.ageGroup })),
  equipment: z.optional(
    z.pipe(
      z.string({ error: DRILL_MESSAGES.equipment }).check(
        z.maxLength(80, DRILL_MESSAGES.equipment),
        z.refine((v) => v.split(',').every((w) => EQUIPMENT_WORDS.includes(w.trim())), DRILL_MESSAGES.equipment),
      ),
      z.transform((v) =>
        v
          .split(',')
          .map((w) => w.trim())
          .filter((w): w is DrillEquipment => w !== 'none'),
      ),
    ),
  ),
  max_minutes: z.optional(
    z.coerce
      .number({ error: DRILL_MESSAGES.maxMinutes })
      .check(
        z.int(DRILL_MESSAGES.maxMinutes),
        z.gte(5, DRILL_MESSAGES.maxMinutes),
        z.lte(DRILL_MAX_MINUTES_FILTER, DRILL_MESSAGES.maxMinutes),
      ),
  ),
  q: z.optional(
    z.string().check(z.trim(), z.maxLength(DRILL_SEARCH_MAX_LENGTH, DRILL_MESSAGES.searchTooLong), noControlCharacters('The search')),
  ),
})
export type DrillListQuery = z.input<typeof DrillListQuery>

/** A drill's path parameter: a slug ('wall-pass-one-touch'). Anything else names no drill (404). */
export const DrillSlugParams = z.strictObject({ slug: z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), z.maxLength(80)) })

const Point = z.object({ x: z.number(), y: z.number() })
const DiagramElementWire = z.union([
  z.object({ id: z.string(), kind: z.literal('player'), role: z.enum(DIAGRAM_ROLES), at: Point, label: z.optional(z.string()) }),
  z.object({ id: z.string(), kind: z.enum(['ball', 'cone']), at: Point }),
  z.object({ id: z.string(), kind: z.enum(['goal', 'wall']), from: Point, to: Point }),
  z.object({ id: z.string(), kind: z.literal('zone'), from: Point, to: Point, label: z.optional(z.string()) }),
  z.object({ id: z.string(), kind: z.literal('label'), at: Point, text: z.string() }),
])
/** The diagram as data (shared/src/domain/drills/drill.ts DrillDiagram): one renderer draws them all. */
export const DrillDiagramWire = z.object({
  width: z.number(),
  height: z.number(),
  elements: z.array(DiagramElementWire),
  movements: z.array(z.object({ element: z.string(), kind: z.enum(MOVEMENT_KINDS), step: z.int(), path: z.array(Point) })),
})

/** A drill in the library's list: what a card shows. */
export const DrillSummary = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  pillar: z.enum(WIZARD_PILLARS),
  age_groups: z.array(z.enum(AGE_GROUPS)),
  equipment: z.array(z.enum(DRILL_EQUIPMENT)),
  space: z.enum(DRILL_SPACES),
  minutes: z.int(),
  level: z.int(),
})
export type DrillSummary = z.infer<typeof DrillSummary>
export const DrillListResponse = z.object({ drills: z.array(DrillSummary) })

/** A whole drill, with the title of the drill its progression leads to. */
export const DrillView = z.object({
  ...DrillSummary.shape,
  skills: z.array(z.enum(SKILL_FOCUSES)),
  tags: z.array(z.string()),
  steps: z.array(z.string()),
  coaching_points: z.array(z.string()),
  progression: z.string(),
  next: z.nullable(z.object({ slug: z.string(), title: z.string() })),
  safety: z.nullable(z.string()),
  diagram: DrillDiagramWire,
})
export type DrillView = z.infer<typeof DrillView>
export const DrillResponse = z.object({ drill: DrillView })
