/** The three age groups the product writes content for (docs/features/account-and-security.md). */
export const AGE_GROUPS = ['8-12', '13-17', '18+'] as const
export type AgeGroup = (typeof AGE_GROUPS)[number]

/** Used when a profile has no age (parents, older accounts): the default (docs/features/account-and-security.md). */
export const DEFAULT_AGE_GROUP: AgeGroup = '13-17'

/** Youngest age anyone may hold an account (docs/features/account-and-security.md). */
export const MIN_USER_AGE = 6
/** Player age accepted on the sign-up form (docs/features/account-and-security.md). */
export const SIGN_UP_AGE = { min: 6, max: 18 } as const
/** Age accepted on the playing-style screen (docs/features/account-and-security.md). */
export const STYLE_SCREEN_AGE = { min: 6, max: 50 } as const

/**
 * Age group from age (docs/features/account-and-security.md): 12 or less is 8-12, 13 to 17 is 13-17, otherwise 18+.
 * @example ageGroupFromAge(12) // '8-12'
 */
export function ageGroupFromAge(age: number | null | undefined): AgeGroup {
  if (age == null || !Number.isFinite(age)) return DEFAULT_AGE_GROUP
  if (age <= 12) return '8-12'
  if (age <= 17) return '13-17'
  return '18+'
}
