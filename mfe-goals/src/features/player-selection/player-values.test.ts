import { describe, expect, test } from 'vitest'
import { AGE_MESSAGE, checkPlayer, STYLE_MESSAGE } from './player-values.ts'

describe('checkPlayer', () => {
  test('protects behaviour: a style and an age from 6 to 50 are required', () => {
    expect(checkPlayer({ styleId: '', age: '', skill_level: 'beginner' })).toEqual({
      ok: false,
      errors: { styleId: [STYLE_MESSAGE], age: [AGE_MESSAGE] },
    })
    for (const age of ['5', '51', '12.5', 'abc']) expect(checkPlayer({ styleId: 'finisher', age, skill_level: 'beginner' }).ok).toBe(false)
  })

  test('protects behaviour: the age decides the age group the wizard recommends for', () => {
    expect(checkPlayer({ styleId: 'finisher', age: '6', skill_level: 'advanced' })).toEqual({
      ok: true,
      player: { styleId: 'finisher', age: 6, ageGroup: '8-12', skill_level: 'advanced' },
    })
    expect(checkPlayer({ styleId: 'finisher', age: '50', skill_level: 'advanced' })).toMatchObject({
      ok: true,
      player: { ageGroup: '18+' },
    })
  })
})
