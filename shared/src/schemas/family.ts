import * as z from 'zod/mini'
import { ACTIVITY_TYPES } from '../domain/family/activity-feed.ts'
import { isInviteCode, isLinkCode, normaliseInviteCode } from '../domain/family/family-codes.ts'
import {
  AUDIT_ACTIONS,
  FAMILY_PERMISSION_LEVELS,
  FAMILY_RELATIONSHIPS,
  FAMILY_SUBSCRIPTION_STATUSES,
  INVITE_RELATIONSHIPS,
  LINK_REQUEST_STATUSES,
} from '../domain/family/family.ts'
import { FAMILY_MESSAGES } from '../domain/messages/family.ts'
import { APPROVAL_NOTE_MAX_LENGTH } from '../domain/family/goal-approval.ts'
import { SIGN_UP_AGE } from '../domain/age-group.ts'
import { Email, NewPassword } from './auth.ts'
import { CalendarDayString, Goal } from './goals.ts'
import { noControlCharacters } from './text.ts'

/**
 * The family API (edge-api/src/routes/family). Every rule about who may do what is the server's;
 * these schemas only say what a well-formed request is.
 */

const emailOf = (required: string) =>
  z.pipe(
    z.string({ error: required }).check(z.trim(), z.toLowerCase(), z.minLength(1, required), z.maxLength(254, 'Email is too long')),
    z.email('Please enter a valid email address'),
  )

const FamilyName = z
  .string({ error: FAMILY_MESSAGES.familyNameRequired })
  .check(
    z.trim(),
    noControlCharacters('Family name'),
    z.minLength(1, FAMILY_MESSAGES.familyNameRequired),
    z.maxLength(80, 'Family name must be at most 80 characters'),
  )

const PermissionLevel = z.enum(FAMILY_PERMISSION_LEVELS, { error: 'Choose view only, full access or limited' })

/** POST /api/family (Create Family Account) and PATCH /api/family (rename). */
export const FamilyNameRequest = z.strictObject({ family_name: FamilyName })
export type FamilyNameRequest = z.infer<typeof FamilyNameRequest>

/** POST /api/family/invitations (email required; child or guardian, default child). */
export const InviteMemberRequest = z.strictObject({
  email: emailOf(FAMILY_MESSAGES.emailRequired),
  relationship: z._default(z.enum(INVITE_RELATIONSHIPS, { error: 'Choose child or guardian' }), 'child'),
})
export type InviteMemberRequest = z.input<typeof InviteMemberRequest>

/** POST /api/family/invitations/accept: the code is upper-cased (docs/features/family.md). */
export const AcceptInvitationRequest = z.strictObject({
  code: z.pipe(z.string({ error: FAMILY_MESSAGES.inviteCodeRequired }), z.transform(normaliseInviteCode)).check(
    z.refine((code) => code.length > 0, FAMILY_MESSAGES.inviteCodeRequired),
    z.refine(isInviteCode, FAMILY_MESSAGES.invalidInvitation),
  ),
})
export type AcceptInvitationRequest = z.input<typeof AcceptInvitationRequest>

/** POST /api/family/link-requests (the child's sign-in email; view_only by default). */
export const LinkChildRequest = z.strictObject({
  child_email: emailOf(FAMILY_MESSAGES.childEmailRequired),
  permission_level: z._default(PermissionLevel, 'view_only'),
  message: z.pipe(
    z.optional(
      z
        .string()
        .check(z.trim(), noControlCharacters('Message', { multiLine: true }), z.maxLength(500, 'Message must be at most 500 characters')),
    ),
    z.transform((m) => (m ? m : null)),
  ),
})
export type LinkChildRequest = z.input<typeof LinkChildRequest>

/** POST /api/family/link-requests/verify: digits only, exactly 6 (docs/features/family.md). */
export const VerifyLinkCodeRequest = z.strictObject({
  code: z.string({ error: FAMILY_MESSAGES.codeInvalid }).check(z.trim(), z.refine(isLinkCode, FAMILY_MESSAGES.codeInvalid)),
})
export type VerifyLinkCodeRequest = z.input<typeof VerifyLinkCodeRequest>

/** PATCH /api/family/members/:id: the admin changes a permission, records a birth date or turns goal approval on or off. */
export const UpdateMemberRequest = z
  .strictObject({
    permission_level: z.optional(PermissionLevel),
    birth_date: z.optional(z.nullable(CalendarDayString)),
    goal_approval: z.optional(z.boolean()),
    /** A child's devices may take push reminders (docs/features/notifications.md, "Push"). */
    push_allowed: z.optional(z.boolean()),
  })
  .check(
    z.refine(
      (v) =>
        v.permission_level !== undefined || v.birth_date !== undefined || v.goal_approval !== undefined || v.push_allowed !== undefined,
      'Send a permission level, a birth date, goal approval or push reminders',
    ),
  )
export type UpdateMemberRequest = z.input<typeof UpdateMemberRequest>

export const FamilyIdParams = z.strictObject({ id: z.uuid() })

export const FamilyMember = z.object({
  id: z.string(),
  user_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  relationship_type: z.enum(FAMILY_RELATIONSHIPS),
  permission_level: z.enum(FAMILY_PERMISSION_LEVELS),
  birth_date: z.nullable(CalendarDayString),
  is_admin: z.boolean(),
  /** The admin asked that this child's new goals wait for approval. */
  goal_approval: z.boolean(),
  /** The admin allowed this child's devices to take push reminders (a child under 13 gets none without it). */
  push_allowed: z.boolean(),
})
export type FamilyMember = z.infer<typeof FamilyMember>

/** The caller's family as any member sees it. */
export const Family = z.object({
  id: z.string(),
  family_name: z.string(),
  subscription_status: z.enum(FAMILY_SUBSCRIPTION_STATUSES),
  trial_ends_at: z.string(),
  member_limit: z.int(),
  role: z.enum(['admin', 'member']),
  my_member_id: z.string(),
  members: z.array(FamilyMember),
})
export type Family = z.infer<typeof Family>

export const FamilyResponse = z.object({ family: z.nullable(Family) })
export type FamilyResponse = z.infer<typeof FamilyResponse>

export const ChildOverview = z.object({
  member_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  permission_level: z.enum(FAMILY_PERMISSION_LEVELS),
  level: z.int(),
  level_title: z.string(),
  current_streak: z.int(),
  active_goals: z.int(),
  last_activity_at: z.nullable(z.string()),
})
export type ChildOverview = z.infer<typeof ChildOverview>

export const InvitationView = z.object({
  id: z.string(),
  invited_email: z.string(),
  relationship_type: z.enum(FAMILY_RELATIONSHIPS),
  code: z.string(),
  expires_at: z.string(),
  created_at: z.string(),
})
export type InvitationView = z.infer<typeof InvitationView>

/** A link request as the admin sees it: never its code (only the child's mailbox has that). */
export const LinkRequestView = z.object({
  id: z.string(),
  child_email: z.string(),
  permission_level: z.enum(FAMILY_PERMISSION_LEVELS),
  parent_message: z.string(),
  status: z.enum(LINK_REQUEST_STATUSES),
  status_text: z.string(),
  expires_at: z.string(),
  created_at: z.string(),
})
export type LinkRequestView = z.infer<typeof LinkRequestView>

/** A child's goal waiting for the admin's approval. */
export const GoalApprovalView = z.object({ goal: Goal, member_id: z.string(), first_name: z.string() })
export type GoalApprovalView = z.infer<typeof GoalApprovalView>

/** POST /api/family/goals/:id/decline: the admin sends a goal back, with a note if they like. */
export const DeclineGoalRequest = z.strictObject({
  note: z.optional(
    z.pipe(
      z.nullable(
        z
          .string({ error: FAMILY_MESSAGES.approvalNoteTooLong })
          .check(
            z.trim(),
            noControlCharacters('Note', { multiLine: true }),
            z.maxLength(APPROVAL_NOTE_MAX_LENGTH, FAMILY_MESSAGES.approvalNoteTooLong),
          ),
      ),
      z.transform((n) => (n ? n : null)),
    ),
  ),
})
export type DeclineGoalRequest = z.input<typeof DeclineGoalRequest>

/** GET /api/family/dashboard (admin only). */
export const FamilyDashboardResponse = z.object({
  family: Family,
  children: z.array(ChildOverview),
  link_requests: z.array(LinkRequestView),
  invitations: z.array(InvitationView),
  goal_approvals: z.array(GoalApprovalView),
})
export type FamilyDashboardResponse = z.infer<typeof FamilyDashboardResponse>

export const ActivityItemView = z.object({
  type: z.enum(ACTIVITY_TYPES),
  description: z.string(),
  at: z.string(),
  member_id: z.string(),
  member_name: z.string(),
})
export type ActivityItemView = z.infer<typeof ActivityItemView>
export const ActivityFeedResponse = z.object({ items: z.array(ActivityItemView) })
export type ActivityFeedResponse = z.infer<typeof ActivityFeedResponse>

export const InvitationResponse = z.object({ invitation: InvitationView })
export const LinkRequestResponse = z.object({ link_request: LinkRequestView })

/** What the child reviews after entering the right code (docs/features/family.md). */
export const LinkReview = z.object({
  id: z.string(),
  family_name: z.string(),
  parent_name: z.string(),
  permission_level: z.enum(FAMILY_PERMISSION_LEVELS),
  parent_message: z.string(),
  expires_at: z.string(),
})
export type LinkReview = z.infer<typeof LinkReview>
export const LinkReviewResponse = z.object({ request: LinkReview })

export const MemberStats = z.object({
  level: z.int(),
  level_title: z.string(),
  current_streak: z.int(),
  longest_streak: z.int(),
  total_training_days: z.int(),
  active_goals: z.int(),
  completed_goals: z.int(),
})
export type MemberStats = z.infer<typeof MemberStats>

/** GET /api/family/members/:id: 'overview' (a limited member) carries no goals. */
export const MemberDetailResponse = z.object({
  member: FamilyMember,
  access: z.enum(['all', 'overview']),
  stats: MemberStats,
  goals: z.nullable(z.array(Goal)),
  /** The viewer may download and delete this member's account (the admin, for a child under 13). */
  can_manage_account: z.boolean(),
  /** The viewer may edit this member's goals (the admin, for a child with full access). */
  can_edit_goals: z.boolean(),
})
export type MemberDetailResponse = z.infer<typeof MemberDetailResponse>

export const AuditEntry = z.object({
  id: z.string(),
  action_type: z.enum(AUDIT_ACTIONS),
  actor_name: z.string(),
  subject_name: z.nullable(z.string()),
  detail: z.nullable(z.string()),
  at: z.string(),
})
export type AuditEntry = z.infer<typeof AuditEntry>
export const AuditTrailResponse = z.object({ entries: z.array(AuditEntry) })
export type AuditTrailResponse = z.infer<typeof AuditTrailResponse>

/** POST /api/family/consent/lookup and /approve: the token from the parent's mailed link. */
export const ConsentTokenRequest = z.strictObject({
  token: z
    .string()
    .check(
      z.minLength(20, 'This approval link is invalid or has expired'),
      z.maxLength(100, 'This approval link is invalid or has expired'),
    ),
})
export type ConsentTokenRequest = z.input<typeof ConsentTokenRequest>

/** What the parent reads before approving. */
export const ConsentReviewResponse = z.object({
  child_first_name: z.string(),
  child_age: z.nullable(z.int()),
  parent_email: z.string(),
  consent_text: z.string(),
  consent_version: z.string(),
  expires_at: z.string(),
})
export type ConsentReviewResponse = z.infer<typeof ConsentReviewResponse>

const CHILD_AGE = `Age must be between ${SIGN_UP_AGE.min} and ${SIGN_UP_AGE.max}`

/** POST /api/family/children: the admin creates a child's account directly (consent given by making it). */
export const CreateChildRequest = z.strictObject({
  first_name: z
    .string({ error: 'Please enter a first name' })
    .check(
      z.trim(),
      noControlCharacters('First name'),
      z.minLength(1, 'Please enter a first name'),
      z.maxLength(60, 'First name is too long'),
    ),
  last_name: z
    .string({ error: 'Please enter a last name' })
    .check(
      z.trim(),
      noControlCharacters('Last name'),
      z.minLength(1, 'Please enter a last name'),
      z.maxLength(60, 'Last name is too long'),
    ),
  email: Email,
  password: NewPassword,
  age: z.number({ error: CHILD_AGE }).check(z.int(CHILD_AGE), z.gte(SIGN_UP_AGE.min, CHILD_AGE), z.lte(SIGN_UP_AGE.max, CHILD_AGE)),
  birth_date: z.optional(z.nullable(CalendarDayString)),
})
export type CreateChildRequest = z.input<typeof CreateChildRequest>
