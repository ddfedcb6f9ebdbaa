import type {
  AcceptInvitationRequest,
  ActivityFeedResponse,
  DeclineGoalRequest,
  ConsentReviewResponse,
  CreateChildRequest,
  AuditTrailResponse,
  Family,
  FamilyDashboardResponse,
  FamilyNameRequest,
  InvitationView,
  InviteMemberRequest,
  LinkChildRequest,
  LinkRequestView,
  LinkReview,
  MemberDetailResponse,
  UpdateMemberRequest,
  VerifyLinkCodeRequest,
} from '@app/shared/schemas/family.ts'
import type { Goal, UpdateGoalRequest } from '@app/shared/schemas/goals.ts'
import type { FamilyReportResponse } from '@app/shared/schemas/player-report.ts'
import type { ReportPeriod } from '@app/shared/domain/player-report.ts'
import { api, type RequestOptions } from '@app/shared/api-client/api.ts'

const id = (value: string) => encodeURIComponent(value)

/** The family API (edge-api/src/routes/family). Types only: zod stays off the first load. */
export const familyApi = {
  /** The caller's family, or null when they belong to none. */
  mine: (options?: RequestOptions) => api.get<{ family: Family | null }>('/family', options).then((r) => r.family),
  create: (request: FamilyNameRequest) => api.post<{ family: Family }>('/family', request).then((r) => r.family),
  rename: (request: FamilyNameRequest) => api.patch<{ family: Family }>('/family', request).then((r) => r.family),
  /** Admin only: children overview, open link requests and invitations. */
  dashboard: (options?: RequestOptions) => api.get<FamilyDashboardResponse>('/family/dashboard', options),
  /** Admin only: each child's last 7 or 30 days beside the days before. */
  report: (period: ReportPeriod, options?: RequestOptions) => api.get<FamilyReportResponse>(`/family/report?period=${period}`, options),
  activity: (options?: RequestOptions) => api.get<ActivityFeedResponse>('/family/activity', options).then((r) => r.items),
  invite: (request: InviteMemberRequest) =>
    api.post<{ invitation: InvitationView }>('/family/invitations', request).then((r) => r.invitation),
  revokeInvitation: (invitationId: string) => api.del<void>(`/family/invitations/${id(invitationId)}`),
  acceptInvitation: (request: AcceptInvitationRequest) =>
    api.post<{ family: Family }>('/family/invitations/accept', request).then((r) => r.family),
  requestLink: (request: LinkChildRequest) =>
    api.post<{ link_request: LinkRequestView }>('/family/link-requests', request).then((r) => r.link_request),
  revokeLink: (requestId: string) => api.del<void>(`/family/link-requests/${id(requestId)}`),
  /** The child enters the code from their mail and gets the request to review. */
  verifyLink: (request: VerifyLinkCodeRequest) =>
    api.post<{ request: LinkReview }>('/family/link-requests/verify', request).then((r) => r.request),
  acceptLink: (requestId: string) => api.post<{ family: Family }>(`/family/link-requests/${id(requestId)}/accept`).then((r) => r.family),
  rejectLink: (requestId: string) => api.post<void>(`/family/link-requests/${id(requestId)}/reject`),
  member: (memberId: string, options?: RequestOptions) => api.get<MemberDetailResponse>(`/family/members/${id(memberId)}`, options),
  updateMember: (memberId: string, request: UpdateMemberRequest) =>
    api.patch<{ family: Family }>(`/family/members/${id(memberId)}`, request).then((r) => r.family),
  /** The admin edits a child's goal (the child's link gives full access). */
  editChildGoal: (goalId: string, request: UpdateGoalRequest) =>
    api.put<{ goal: Goal }>(`/family/goals/${id(goalId)}`, request).then((r) => r.goal),
  /** Goal approval: the admin approves a child's waiting goal, or sends it back with an optional note. */
  approveGoal: (goalId: string) => api.post<{ goal: Goal }>(`/family/goals/${id(goalId)}/approve`).then((r) => r.goal),
  declineGoal: (goalId: string, request: DeclineGoalRequest) =>
    api.post<{ goal: Goal }>(`/family/goals/${id(goalId)}/decline`, request).then((r) => r.goal),
  removeMember: (memberId: string) => api.del<void>(`/family/members/${id(memberId)}`),
  leave: () => api.post<void>('/family/leave'),
  audit: (options?: RequestOptions) => api.get<AuditTrailResponse>('/family/audit', options).then((r) => r.entries),
  /** What a parent's approval link (token from the URL hash) is for. */
  consentLookup: (token: string, options?: RequestOptions) => api.post<ConsentReviewResponse>('/family/consent/lookup', { token }, options),
  /** The signed-in parent approves a child under 13; the child joins their family. */
  approveConsent: (token: string) => api.post<{ family: Family }>('/family/consent/approve', { token }).then((r) => r.family),
  /** The admin creates a child's account directly. */
  createChild: (request: CreateChildRequest) => api.post<{ family: Family }>('/family/children', request).then((r) => r.family),
}
