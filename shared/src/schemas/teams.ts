import * as z from 'zod/mini'
import { isInviteCode, normaliseInviteCode } from '../domain/family/family-codes.ts'
import { CHEER_PHRASE_IDS } from '../domain/teams/cheers.ts'
import { TEAM_NAME_MAX_LENGTH, TIERS } from '../domain/teams/league.ts'
import { TEAM_MEMBER_STATUSES, TEAM_ROLES } from '../domain/teams/membership.ts'
import { TEAM_MESSAGES } from '../domain/messages/teams.ts'
import { noControlCharacters } from './text.ts'

/**
 * The team group API (docs/features/family.md "Team groups and the weekly league"). Who may do what
 * is the server's rule; these schemas say what a well-formed request is. Children never send text:
 * a join code and a phrase id are all a player types or picks.
 */

const TeamName = z
  .string({ error: 'Team name is required' })
  .check(
    z.trim(),
    noControlCharacters('Team name'),
    z.minLength(1, 'Team name is required'),
    z.maxLength(TEAM_NAME_MAX_LENGTH, `Team name must be at most ${TEAM_NAME_MAX_LENGTH} characters`),
  )

/** POST /api/teams (a parent account; the creator is the team's coach). */
export const CreateTeamRequest = z.strictObject({ name: TeamName })
export type CreateTeamRequest = z.infer<typeof CreateTeamRequest>

/** POST /api/teams/join: the code as the coach shared it, any case. */
export const JoinTeamRequest = z.strictObject({
  code: z
    .pipe(z.string({ error: TEAM_MESSAGES.invalidCode }), z.transform(normaliseInviteCode))
    .check(z.refine(isInviteCode, TEAM_MESSAGES.invalidCode)),
})
export type JoinTeamRequest = z.input<typeof JoinTeamRequest>

/** POST /api/teams/{id}/cheers: a teammate's member id and a phrase from the fixed set, nothing else. */
export const CheerRequest = z.strictObject({
  to_member_id: z.uuid(TEAM_MESSAGES.memberNotFound),
  phrase_id: z.enum(CHEER_PHRASE_IDS, { error: 'Choose one of the cheers' }),
})
export type CheerRequest = z.infer<typeof CheerRequest>

/** POST /api/teams/{id}/drills: a drill of the library for the team's week (coach). Nothing else: no message. */
export const AssignDrillRequest = z.strictObject({
  drill_slug: z.string({ error: 'Choose a drill' }).check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Choose a drill'), z.maxLength(80)),
})
export type AssignDrillRequest = z.infer<typeof AssignDrillRequest>

export const TeamIdParams = z.strictObject({ id: z.uuid() })
export const TeamDrillParams = z.strictObject({
  id: z.uuid(),
  slug: z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), z.maxLength(80)),
})
export const TeamMemberParams = z.strictObject({ id: z.uuid(), memberId: z.uuid() })

export const TeamMember = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(TEAM_ROLES),
  status: z.enum(TEAM_MEMBER_STATUSES),
  is_me: z.boolean(),
  /** The caller is this member's parent (they may approve or remove), or the coach (remove). */
  can_approve: z.boolean(),
  can_remove: z.boolean(),
})
export type TeamMember = z.infer<typeof TeamMember>

export const TeamSummary = z.object({
  id: z.string(),
  name: z.string(),
  /** The caller's own place: coach, member, or parent (they follow a child in it). */
  my_role: z.enum(['coach', 'member', 'parent']),
  my_status: z.nullable(z.enum(TEAM_MEMBER_STATUSES)),
  waiting_for_me: z.number(),
})
export type TeamSummary = z.infer<typeof TeamSummary>

export const TeamsResponse = z.object({ teams: z.array(TeamSummary) })
export type TeamsResponse = z.infer<typeof TeamsResponse>

export const LeagueRow = z.object({
  member_id: z.string(),
  name: z.string(),
  training_xp: z.number(),
  game_points: z.number(),
  points: z.number(),
  rank: z.number(),
  tier: z.enum(TIERS.map((t) => t.label) as [string, ...string[]]),
})
export const LeagueResponse = z.object({ week_start: z.string(), rows: z.array(LeagueRow) })
export type LeagueResponse = z.infer<typeof LeagueResponse>

export const ReceivedCheer = z.object({ id: z.string(), from: z.string(), phrase_id: z.string(), text: z.string(), at: z.string() })
export type ReceivedCheer = z.infer<typeof ReceivedCheer>

export const TeamDetail = z.object({
  id: z.string(),
  name: z.string(),
  my_role: z.enum(['coach', 'member', 'parent']),
  my_member_id: z.nullable(z.string()),
  /** Only the coach sees the code. */
  join_code: z.nullable(z.string()),
  members: z.array(TeamMember),
  league: LeagueResponse,
  cheers_received: z.array(ReceivedCheer),
  /** The drills the coach set for this week: they appear in each member's weekly plan. */
  drills: z.array(z.object({ slug: z.string(), title: z.string(), minutes: z.number() })),
})
export type TeamDetail = z.infer<typeof TeamDetail>
export const TeamResponse = z.object({ team: TeamDetail })
export type TeamResponse = z.infer<typeof TeamResponse>

export const JoinTeamResponse = z.object({ team_id: z.string(), status: z.enum(TEAM_MEMBER_STATUSES), message: z.string() })
export const CheerResponse = z.object({ sent: z.boolean(), left_today: z.number() })
