import type { ErrorCode } from '../schemas/error.ts'

/** What every failed API call throws: the server's stable code and message, plus per-field messages. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError'
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields: Record<string, string[]> = {},
  ) {
    super(message)
  }

  /** A plain copy that can travel through Redux (errors are not serialisable). */
  toJSON(): ApiErrorInfo {
    return { status: this.status, code: this.code, message: this.message, fields: this.fields }
  }
}

/**
 * A request that got no answer: no connection (the browser says it is offline, or the request
 * never reached the server). The UI says "You're offline: this needs a connection" instead of a
 * generic failure; the actions kept on the device (shared/src/offline) queue instead.
 */
export class OfflineError extends ApiRequestError {
  constructor(message: string) {
    super(0, 'OFFLINE', message)
  }
}

/** Whether the error is a request that got no answer (OfflineError, or its plain copy). */
export function isOfflineError(error: unknown): boolean {
  return error instanceof OfflineError || (isErrorInfo(error) && error.code === 'OFFLINE')
}

export type ApiErrorInfo = { status: number; code: ErrorCode; message: string; fields: Record<string, string[]> }

/** Narrows anything caught (an ApiRequestError, its plain copy, or something else) to ApiErrorInfo. */
export function toApiErrorInfo(error: unknown, fallbackMessage: string): ApiErrorInfo {
  if (error instanceof ApiRequestError) return error.toJSON()
  if (isErrorInfo(error)) return error
  return { status: 0, code: 'INTERNAL', message: fallbackMessage, fields: {} }
}

function isErrorInfo(value: unknown): value is ApiErrorInfo {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return typeof v.status === 'number' && typeof v.code === 'string' && typeof v.message === 'string' && typeof v.fields === 'object'
}
