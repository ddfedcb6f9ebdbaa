/**
 * A team membership's roles and states (docs/features/family.md "Team groups and the weekly league").
 * A player under 13 waits in pending_parent until the parent who consented approves; a player of 13
 * or over joins at once (joining is their acceptance) and their parent is told. Removed rows stay so
 * the parent's and coach's decisions are on record until the account or group goes.
 */
export const TEAM_ROLES = ['coach', 'member'] as const
export type TeamRole = (typeof TEAM_ROLES)[number]
export const TEAM_MEMBER_STATUSES = ['pending_parent', 'active', 'removed'] as const
export type TeamMemberStatus = (typeof TEAM_MEMBER_STATUSES)[number]
