import { LINK_STATUS_TEXT } from '@app/shared/domain/family/family.ts'
import type { InvitationView, LinkRequestView } from '@app/shared/schemas/family.ts'
import type { ChildLinkRequestRow, FamilyInvitationRow } from '../../db/schema/index.ts'

export function toWireInvitation(row: FamilyInvitationRow): InvitationView {
  return {
    id: row.id,
    invited_email: row.invitedEmail,
    relationship_type: row.relationshipType,
    code: row.inviteCode,
    expires_at: new Date(row.expiresAt).toISOString(),
    created_at: new Date(row.createdAt).toISOString(),
  }
}

export function toWireLinkRequest(row: ChildLinkRequestRow): LinkRequestView {
  return {
    id: row.id,
    child_email: row.childEmail,
    permission_level: row.permissionLevel,
    parent_message: row.parentMessage,
    status: row.status,
    status_text: row.status === 'pending' || row.status === 'verified' ? LINK_STATUS_TEXT[row.status] : row.status,
    expires_at: new Date(row.expiresAt).toISOString(),
    created_at: new Date(row.createdAt).toISOString(),
  }
}

/** The account type a person goes back to when they are no longer in a family. */
export function typeOutsideFamily(relationship: 'parent' | 'child'): 'parent' | 'player' {
  return relationship === 'parent' ? 'parent' : 'player'
}
