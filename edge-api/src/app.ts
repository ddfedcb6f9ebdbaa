import { Hono } from 'hono'
import type { AppDeps } from './app-deps.ts'
import type { BillingProvider } from './features/billing/billing-provider.ts'
import { createBillingProvider } from './features/billing/create-billing-provider.ts'
import { billingDocs, billingRoutes, stripeWebhookRoutes } from './features/billing/billing.routes.ts'
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
import { RateLimiter } from './http/rate-limiter.ts'
import { createMailer, type Mailer } from './mail/mailer.ts'
import type { RouteDoc } from './openapi/registry.ts'
import { authDocs, authRoutes } from './features/auth/auth.routes.ts'
import { passwordResetDocs, passwordResetRoutes } from './features/auth/password-reset.routes.ts'
import { outboxDocs, outboxRoutes } from './features/dev/outbox.routes.ts'
import { familyConsentDocs, familyConsentRoutes } from './features/family/family-consent.routes.ts'
import { familyInviteDocs, familyInviteRoutes } from './features/family/family-invites.routes.ts'
import { childDataDocs, childDataRoutes } from './features/family/child-data.routes.ts'
import { childGoalDocs, childGoalRoutes } from './features/family/child-goals.routes.ts'
import { familyMemberDocs, familyMemberRoutes } from './features/family/family-members.routes.ts'
import { familyDocs, familyRoutes } from './features/family/family.routes.ts'
import { familyReportDocs, familyReportRoutes } from './features/family/family-report.routes.ts'
import { achievementsDocs, achievementsRoutes } from './features/games/achievements.routes.ts'
import { gamesDocs, gamesRoutes } from './features/games/games.routes.ts'
import { goalsDocs, goalsRoutes } from './features/goals/goals.routes.ts'
import { goalTemplateDocs, goalTemplateRoutes } from './features/goals/goal-templates.routes.ts'
import { mindsetDocs, mindsetRoutes } from './features/mindset/mindset.routes.ts'
import { accountDataDocs, accountDataRoutes } from './features/account/account-data.routes.ts'
import { securityDocs, securityRoutes } from './features/account/security.routes.ts'
import { meDocs, meRoutes } from './features/account/me.routes.ts'
import { timeZoneDocs, timeZoneRoutes } from './features/account/time-zone.routes.ts'
import { metaDocs, metaRoutes } from './features/meta/meta.routes.ts'
import { checkInDocs, checkInRoutes } from './features/progress/check-ins.routes.ts'
import { journeyDocs, journeyRoutes } from './features/progress/journey.routes.ts'
import { progressDocs, progressRoutes } from './features/progress/progress.routes.ts'
import { reportDocs, reportRoutes } from './features/progress/report.routes.ts'
import { trainingDocs, trainingRoutes } from './features/training/training.routes.ts'
import { notificationsDocs, notificationsRoutes } from './features/notifications/notifications.routes.ts'

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

export type CreateAppDeps = { config: Config; database: Database; mailer?: Mailer; now?: () => number; limiter?: RateLimiter; billing?: BillingProvider }

/** The dev outbox exists only where it cannot expose real people's mail. */
export function outboxEnabled(config: Config, mailer: Mailer): boolean {
  return mailer.transport === 'outbox' && config.appEnv !== 'production'
}

/** Every route's documentation: the OpenAPI document, and the security suite's list of routes to attack. */
export function routeDocs(withOutbox: boolean): RouteDoc[] {
  return [...metaDocs, ...authDocs, ...passwordResetDocs, ...meDocs, ...timeZoneDocs, ...accountDataDocs, ...securityDocs, ...goalsDocs, ...goalTemplateDocs, ...mindsetDocs, ...trainingDocs, ...progressDocs, ...reportDocs, ...checkInDocs, ...journeyDocs, ...gamesDocs, ...achievementsDocs, ...familyDocs, ...familyReportDocs, ...familyInviteDocs, ...familyMemberDocs, ...childDataDocs, ...childGoalDocs, ...familyConsentDocs, ...billingDocs, ...notificationsDocs,
    ...(withOutbox ? outboxDocs : [])]
}

/** Builds the API. Nothing here opens files or sockets, so tests create as many apps as they like. */
export function createApp(input: CreateAppDeps) {
  const now = input.now ?? Date.now
  const deps: AppDeps = {
    config: input.config,
    database: input.database,
    now,
    mailer: input.mailer ?? createMailer(input.config.mail, input.database, now),
    limiter: input.limiter ?? new RateLimiter(now),
    billing: input.billing ?? createBillingProvider(input.config.billing, now),
    afterResponse: createAfterResponse(),
    secrets: createSecretBox(input.config.secretsKey),
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
    .use(bodySizeLimit(64 * 1024, () => { throw new AppError('VALIDATION_FAILED', 413, 'Request body is too large') }))
    .use(jsonBodiesOnly(['/api/billing/webhooks/'], () => { throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, PLATFORM_MESSAGES.unsupportedMediaType) }))
    .use(ownProxyCheck(deps.config.proxySecret))
    .route('/', metaRoutes(deps, docs))
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
    .route('/progress', reportRoutes(deps))
    .route('/progress', progressRoutes(deps))
    .route('/check-ins', checkInRoutes(deps))
    .route('/journey', journeyRoutes(deps))
    .route('/games', gamesRoutes(deps))
    .route('/achievements', achievementsRoutes(deps))
    .route('/family/members', familyMemberRoutes(deps))
    .route('/family/members', childDataRoutes(deps))
    .route('/family/goals', childGoalRoutes(deps))
    .route('/family', familyInviteRoutes(deps))
    .route('/family', familyConsentRoutes(deps))
    .route('/family', familyReportRoutes(deps))
    .route('/family', familyRoutes(deps))
    .route('/billing/webhooks/stripe', stripeWebhookRoutes(deps))
    .route('/billing', billingRoutes(deps))
    .route('/notifications', notificationsRoutes(deps))
  if (withOutbox) api.route('/dev/outbox', outboxRoutes(deps))

  const app = new Hono<AppEnv>().route('/api', api)
  app.onError(onError)
  app.notFound(onNotFound)
  // Tests and shutdown wait for work started after an answer (mail) through this.
  return Object.assign(app, { settled: () => deps.afterResponse.idle() })
}

export type App = ReturnType<typeof createApp>
