import { createHash, timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { CLIENT_ERROR_MESSAGES } from '@app/shared/domain/messages/client-errors.ts'
import { ClientErrorAccepted, ClientErrorCounts, ClientErrorCountsQuery, ClientErrorReport } from '@app/shared/schemas/client-errors.ts'
import { RemoteLoadAccepted, RemoteLoadReport, RemoteVersions, RemoteVersionsQuery } from '@app/shared/schemas/remote-loads.ts'
import type { AppDeps } from '../../app-deps.ts'
import type { AppEnv } from '../../http/app-env.ts'
import { AppError } from '../../http/app-error.ts'
import { bodySizeLimit } from '../../http/body-size.ts'
import { clientAddress, fromThisMachine } from '../../http/client-address.ts'
import { valid } from '../../http/validation.ts'
import type { RouteDoc } from '../../openapi/registry.ts'
import { countReport, countsSince, REPORT_WINDOW_MS, windowStartOf } from './client-errors.queries.ts'
import { countLoad, versionsSince } from './remote-loads.queries.ts'

/** A report is a few hundred characters; anything much larger is not one. */
const REPORT_BODY_BYTES = 4 * 1024

export const clientErrorsDocs: RouteDoc[] = [
  {
    tag: 'meta',
    method: 'post',
    path: '/api/client-errors',
    summary:
      "A browser's uncaught error or failed remote load, with the remote and its deployed version; counted, signed in or not (docs/features/platform.md)",
    body: ClientErrorReport,
    success: {
      status: 202,
      description: 'Counted, into an identical report of the same window if there is one',
      schema: ClientErrorAccepted,
    },
    errors: [400, 403, 413, 415, 429],
    errorNotes: { 429: 'Too many reports from this address or from everyone this minute, or too many different errors this window' },
  },
  {
    tag: 'meta',
    method: 'get',
    path: '/api/ops/client-errors',
    summary: 'Operators: error reports per remote, version and kind since a time (from the API machine, or with the OPS_TOKEN)',
    query: ClientErrorCountsQuery,
    success: { status: 200, description: 'Counts, grouped', schema: ClientErrorCounts },
    errors: [400, 403],
  },
  {
    tag: 'meta',
    method: 'post',
    path: '/api/remote-loads',
    summary: "A page loaded a remote's App in this deployed version: the denominator of its error rate (docs/features/platform.md)",
    body: RemoteLoadReport,
    success: { status: 202, description: "Counted into the version's window", schema: RemoteLoadAccepted },
    errors: [400, 403, 413, 415, 429],
    errorNotes: { 429: 'Too many loads from this address this minute, or too many different versions this window' },
  },
  {
    tag: 'meta',
    method: 'get',
    path: '/api/ops/remote-versions',
    summary:
      'Operators: page loads, errors and load failures per remote version since a time (from the API machine, or with the OPS_TOKEN)',
    query: RemoteVersionsQuery,
    success: { status: 200, description: 'One entry per remote version seen in the period', schema: RemoteVersions },
    errors: [400, 403],
  },
]

/** A load report is a remote's name and a version. */
const LOAD_BODY_BYTES = 1024

const digest = (value: string) => createHash('sha256').update(value).digest()

/**
 * Error counts carry no personal data, but they tell anyone how a release is doing: they answer a
 * caller on the API's own machine (as the dev outbox does), or one that sends the configured
 * OPS_TOKEN as a bearer token (a deployed API, asked by `npm run deploys`).
 */
function operatorsOnly(opsToken: string | null) {
  const expected = opsToken ? digest(opsToken) : null
  return createMiddleware<AppEnv>(async (c, next) => {
    const given = c.req.header('authorization')?.match(/^Bearer (.+)$/)?.[1]
    const tokenOk = expected !== null && given !== undefined && timingSafeEqual(digest(given), expected)
    if (!tokenOk && !fromThisMachine(c)) throw new AppError('FORBIDDEN', 403, CLIENT_ERROR_MESSAGES.opsOnly)
    await next()
  })
}

/** Runs a limiter check, answering a refusal in this route's own words (the limiter's are about sign-in). */
async function limited(check: () => Promise<void> | void, message: string = CLIENT_ERROR_MESSAGES.tooMany): Promise<void> {
  try {
    await check()
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') {
      throw new AppError(error.code, error.status, message, undefined, error.headers)
    }
    throw error
  }
}

/**
 * Errors from browsers, and page loads per remote version (docs/features/platform.md, "Errors from
 * browsers" and "Automatic rollback"). No session is read.
 */
export function clientErrorsRoutes({ database, now, limiter, config }: AppDeps) {
  const rules = config.rateLimits.clientErrors
  const loadRules = config.rateLimits.remoteLoads
  return new Hono<AppEnv>()
    .post(
      '/client-errors',
      bodySizeLimit(REPORT_BODY_BYTES, () => {
        throw new AppError('VALIDATION_FAILED', 413, 'Request body is too large')
      }),
      valid('json', ClientErrorReport),
      async (c) => {
        // Counted once the report is valid: a malformed one costs no write, and is refused anyway.
        await limited(() =>
          limiter.consume([
            [`client-errors:address:${clientAddress(c, config.trustedProxyHops)}`, rules.perAddress],
            ['client-errors:everyone', rules.everyone],
          ])
        )
        await countReport(database, c.req.valid('json'), now(), rules.newErrorsPerWindow)
        return c.json(ClientErrorAccepted.parse({ counted: true }), 202)
      },
    )
    .get('/ops/client-errors', operatorsOnly(config.opsToken), valid('query', ClientErrorCountsQuery), async (c) => {
      const query = c.req.valid('query')
      const counts = await countsSince(database.db, query)
      return c.json(
        ClientErrorCounts.parse({ since: windowStartOf(query.since), until: query.until ?? null, window_ms: REPORT_WINDOW_MS, counts }),
      )
    })
    .post(
      '/remote-loads',
      bodySizeLimit(LOAD_BODY_BYTES, () => {
        throw new AppError('VALIDATION_FAILED', 413, 'Request body is too large')
      }),
      valid('json', RemoteLoadReport),
      async (c) => {
        await limited(
          () => limiter.consume([[`remote-loads:address:${clientAddress(c, config.trustedProxyHops)}`, loadRules.perAddress]]),
          CLIENT_ERROR_MESSAGES.tooManyLoads,
        )
        await countLoad(database, c.req.valid('json'), now(), loadRules.newVersionsPerWindow)
        return c.json(RemoteLoadAccepted.parse({ counted: true }), 202)
      },
    )
    .get('/ops/remote-versions', operatorsOnly(config.opsToken), valid('query', RemoteVersionsQuery), async (c) => {
      const query = c.req.valid('query')
      const versions = await versionsSince(database.db, query)
      return c.json(
        RemoteVersions.parse({ since: windowStartOf(query.since), until: query.until ?? null, window_ms: REPORT_WINDOW_MS, versions }),
      )
    })
}
