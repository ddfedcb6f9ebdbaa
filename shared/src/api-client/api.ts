import { AUTH_MESSAGES } from '@app/shared/domain/messages/auth.ts'
import { type ErrorCode, readApiError } from '@app/shared/schemas/error-codes.ts'
// By package name, not relative: Module Federation then shares one class, so instanceof holds.
import { ApiRequestError, OfflineError } from '@app/shared/api-client/api-request-error.ts'
import { OFFLINE_MESSAGES } from '@app/shared/domain/messages/offline.ts'
import { isDemoMode } from '@app/shared/demo/demo-mode.ts'
import { takeEarlyRead } from '@app/shared/early/early-reads.ts'

/** Every API route lives under /api on the page's own origin (the front-end servers forward it). */
export const API_BASE = '/api'

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
export type RequestOptions = {
  signal?: AbortSignal
  headers?: Record<string, string>
  /** never ask for a code and retry */
  noStepUp?: boolean
}

/**
 * Asks the person for a code from their authenticator app (the shell shows a dialog) and resolves
 * true once the server accepted it, false if they cancelled.
 */
export type SecondFactorPrompt = () => Promise<boolean>
let prompt: SecondFactorPrompt | null = null
/** The page that can ask for a code registers here; every area's requests then use it. */
export function setSecondFactorPrompt(handler: SecondFactorPrompt | null): void {
  prompt = handler
}
/** A change refused until a code is entered (a wrong code names its field instead). */
const needsStepUp = (e: ApiRequestError) => e.code === 'SECOND_FACTOR_REQUIRED' && e.status === 403 && Object.keys(e.fields).length === 0

/** Code for an error answer whose body is not the API's JSON shape (a proxy's 502 page, say). */
function codeForStatus(status: number): ErrorCode {
  if (status === 400) return 'VALIDATION_FAILED'
  if (status === 401) return 'UNAUTHENTICATED'
  if (status === 403) return 'FORBIDDEN'
  if (status === 404) return 'NOT_FOUND'
  if (status === 409) return 'CONFLICT'
  if (status === 429) return 'RATE_LIMITED'
  return 'INTERNAL'
}

/** Turns an error answer into the one error type callers handle; unknown shapes get the generic text. */
export function errorFromResponse(status: number, body: unknown): ApiRequestError {
  const error = readApiError(body)
  if (error) return new ApiRequestError(status, error.code, error.message, error.fields ?? {})
  const message = status === 429 ? AUTH_MESSAGES.tooManyAttempts : AUTH_MESSAGES.genericError
  return new ApiRequestError(status, codeForStatus(status), message)
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

async function request<T>(method: Method, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  // Demo mode has no API: the in-browser stand-in answers, loaded only then (off the first load).
  if (isDemoMode()) {
    const { answerDemo } = await import('@app/shared/demo/demo-backend.ts')
    const answer = answerDemo(method, path, body === undefined ? undefined : JSON.parse(JSON.stringify(body)))
    if (answer.status >= 400) throw errorFromResponse(answer.status, answer.body)
    return answer.body as T
  }
  // A read the shell's entry started for this page (early/early-reads.ts) answers the first ask.
  const early = method === 'GET' ? await takeEarlyRead(path) : undefined
  if (early) {
    options.signal?.throwIfAborted()
    if (early.status >= 400) throw errorFromResponse(early.status, early.body)
    return early.body as T
  }
  // A change cannot reach the server without a connection: say so at once. Reads still go out, as
  // the service worker may answer them from the last data.
  if (method !== 'GET' && typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new OfflineError(OFFLINE_MESSAGES.needsConnection)
  }
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  let res: Response
  try {
    res = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      // The session is an HttpOnly cookie on this origin: send it, never to other origins.
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    })
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err
    // Offline, DNS, refused connection: no answer at all, so no server message to show.
    throw new OfflineError(OFFLINE_MESSAGES.needsConnection)
  }
  const json = await readJson(res)
  if (!res.ok) {
    const error = errorFromResponse(res.status, json)
    // Once: enter the code, then the same request again; cancelled, the refusal stands.
    if (needsStepUp(error) && prompt && !options.noStepUp && (await prompt())) {
      return request<T>(method, path, body, { ...options, noStepUp: true })
    }
    throw error
  }
  return json as T
}

/**
 * The one way front-end code talks to the edge API. Paths are relative to /api; every failure
 * throws ApiRequestError with the server's stable `code`.
 * @example const { user } = await api.get<UserResponse>('/me')
 */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  del: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('DELETE', path, body, options),
}
