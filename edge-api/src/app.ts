import { Hono } from 'hono'
import type { AppDeps } from './app-deps.ts'
import {
  accountDataDocs,
  accountDataRoutes,
  meDocs,
  meRoutes,
  securityDocs,
  securityRoutes,
  timeZoneDocs,
  timeZoneRoutes,
} from './features/account/index.ts'
import { authDocs, authRoutes, passwordResetDocs, passwordResetRoutes } from './features/auth/index.ts'
import { billingDocs, billingRoutes, stripeWebhookRoutes } from './features/billing/index.ts'
import { clientErrorsDocs, clientErrorsRoutes } from './features/client-errors/index.ts'
import { session } from './features/auth/public.ts'
import { type BillingProvider, createBillingProvider } from './features/billing/public.ts'
import { outboxDocs, outboxRoutes } from './features/dev/index.ts'
import { drillsDocs, drillsRoutes } from './features/drills/index.ts'
import {
  childDataDocs,
  childDataRoutes,
  childGoalDocs,
  childGoalRoutes,
  familyConsentDocs,
  familyConsentRoutes,
  familyDocs,
  familyInviteDocs,
  familyInviteRoutes,
  familyMemberDocs,
  familyMemberRoutes,
  familyReportDocs,
  familyReportRoutes,
  familyRoutes,
} from './features/family/index.ts'
import {
  achievementsDocs,
  achievementsRoutes,
  dailyChallengeDocs,
  dailyChallengeRoutes,
  gamesDocs,
  gamesRoutes,
} from './features/games/index.ts'
import { goalsDocs, goalsRoutes, goalTemplateDocs, goalTemplateRoutes } from './features/goals/index.ts'
import { metaDocs, metaRoutes } from './features/meta/index.ts'
import { mindsetDocs, mindsetRoutes } from './features/mindset/index.ts'
import { notificationsDocs, notificationsRoutes } from './features/notifications/index.ts'
import { pushDocs, pushRoutes } from './features/push/index.ts'
import {
  checkInDocs,
  checkInRoutes,
  journeyDocs,
  journeyRoutes,
  progressDocs,
  progressRoutes,
  reportDocs,
  reportRoutes,
} from './features/progress/index.ts'
import { teamsDocs, teamsRoutes } from './features/teams/index.ts'
import { planDocs, planRoutes } from './features/plan/index.ts'
import { dashboardDocs, dashboardRoutes } from './features/dashboard/index.ts'
import { trainingDocs, trainingRoutes } from './features/training/index.ts'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import type { AppEnv } from './http/app-env.ts'
import { AppError } from './http/app-error.ts'
import { createAfterResponse } from './http/after-response.ts'
import { createSecretBox } from './secrets/secret-box.ts'
import { onError, onNotFound } from './http/error-handler.ts'
import { bodySizeLimit, jsonBodiesOnly } from './http/body-size.ts'
import { PLATFORM_MESSAGES } from '@app/shared/domain/messages/platform.ts'
import { ownProxyCheck } from './http/client-address.ts'
import { originCheck } from './http/origin-check.ts'
import { readYourWrites } from './http/read-your-writes.ts'
import { requestContext } from './http/request-context.ts'
import { RateLimiter } from './http/rate-limiter.ts'
import { createMailer, type Mailer } from './mail/mailer.ts'
import type { RouteDoc } from './openapi/registry.ts'

/**
 * On every answer. Answers carry personal data: never cached in shared caches or the back/forward
 * cache. JSON is never a page: nothing in an answer may run, load or be framed (the dev outbox's page
 * keeps its inline styles).
 */
const API_HEADERS = [
  ['Cache-Control', 'no-store'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"],
  ['Referrer-Policy', 'no-referrer'],
] as const

export type CreateAppDeps = {
  config: Config
  database: Database
  mailer?: Mailer
  now?: () => number
  limiter?: RateLimiter
  billing?: BillingProvider
}

/** The dev outbox exists only where it cannot expose real people's mail. */
export function outboxEnabled(config: Config, mailer: Mailer): boolean {
  return mailer.transport === 'outbox' && config.appEnv !== 'production'
}

/** Every route's documentation: the OpenAPI document, and the security suite's list of routes to attack. */
export function routeDocs(withOutbox: boolean): RouteDoc[] {
  return [
    ...metaDocs,
    ...clientErrorsDocs,
    ...authDocs,
    ...passwordResetDocs,
    ...meDocs,
    ...timeZoneDocs,
    ...accountDataDocs,
    ...securityDocs,
    ...goalsDocs,
    ...goalTemplateDocs,
    ...mindsetDocs,
    ...trainingDocs,
    ...progressDocs,
    ...reportDocs,
    ...checkInDocs,
    ...journeyDocs,
    ...gamesDocs,
    ...dailyChallengeDocs,
    ...achievementsDocs,
    ...planDocs,
    ...dashboardDocs,
    ...drillsDocs,
    ...familyDocs,
    ...familyReportDocs,
    ...familyInviteDocs,
    ...familyMemberDocs,
    ...childDataDocs,
    ...childGoalDocs,
    ...familyConsentDocs,
    ...teamsDocs,
    ...billingDocs,
    ...notificationsDocs,
    ...pushDocs,
    ...(withOutbox ? outboxDocs : []),
  ]
}

/** Builds the API. Nothing here opens files or sockets, so tests create as many apps as they like. */
export function createApp(input: CreateAppDeps) {
  const now = input.now ?? Date.now
  const deps: AppDeps = {
    config: input.config,
    database: input.database,
    now,
    mailer: input.mailer ?? createMailer(input.config.mail, input.database, now),
    limiter: input.limiter ?? new RateLimiter(input.database, now),
    billing: input.billing ?? createBillingProvider(input.config.billing, now),
    afterResponse: createAfterResponse(),
    secrets: createSecretBox(input.config.secretsKey),
    session: session({ database: input.database, now, secureCookies: input.config.secureCookies, secretsKey: input.config.secretsKey }),
  }
  const withOutbox = outboxEnabled(deps.config, deps.mailer)
  const docs = routeDocs(withOutbox)

  const api = new Hono<AppEnv>()
    .use(async (c, next) => {
      // Set before the handler runs, so every answer (errors too) is built with them once: Hono
      // copies the whole Response for each header set after it is built.
      for (const [name, value] of API_HEADERS) c.header(name, value)
      await next()
    })
    .use(originCheck(deps.config.allowedOrigins))
    // Before any route reads: on a replica, the caller's own latest write is fetched first (docs/cluster.md).
    .use(readYourWrites(deps.database, deps.config.secureCookies))
    .use(bodySizeLimit(64 * 1024, () => {
      throw new AppError('VALIDATION_FAILED', 413, 'Request body is too large')
    }))
    .use(jsonBodiesOnly(['/api/billing/webhooks/'], () => {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, PLATFORM_MESSAGES.unsupportedMediaType)
    }))
    .route('/', metaRoutes(deps, docs))
    .route('/', clientErrorsRoutes(deps))
    .route('/auth', authRoutes(deps))
    .route('/auth/password-reset', passwordResetRoutes(deps))
    .route('/me', meRoutes(deps))
    .route('/me', accountDataRoutes(deps))
    .route('/me', securityRoutes(deps))
    .route('/me', timeZoneRoutes(deps))
    // Before /goals: its /:id would take 'templates' for a goal id.
    .route('/goals/templates', goalTemplateRoutes(deps))
    .route('/goals', goalsRoutes(deps))
    .route('/mindset', mindsetRoutes(deps))
    .route('/training', trainingRoutes(deps))
    .route('/plan', planRoutes(deps))
    .route('/progress', reportRoutes(deps))
    .route('/progress', progressRoutes(deps))
    .route('/check-ins', checkInRoutes(deps))
    // Its parts are the routes above, asked through the whole app (its middleware and errors too).
    .route('/dashboard', dashboardRoutes(deps, (request, env): Response | Promise<Response> => app.fetch(request, env)))
    .route('/journey', journeyRoutes(deps))
    .route('/games/daily', dailyChallengeRoutes(deps))
    .route('/games', gamesRoutes(deps))
    .route('/achievements', achievementsRoutes(deps))
    .route('/drills', drillsRoutes(deps))
    .route('/family/members', familyMemberRoutes(deps))
    .route('/family/members', childDataRoutes(deps))
    .route('/family/goals', childGoalRoutes(deps))
    .route('/family', familyInviteRoutes(deps))
    .route('/family', familyConsentRoutes(deps))
    .route('/family', familyReportRoutes(deps))
    .route('/family', familyRoutes(deps))
    .route('/teams', teamsRoutes(deps))
    .route('/billing/webhooks/stripe', stripeWebhookRoutes(deps))
    .route('/billing', billingRoutes(deps))
    .route('/notifications', notificationsRoutes(deps))
    .route('/push', pushRoutes(deps))
  if (withOutbox) api.route('/dev/outbox', outboxRoutes(deps))

  // First: every answer, a 404 for an unknown path too, carries the request's id, and the id a
  // front-end server sends is believed only once it proved to be ours (http/request-context.ts).
  const app = new Hono<AppEnv>()
    .use(ownProxyCheck(deps.config.proxySecret))
    .use(requestContext({ enabled: deps.config.logRequests, instance: deps.config.instanceName, secretsKey: deps.config.secretsKey }))
    .route('/api', api)
  app.onError(onError)
  app.notFound(onNotFound)
  // Tests and shutdown wait for work started after an answer (mail) through this.
  return Object.assign(app, { settled: () => deps.afterResponse.idle() })
}

export type App = ReturnType<typeof createApp>
