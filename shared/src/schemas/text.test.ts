import { describe, expect, test } from 'vitest'
import * as z from 'zod/mini'
import { noControlCharacters } from './text.ts'

const line = z.string().check(noControlCharacters('Title'))
const lines = z.string().check(noControlCharacters('Notes', { multiLine: true }))
const messages = (schema: z.ZodMiniType, value: string) => {
  const result = schema.safeParse(value)
  return result.success ? [] : result.error.issues.map((i) => i.message)
}

describe('noControlCharacters', () => {
  test('protects behaviour: a one-line text refuses NUL, escapes, bells and line breaks in our words', () => {
    for (const bad of ['a\u0000b', '\u001b[31mred', 'ding\u0007', 'two\nlines', 'tab\there', 'del\u007f', 'c1\u0085']) {
      expect(messages(line, bad), JSON.stringify(bad)).toEqual(['Title cannot contain control characters'])
    }
    expect(messages(line, 'Sprint 3× a week – “fast” ⚽')).toEqual([])
  })

  test('protects behaviour: a multi-line text keeps \\n and \\t and refuses every other control character', () => {
    expect(messages(lines, 'Monday:\n\tcones\nTuesday')).toEqual([])
    for (const bad of ['a\u0000b', 'windows\r\nline', '\u001b[2J', 'v\u000btab']) {
      expect(messages(lines, bad), JSON.stringify(bad)).toEqual(['Notes cannot contain control characters'])
    }
  })
})
