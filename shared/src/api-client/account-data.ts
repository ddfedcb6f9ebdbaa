import { api } from '@app/shared/api-client/api.ts'
import { dataFileName } from '@app/shared/domain/data-file-name.ts'

/** Data rights (edge-api routes/me/account-data.routes.ts and routes/family/child-data.routes.ts). */
export const accountDataApi = {
  exportMine: () => api.get<Record<string, unknown>>('/me/export'),
  deleteMine: (password: string) => api.del<{ ok: true }>('/me', { password }),
  exportChild: (memberId: string) => api.get<Record<string, unknown>>(`/family/members/${encodeURIComponent(memberId)}/export`),
  deleteChild: (memberId: string, password: string) =>
    api.del<{ ok: true }>(`/family/members/${encodeURIComponent(memberId)}/account`, { password }),
}

/** Saves data as a dated .json file through the browser's own download. */
export function saveJson(data: unknown, who: string, at = new Date()): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }))
  const link = document.createElement('a')
  link.href = url
  link.download = dataFileName(who, at)
  document.body.append(link)
  link.click()
  link.remove()
  // After the click has started the download; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
