import * as z from 'zod/mini'
import { REFLECTION_MAX_LENGTH } from '../domain/mindset.ts'
import { MINDSET_MESSAGES } from '../domain/messages/mindset.ts'
import { CalendarDayString } from './goals.ts'
import { noControlCharacters } from './text.ts'

/** One answer: trimmed, blank means not answered, at most 500 characters. */
const Answer = z.optional(
  z.pipe(
    z.nullable(
      z
        .string({ error: MINDSET_MESSAGES.answerTooLong })
        .check(
          z.trim(),
          noControlCharacters('An answer', { multiLine: true }),
          z.maxLength(REFLECTION_MAX_LENGTH, MINDSET_MESSAGES.answerTooLong),
        ),
    ),
    z.transform((a) => (a ? a : null)),
  ),
)

/** POST /api/mindset/entries: a reflection, at least one question answered. */
export const SaveReflectionRequest = z
  .strictObject({ went_well: Answer, learned: Answer, next_focus: Answer })
  .check(z.refine((v) => Boolean(v.went_well || v.learned || v.next_focus), { message: MINDSET_MESSAGES.answerOne, path: ['went_well'] }))
export type SaveReflectionRequest = z.input<typeof SaveReflectionRequest>

export const ReflectionEntry = z.object({
  id: z.string(),
  day: CalendarDayString,
  went_well: z.nullable(z.string()),
  learned: z.nullable(z.string()),
  next_focus: z.nullable(z.string()),
  created_at: z.string(),
})
export type ReflectionEntry = z.infer<typeof ReflectionEntry>
export const ReflectionListResponse = z.object({ entries: z.array(ReflectionEntry) })
export const ReflectionResponse = z.object({ entry: ReflectionEntry })
