import type { SkillLevel } from '@app/shared/domain/account.ts'
import { ageGroupFromAge, STYLE_SCREEN_AGE } from '@app/shared/domain/age-group.ts'
import type { WizardPlayer } from '@app/shared/domain/goal-wizard.ts'
import { findPlayerStyle } from '@app/shared/domain/player-styles.ts'

/** The style screen as typed. */
export type PlayerValues = { styleId: string; age: string; skill_level: SkillLevel }

export const EMPTY_PLAYER: PlayerValues = { styleId: '', age: '', skill_level: 'intermediate' }

/** Worded like the sign-up form's age rule, with this screen's range (6 to 50). */
export const AGE_MESSAGE = `Age must be between ${STYLE_SCREEN_AGE.min} and ${STYLE_SCREEN_AGE.max}`
export const STYLE_MESSAGE = 'Choose a playing style'

export type PlayerCheck = { ok: true; player: WizardPlayer } | { ok: false; errors: Partial<Record<keyof PlayerValues, string[]>> }

/** A style, and an age (required, whole years, 6 to 50), make the player the wizard starts from. */
export function checkPlayer(values: PlayerValues): PlayerCheck {
  const errors: Partial<Record<keyof PlayerValues, string[]>> = {}
  if (!findPlayerStyle(values.styleId)) errors.styleId = [STYLE_MESSAGE]
  const age = Number(values.age)
  if (values.age.trim() === '' || !Number.isInteger(age) || age < STYLE_SCREEN_AGE.min || age > STYLE_SCREEN_AGE.max)
    errors.age = [AGE_MESSAGE]
  if (errors.styleId || errors.age) return { ok: false, errors }
  return { ok: true, player: { styleId: values.styleId, age, ageGroup: ageGroupFromAge(age), skill_level: values.skill_level } }
}
