import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ErrorCode } from '@app/shared/schemas/error.ts'

/** The one error type routes throw; the app's onError turns it into `{ error: { code, message, fields? } }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: ContentfulStatusCode,
    message: string,
    readonly fields?: Record<string, string[]>,
    /** Extra response headers, e.g. Retry-After on 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message)
    this.name = 'AppError'
  }
}
