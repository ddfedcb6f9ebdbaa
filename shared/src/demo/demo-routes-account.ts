/**
 * Demo mode's answers for the account (demo-backend.ts): signing in and out as the sample player,
 * the settings pages (notifications, time zone, security, the data export) and billing. What needs
 * the server (sign-up, password reset and change, a new time zone) is not available.
 */
import { browserTimeZone } from '@app/shared/domain/calendar-day.ts'
import { AUTH_MESSAGES } from '@app/shared/domain/messages/auth.ts'
import { SignInRequest } from '@app/shared/schemas/auth.ts'
import type { NotificationPreferences } from '@app/shared/schemas/user.ts'
import { DEMO_PLAYER } from '@app/shared/demo/demo-fixtures.ts'
import { DEMO_MESSAGES, fail, invalid, notAvailable, ok, type Route } from '@app/shared/demo/demo-answers.ts'

export const ACCOUNT_ROUTES: Route[] = [
  ['GET', /^\/auth\/session$/, (s) => ok({ user: s.signedIn ? s.user : null }), true],
  [
    'POST',
    /^\/auth\/sign-in$/,
    (s, body) => {
      const parsed = SignInRequest.safeParse(body)
      if (!parsed.success) return invalid(parsed.error.issues)
      if (parsed.data.email.toLowerCase() !== DEMO_PLAYER.email || parsed.data.password !== DEMO_PLAYER.password) {
        return fail(401, 'INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials)
      }
      s.signedIn = true
      return ok({ user: s.user })
    },
    true,
  ],
  ['POST', /^\/auth\/sign-up$/, () => notAvailable(), true],
  ['POST', /^\/auth\/sign-out$/, (s) => ((s.signedIn = false), ok(undefined, 204)), true],
  ['POST', /^\/auth\/password-reset$/, () => notAvailable(AUTH_MESSAGES.resetNotInDemo), true],
  ['POST', /^\/auth\/password-reset\/confirm$/, () => notAvailable(AUTH_MESSAGES.updateNotInDemo), true],
  [
    'PUT',
    /^\/me\/notification-preferences$/,
    (s, body) => {
      s.user = { ...s.user, notificationPreferences: body as NotificationPreferences }
      return ok({ user: s.user })
    },
  ],
  // No mail is sent in demo mode, so there is no reminder to stop.
  ['POST', /^\/notifications\/stop$/, () => notAvailable()],
  // The sample player has no second factor to offer (a player), and this browser is its one session.
  // The sample account's zone is this browser's; changing it needs a real account.
  ['GET', /^\/me\/time-zone$/, () => ok({ time_zone: { time_zone: browserTimeZone(), changed_at: null, next_change_at: null } })],
  ['PUT', /^\/me\/time-zone$/, () => notAvailable(DEMO_MESSAGES.timeZoneNotInDemo)],
  ['GET', /^\/me\/two-factor$/, () => ok({ enabled: false, recovery_codes_left: 0, available: false })],
  // The sample account has no password of its own to change.
  ['PUT', /^\/me\/password$/, () => notAvailable(AUTH_MESSAGES.updateNotInDemo)],
  [
    'GET',
    /^\/me\/sessions$/,
    () =>
      ok({
        sessions: [
          {
            id: '0'.repeat(32),
            created_at: new Date().toISOString(),
            last_seen_at: new Date().toISOString(),
            device: 'This browser (demo)',
            current: true,
          },
        ],
      }),
  ],
  // The sample player's data in the export's format; deleting the sample account is not available.
  [
    'GET',
    /^\/me\/export$/,
    (s) =>
      ok({
        format: 'pitchpath-personal-data',
        version: 1,
        exported_at: new Date().toISOString(),
        demo: true,
        account: s.user,
        goals: s.goals,
        training_logs: s.logs,
        player_level: { total_xp: s.totalXp },
        badges: [...s.badges.keys()],
      }),
  ],
  ['GET', /^\/billing\/config$/, () => ok({ provider: 'simulated', publishable_key: null })],
  [
    'GET',
    /^\/billing\/subscription$/,
    (s) =>
      ok({
        subscription: {
          tier: s.user.subscription_tier,
          status: 'active',
          plan: 'pro',
          current_period_end: null,
          cancel_at_period_end: false,
          provider: null,
        },
      }),
  ],
]
