import type { Context, ErrorHandler, NotFoundHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ApiErrorBody, ErrorCode } from '@app/shared/schemas/error.ts'
import { PLATFORM_MESSAGES } from '@app/shared/domain/messages/platform.ts'
import { databaseTrouble, reportDatabaseFailure } from '../db/errors.ts'
import { AppError } from './app-error.ts'
import { routeOf } from './request-context.ts'

function errorJson(c: Context, status: ContentfulStatusCode, error: ApiErrorBody['error']) {
  return c.json({ error } satisfies ApiErrorBody, status)
}

// Hono itself throws HTTPException for a few protocol problems (malformed JSON is a 400 from its
// validator); they keep their status and get the code that status means.
const CODE_FOR_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'VALIDATION_FAILED',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
}

export const onError: ErrorHandler = (err, c) => {
  if (err instanceof AppError) {
    for (const [name, value] of Object.entries(err.headers ?? {})) c.header(name, value)
    return errorJson(c, err.status, { code: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) })
  }
  if (err instanceof HTTPException && CODE_FOR_STATUS[err.status]) {
    return errorJson(c, err.status as ContentfulStatusCode, { code: CODE_FOR_STATUS[err.status]!, message: err.message || 'Bad request' })
  }
  // The database cannot be written (full disk, read-only file): the request changed nothing and
  // may be tried again later. Logged once per burst with SQLite's own error (db/errors.ts).
  if (databaseTrouble(err)) {
    reportDatabaseFailure(err)
    c.header('Retry-After', '60')
    return errorJson(c, 503, { code: 'DATABASE_UNAVAILABLE', message: PLATFORM_MESSAGES.databaseUnavailable })
  }
  // Unexpected: log everything for us, once, as one JSON line with the request's id (the line the
  // request writes says 500 under the same id); tell the client nothing about the internals. The
  // route's pattern, not its path: paths carry ids and tokens.
  console.error(JSON.stringify({
    msg: 'request failed',
    requestId: c.get('requestId') ?? null,
    method: c.req.method,
    route: routeOf(c),
    error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
    stack: err instanceof Error ? err.stack : undefined,
  }))
  return errorJson(c, 500, { code: 'INTERNAL', message: 'Something went wrong' })
}

export const onNotFound: NotFoundHandler = (c) =>
  errorJson(c, 404, { code: 'NOT_FOUND', message: `No route for ${c.req.method} ${c.req.path}` })
