/** How a member relates to a family (docs/features/family.md): the invite form's "guardian" is stored as parent. */
export const FAMILY_RELATIONSHIPS = ['parent', 'child'] as const
export type FamilyRelationship = (typeof FAMILY_RELATIONSHIPS)[number]

/** What the family admin may see of a member (docs/features/family.md). */
export const FAMILY_PERMISSION_LEVELS = ['full_access', 'view_only', 'limited'] as const
export type FamilyPermissionLevel = (typeof FAMILY_PERMISSION_LEVELS)[number]

/** A family account starts in its 7-day trial (docs/features/family.md). */
export const FAMILY_SUBSCRIPTION_STATUSES = ['trial', 'active', 'past_due', 'canceled'] as const
export type FamilySubscriptionStatus = (typeof FAMILY_SUBSCRIPTION_STATUSES)[number]

/** A family account holds up to 5 members, its admin included (architecture "Settled readings"). */
export const FAMILY_MEMBER_LIMIT = 5
/** A new family's trial (docs/features/family.md). */
export const FAMILY_TRIAL_DAYS = 7
/** Invitations and link requests stay open this long (docs/features/family.md). */
export const FAMILY_CODE_VALID_DAYS = 7
export const FAMILY_CODE_VALID_MS = FAMILY_CODE_VALID_DAYS * 24 * 60 * 60 * 1000

/** The invite form's choices (docs/features/family.md): "guardian" is stored as parent. */
export const INVITE_RELATIONSHIPS = ['child', 'guardian'] as const
export type InviteRelationship = (typeof INVITE_RELATIONSHIPS)[number]

export function storedRelationship(choice: InviteRelationship): FamilyRelationship {
  return choice === 'guardian' ? 'parent' : 'child'
}

/** Invited parents get full access, everyone else view only (docs/features/family.md). */
export function invitedPermission(relationship: FamilyRelationship): FamilyPermissionLevel {
  return relationship === 'parent' ? 'full_access' : 'view_only'
}

/** A child link request's states (docs/features/family.md). revoked: the admin withdrew it, so a request sent by mistake need not wait to expire. */
export const LINK_REQUEST_STATUSES = ['pending', 'verified', 'accepted', 'rejected', 'revoked'] as const
export type LinkRequestStatus = (typeof LINK_REQUEST_STATUSES)[number]

/** What the dashboard's Pending Link Requests list says for each open state (docs/features/family.md). */
export const LINK_STATUS_TEXT: Record<'pending' | 'verified', string> = {
  pending: 'Awaiting verification',
  verified: "Verified - Awaiting child's response",
}

export function isOpenLinkRequest(request: { status: LinkRequestStatus; expiresAt: number }, now: number): boolean {
  return (request.status === 'pending' || request.status === 'verified') && request.expiresAt > now
}

/** The link request's message when the parent writes none (docs/features/family.md). */
export function defaultLinkMessage(familyName: string): string {
  return `I'd like to add you to our family account: ${familyName}`
}

/** Permission levels as the forms and cards name them (docs/features/family.md). */
export const PERMISSION_LABELS: Record<FamilyPermissionLevel, string> = {
  view_only: 'View only',
  full_access: 'Full access',
  limited: 'Limited',
}
export const PERMISSION_DESCRIPTIONS: Record<FamilyPermissionLevel, string> = {
  view_only: 'See goals and progress',
  full_access: 'View and edit goals',
  limited: 'Basic overview only',
}

/** What the family audit trail records (docs/features/family.md). */
export const AUDIT_ACTIONS = [
  'family_created',
  'family_renamed',
  'member_invited',
  'invitation_accepted',
  'invitation_revoked',
  'link_requested',
  'link_verified',
  'link_accepted',
  'link_rejected',
  'link_revoked',
  'permission_changed',
  'member_updated',
  'member_removed',
  'member_left',
  'view_goals',
  'consent_given',
  'child_account_created',
  'child_account_deleted',
  'goal_edited',
  'goal_approval_changed',
  'push_allowed_changed',
  'goal_approved',
  'goal_declined',
  'child_data_downloaded',
  'data_request_refused',
  'deletion_refused',
  'invitation_refused',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const AUDIT_ACTION_TEXT: Record<AuditAction, string> = {
  family_created: 'created the family',
  family_renamed: 'renamed the family',
  member_invited: 'sent an invitation',
  invitation_accepted: 'joined with an invitation',
  invitation_revoked: 'revoked an invitation',
  link_requested: 'sent a link request',
  link_verified: 'verified a link code',
  link_accepted: 'accepted a link request',
  link_rejected: 'declined a link request',
  link_revoked: 'revoked a link request',
  permission_changed: 'changed a permission',
  member_updated: "updated a member's birth date",
  member_removed: 'removed a member',
  member_left: 'left the family',
  view_goals: "viewed a member's goals",
  consent_given: 'gave parental consent',
  child_account_created: 'created a child account',
  child_account_deleted: "deleted a child's account",
  goal_edited: "edited a child's goal",
  goal_approval_changed: 'changed goal approval',
  push_allowed_changed: 'changed push reminders on a child’s devices',
  goal_approved: "approved a child's goal",
  goal_declined: "sent a child's goal back",
  child_data_downloaded: "downloaded a child's data",
  data_request_refused: "asked for a member's data (refused: they manage their own)",
  deletion_refused: "asked to delete a member's account (refused: they manage their own)",
  invitation_refused: 'tried an invitation sent to another address',
}
