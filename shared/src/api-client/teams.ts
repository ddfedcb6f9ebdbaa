import type {
  AssignDrillRequest,
  CheerRequest,
  CreateTeamRequest,
  JoinTeamRequest,
  LeagueResponse,
  TeamDetail,
  TeamSummary,
} from '@app/shared/schemas/teams.ts'
import { api, type RequestOptions } from '@app/shared/api-client/api.ts'

const id = (value: string) => encodeURIComponent(value)

/** The team group API (edge-api/src/features/teams). Types only: zod stays off the first load. */
export const teamsApi = {
  mine: (options?: RequestOptions) => api.get<{ teams: TeamSummary[] }>('/teams', options).then((r) => r.teams),
  create: (request: CreateTeamRequest) => api.post<{ team: TeamDetail }>('/teams', request).then((r) => r.team),
  join: (request: JoinTeamRequest) => api.post<{ team_id: string; status: string; message: string }>('/teams/join', request),
  get: (teamId: string, options?: RequestOptions) => api.get<{ team: TeamDetail }>(`/teams/${id(teamId)}`, options).then((r) => r.team),
  league: (teamId: string, options?: RequestOptions) => api.get<LeagueResponse>(`/teams/${id(teamId)}/league`, options),
  rotateCode: (teamId: string) => api.post<{ team: TeamDetail }>(`/teams/${id(teamId)}/code`).then((r) => r.team),
  approve: (teamId: string, memberId: string) =>
    api.post<{ team: TeamDetail }>(`/teams/${id(teamId)}/members/${id(memberId)}/approve`).then((r) => r.team),
  decline: (teamId: string, memberId: string) =>
    api.post<{ team: TeamDetail }>(`/teams/${id(teamId)}/members/${id(memberId)}/decline`).then((r) => r.team),
  remove: (teamId: string, memberId: string) => api.del<void>(`/teams/${id(teamId)}/members/${id(memberId)}`),
  assignDrill: (teamId: string, request: AssignDrillRequest) =>
    api.post<{ team: TeamDetail }>(`/teams/${id(teamId)}/drills`, request).then((r) => r.team),
  removeDrill: (teamId: string, slug: string) =>
    api.del<{ team: TeamDetail }>(`/teams/${id(teamId)}/drills/${id(slug)}`).then((r) => r.team),
  cheer: (teamId: string, request: CheerRequest) => api.post<{ sent: boolean; left_today: number }>(`/teams/${id(teamId)}/cheers`, request),
}
