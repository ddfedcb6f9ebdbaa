import { afterEach, describe, expect, it, vi } from 'vitest'
import { OFFLINE_MESSAGES } from '@app/shared/domain/messages/offline.ts'
import { isOfflineError, OfflineError } from '@app/shared/api-client/api-request-error.ts'
import { failureMessage } from './api-failure.ts'
import { api } from './api.ts'

afterEach(() => vi.unstubAllGlobals())

describe('api without a connection', () => {
  it('protects behaviour: a change while the browser is offline is refused at once with "You\'re offline", never sent', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('navigator', { onLine: false })
    vi.stubGlobal('fetch', fetch)
    const error = await api.post('/goals', { title: 'Pass better' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(OfflineError)
    expect(isOfflineError(error)).toBe(true)
    expect(failureMessage(error, 'Could not save')).toBe(OFFLINE_MESSAGES.needsConnection)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('protects behaviour: a request that gets no answer is an offline error the screen shows, not a generic failure', async () => {
    vi.stubGlobal('navigator', { onLine: true })
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    const error = await api.get('/goals').catch((e: unknown) => e)
    expect(isOfflineError(error)).toBe(true)
    expect((error as OfflineError).toJSON()).toMatchObject({ status: 0, code: 'OFFLINE', message: OFFLINE_MESSAGES.needsConnection })
    expect(isOfflineError((error as OfflineError).toJSON())).toBe(true)
  })
})
