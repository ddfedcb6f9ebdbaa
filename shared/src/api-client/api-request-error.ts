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
