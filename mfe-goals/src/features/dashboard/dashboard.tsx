import { lazy, useState } from 'react'
import { PAID_FEATURES, tierAllows } from '@app/shared/domain/billing/tier-features.ts'
import { PLAN_SESSION_TYPE } from '@app/shared/domain/weekly-plan/plan-labels.ts'
import type { PlanSessionView } from '@app/shared/schemas/weekly-plan.ts'
import { Link, useLocation } from '@app/shared/routing/index.ts'
import type { User } from '@app/shared/schemas/user.ts'
import { CheckInPanel } from './check-in-card.tsx'
import { LevelCard } from './level-card.tsx'
import { LogTrainingCard } from './log-training-card.tsx'
import { EMPTY_LOG_TRAINING, type LogTrainingValues } from './log-training-values.ts'
import { ThisWeek } from './this-week-card.tsx'
import { RecentSessions } from './recent-sessions.tsx'
import { StreakCard } from './streak-card.tsx'
import { useCheckIn } from './use-check-in.ts'
import { useDashboardData } from './use-dashboard-data.ts'
import { WeeklyProgress } from './weekly-progress-card.tsx'
import { UpcomingSessions } from './upcoming-sessions.tsx'
import { WidgetCard } from './widget-card.tsx'
import { CardsAfterGreeting } from './cards-after-greeting.tsx'
import { drillLogFromState } from '../drills/drill-log.ts'
import { useOfflineQueue } from '@app/shared/offline/use-offline-queue.ts'
import type { CheckInStatus, LogTrainingResponse, StreakView } from '@app/shared/schemas/progress.ts'
import { OfflineQueueNotice } from './offline-queue-notice.tsx'
import { LoadWhenVisible } from '@app/shared/ui/load-when-visible.tsx'

// Below the first screen at every layout of dashboard.css: their code loads when the player comes
// near them (docs/features/training-and-progress.md, "Cards loaded when visible").
const BadgesList = lazy(() => import('./badges-card.tsx').then((m) => ({ default: m.BadgesList })))
const NotificationSettings = lazy(() => import('./notification-settings.tsx').then((m) => ({ default: m.NotificationSettings })))
const ActivityChart = lazy(() => import('@app/shared/ui/activity-chart/activity-chart.tsx').then((m) => ({ default: m.ActivityChart })))
const SkillRadar = lazy(() => import('./skill-radar.tsx').then((m) => ({ default: m.SkillRadar })))

export type DashboardProps = { user: User }

/**
 * The signed-in dashboard (docs/features/training-and-progress.md, on real data, plus weekly progress, check-in and the
 * notification settings panel). Every card loads on its own; logging a session updates them all.
 */
export function Dashboard({ user }: DashboardProps) {
  const data = useDashboardData()
  const checkIn = useCheckIn()
  const location = useLocation()
  // Sessions, check-ins and rest days kept on this device while offline (docs/features/training-and-progress.md "Offline").
  const { sessionLogged, streakChanged } = data
  const replaceCheckIn = checkIn.replace
  const offline = useOfflineQueue(user.id, (action, response) => {
    if (action.kind === 'log_training') sessionLogged(response as LogTrainingResponse)
    else if (action.kind === 'check_in') replaceCheckIn(() => response as CheckInStatus)
    else streakChanged(response as StreakView)
  })
  const waitingLogs = offline.pending.flatMap((a) => (a.kind === 'log_training' ? [a.request] : []))
  // A drill page's "Log this session" (docs/features/drills.md)
  // arrives with the drill's type, focus and minutes: Log Training starts filled with them.
  const [prefill, setPrefill] = useState<{ key: number; values: LogTrainingValues } | undefined>(() => {
    const log = drillLogFromState(location.state)
    return log ? { key: 0, values: { ...EMPTY_LOG_TRAINING, ...log } } : undefined
  })

  // Start on a plan session: Log Training filled from it, and the keyboard taken there.
  function startSession(session: PlanSessionView) {
    setPrefill((p) => ({ key: (p?.key ?? 0) + 1, values: fromPlanSession(session) }))
    requestAnimationFrame(() => {
      const field = document.querySelector<HTMLElement>('[data-testid="log-training-form"] [data-field="session_type"] input:checked')
      field?.scrollIntoView({ block: 'center' })
      field?.focus()
    })
  }
  return (
    <>
      <OfflineQueueNotice pending={offline.pending} refused={offline.refused} onDismiss={(id) => void offline.dismiss(id)} />
      <CardsAfterGreeting>
        <WidgetCard
          title="Player Level"
          what="your level"
          load={data.level.load}
          onRetry={data.level.reload}
          testId="level-card"
          area="level"
        >
          {(level) => <LevelCard level={level} />}
        </WidgetCard>
        <WidgetCard
          title="Training Streak"
          what="your streak"
          load={data.streak.load}
          onRetry={data.streak.reload}
          testId="streak-card"
          area="streak"
        >
          {(streak) => <StreakCard streak={streak} onChanged={data.streakChanged} />}
        </WidgetCard>
        <WidgetCard
          title="Daily Check-in"
          what="today's check-in"
          load={checkIn.load}
          onRetry={checkIn.reload}
          testId="check-in-card"
          area="check-in"
        >
          {(status) => (
            <CheckInPanel
              checkIn={status}
              saving={checkIn.status === 'saving'}
              message={checkIn.message}
              onCheckIn={checkIn.checkIn}
              waiting={offline.pending.some((a) => a.kind === 'check_in')}
            />
          )}
        </WidgetCard>
        <WidgetCard
          title="This week"
          what="this week's plan"
          load={data.plan.load}
          onRetry={data.plan.reload}
          testId="plan-card"
          area="plan"
        >
          {(plan) => <ThisWeek plan={plan} onStart={startSession} />}
        </WidgetCard>
        <LogTrainingCard
          onLogged={data.sessionLogged}
          minutesToday={data.stats.load.status === 'ready' ? data.stats.load.data.days.at(-1)?.minutes : undefined}
          prefill={prefill}
        />
        <WidgetCard
          title="Recent Sessions"
          what="your recent sessions"
          load={data.recent.load}
          onRetry={data.recent.reload}
          testId="recent-card"
          area="recent"
        >
          {(logs) => <RecentSessions logs={logs} waiting={waitingLogs} />}
        </WidgetCard>
        <WidgetCard
          title="Upcoming Sessions"
          what="your planned sessions"
          load={data.upcoming.load}
          onRetry={data.upcoming.reload}
          testId="upcoming-card"
          area="upcoming"
        >
          {(sessions) => <UpcomingSessions sessions={sessions} onGone={data.plannedSessionGone} onChanged={data.upcoming.refresh} />}
        </WidgetCard>
        <WidgetCard
          title="Weekly Progress"
          what="this week's progress"
          load={data.stats.load}
          onRetry={data.stats.reload}
          testId="weekly-card"
          area="weekly"
        >
          {(stats) => <WeeklyProgress week={stats.week} />}
        </WidgetCard>
        <WidgetCard
          title="Skill Radar"
          what="your skills"
          load={data.skills.load}
          onRetry={data.skills.reload}
          testId="skills-card"
          area="radar"
        >
          {(skills) => (
            <LoadWhenVisible what="your skills" placeholderClassName="pp-dash-card__skeleton" testId="skills-later">
              <SkillRadar skills={skills} />
            </LoadWhenVisible>
          )}
        </WidgetCard>
        <WidgetCard
          title="Training Activity"
          what="your training activity"
          load={data.stats.load}
          onRetry={data.stats.reload}
          testId="activity-card"
          area="activity"
        >
          {(stats) => (
            <>
              <LoadWhenVisible
                what="your training activity"
                placeholderClassName="pp-dash-card__skeleton pp-dash-card__skeleton--chart"
                testId="activity-later"
              >
                <ActivityChart
                  days={stats.days}
                  empty={
                    <p className="pp-dash-empty" data-testid="activity-empty">
                      No training in the last 7 days yet. Log your first session and your first bar appears here.
                    </p>
                  }
                />
              </LoadWhenVisible>
              {/* Pro and Parent: the trends behind this week (a Free player is shown the plans there). */}
              <span className="pp-dash-more-links">
                <Link className="pp-dash-more" to="/app/analytics">
                  See My Analytics
                </Link>
                <Link className="pp-dash-more" to="/app/mindset">
                  Mindset Tools
                </Link>
              </span>
            </>
          )}
        </WidgetCard>
        <WidgetCard
          title="Badges"
          what="your badges"
          load={data.badges.load}
          onRetry={data.badges.reload}
          testId="badges-card"
          area="badges"
        >
          {(badges) => (
            <LoadWhenVisible what="your badges" placeholderClassName="pp-dash-card__skeleton" testId="badges-later">
              <BadgesList badges={badges} />
            </LoadWhenVisible>
          )}
        </WidgetCard>
        <section
          className="pp-card pp-dash-card pp-dash-card--notify"
          aria-labelledby="notification-settings-title"
          data-testid="notification-card"
        >
          <h2 id="notification-settings-title" className="pp-dash-card__title">
            Notification Settings
          </h2>
          {tierAllows(user.subscription_tier, 'notifications') ? (
            <LoadWhenVisible what="your notification settings" placeholderClassName="pp-dash-card__skeleton" testId="notification-later">
              <NotificationSettings key={user.id} saved={user.notificationPreferences} />
            </LoadWhenVisible>
          ) : (
            <div data-testid="notification-upgrade">
              <p>{PAID_FEATURES.notifications.message}</p>
              <Link className="pp-btn pp-btn--primary" to="/app/plans">
                See plans
              </Link>
            </div>
          )}
        </section>
      </CardsAfterGreeting>
    </>
  )
}

/** What Log Training is filled with from a plan session: its type, minutes, skill focus and id. */
function fromPlanSession(session: PlanSessionView): LogTrainingValues {
  return {
    ...EMPTY_LOG_TRAINING,
    session_type: PLAN_SESSION_TYPE[session.pillar],
    skill_focus: [...session.skill_focus],
    duration_minutes: session.minutes,
    plan_session_id: session.id,
  }
}
