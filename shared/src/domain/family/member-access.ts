import { todayIn } from '../calendar-day.ts'
import type { FamilyPermissionLevel } from './family.ts'

/** What a family member may see of another (docs/features/family.md). */
export type MemberAccess = 'all' | 'overview' | 'none'

export const CHILD_PROTECTION_AGE = 13

/** Whole years from a birth date (YYYY-MM-DD) to a calendar day. */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number]
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number]
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0)
}

/**
 * Under 13 by birth date; without one, by the age on the account (a linked child's own sign-up age),
 * so a child without a birth date on file is never treated as older than they said.
 */
export function isUnder13(member: { birthDate: string | null; age: number | null }, today: string): boolean {
  if (member.birthDate) return ageOn(member.birthDate, today) < CHILD_PROTECTION_AGE
  return member.age !== null && member.age < CHILD_PROTECTION_AGE
}

/**
 * The access table (docs/features/family.md): the admin sees every member; a member sees themself; anyone else in
 * the family sees nothing of a child under 13, a basic overview of a limited member, and all of the
 * rest. Under 13 here errs towards hiding: a protected child (isProtectedChild, from the recorded
 * consent), or anyone under 13 by the birth date or age on file.
 */
export function memberAccess(
  viewer: { userId: string; isAdmin: boolean },
  member: {
    userId: string
    permissionLevel: FamilyPermissionLevel
    birthDate: string | null
    age: number | null
    protectedChild?: boolean
  },
  now: number,
  timeZone = 'UTC',
): MemberAccess {
  if (viewer.isAdmin || viewer.userId === member.userId) return 'all'
  if (member.protectedChild || isUnder13(member, todayIn(new Date(now), timeZone))) return 'none'
  return member.permissionLevel === 'limited' ? 'overview' : 'all'
}

/**
 * Link permissions (docs/features/family.md): full access is "view and edit goals". The family admin edits the goals
 * of a child whose link gives full access; view only and limited links only look.
 */
export function adminEditsGoals(
  viewer: { userId: string; isAdmin: boolean },
  member: { userId: string; relationship: string; permissionLevel: FamilyPermissionLevel },
): boolean {
  return viewer.isAdmin && viewer.userId !== member.userId && member.relationship === 'child' && member.permissionLevel === 'full_access'
}
