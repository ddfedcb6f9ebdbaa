import { type AgeGroup, DEFAULT_AGE_GROUP } from '@app/shared/domain/age-group.ts'
import { selectUser, useAppSelector } from '@app/shared/session/index.ts'

/** The signed-in player's age group (docs/features/games.md), or DEFAULT_AGE_GROUP for visitors and parents. */
export function usePlayerAgeGroup(): AgeGroup {
  return useAppSelector(selectUser)?.age_group ?? DEFAULT_AGE_GROUP
}
