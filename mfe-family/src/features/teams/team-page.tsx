import { useCallback, useEffect, useState } from 'react'
import { drillsApi } from '@app/shared/api-client/drills.ts'
import { teamsApi } from '@app/shared/api-client/teams.ts'
import { failureMessage } from '@app/shared/api-client/api-failure.ts'
import type { SubscriptionTier } from '@app/shared/domain/account.ts'
import { PAID_FEATURES, tierAllows } from '@app/shared/domain/billing/tier-features.ts'
import { TEAM_MESSAGES } from '@app/shared/domain/messages/teams.ts'
import { CHEER_PHRASES, type CheerIcon, type CheerPhraseId } from '@app/shared/domain/teams/cheers.ts'
import type { DrillSummary } from '@app/shared/schemas/drills.ts'
import type { TeamDetail } from '@app/shared/schemas/teams.ts'
import { Link, useLocation, useNavigate, useParams } from '@app/shared/routing/index.ts'
import { selectSession, toast, useAppDispatch, useAppSelector } from '@app/shared/session/index.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { Icon } from '@app/shared/ui/icon.tsx'
import { SelectField } from '@app/shared/ui/select-field.tsx'
import {
  award,
  calendarCheck,
  checkCircle,
  dumbbell,
  flame,
  type IconShape,
  medal,
  star,
  target,
  trendingUp,
  zap,
} from '@app/shared/ui/icon-shapes.ts'
import { FormAlert } from '@app/shared/ui/form-alert.tsx'
import { Spinner } from '@app/shared/ui/spinner.tsx'
import { UpgradeAlert } from '@app/shared/ui/upgrade-alert.tsx'
import '../shared/family.css'

const CHEER_ICONS: Record<CheerIcon, IconShape> = {
  dumbbell,
  flame,
  target,
  award,
  star,
  zap,
  checkCircle,
  trendingUp,
  medal,
  calendarCheck,
}

/**
 * /app/teams/:groupId (docs/features/family.md "Team groups and the weekly league"): this week's
 * league, cheers from the fixed phrases, the members (a parent approves or removes their own child,
 * the coach removes anyone) and, for the coach, the join code.
 */
export function TeamPage() {
  const { status, user } = useAppSelector(selectSession)
  const location = useLocation()
  const { groupId = '' } = useParams()
  const [team, setTeam] = useState<TeamDetail | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const load = useCallback(
    (signal?: AbortSignal) =>
      teamsApi.get(groupId, { signal }).then(setTeam, (err) => {
        if (!signal?.aborted) setFailure(failureMessage(err, 'Team not found'))
      }),
    [groupId],
  )
  useEffect(() => {
    if (!user) return
    const controller = new AbortController()
    void load(controller.signal)
    return () => controller.abort()
  }, [user, load])

  if (status === 'loading') return <Spinner label="Checking your session…" />
  if (!user) {
    return (
      <article className="pp-page pp-family" aria-labelledby="team-title">
        <h1 id="team-title">Team</h1>
        <Link className="pp-btn pp-btn--primary" to="/app/auth" state={{ from: location }}>
          Sign In
        </Link>
      </article>
    )
  }
  if (failure) {
    return (
      <article className="pp-page pp-family" aria-labelledby="team-title">
        <h1 id="team-title">Team</h1>
        <FormAlert message={failure} />
        <Link to="/app/teams">Back to Teams</Link>
      </article>
    )
  }
  if (!team) return <Spinner label="Loading the team…" />
  return (
    <article className="pp-page pp-family" aria-labelledby="team-title">
      <p>
        <Link to="/app/teams">Teams</Link>
      </p>
      <h1 id="team-title">{team.name}</h1>
      {team.join_code ? <JoinCode team={team} onChange={setTeam} /> : null}
      <League team={team} onCheered={() => void load()} />
      <WeekDrills team={team} tier={user.subscription_tier} onChange={setTeam} />
      {team.cheers_received.length > 0 ? (
        <section className="pp-card" aria-labelledby="cheers-title" data-testid="cheers-received">
          <h2 id="cheers-title">Cheers for you</h2>
          <ul className="pp-family__list">
            {team.cheers_received.map((c) => (
              <li key={c.id}>
                <strong>{c.from}</strong>: <CheerIconFor phraseId={c.phrase_id} /> {c.text}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Members team={team} onChange={setTeam} onReload={() => void load()} />
    </article>
  )
}

function CheerIconFor({ phraseId }: { phraseId: string }) {
  const phrase = CHEER_PHRASES.find((p) => p.id === phraseId)
  return phrase ? <Icon shape={CHEER_ICONS[phrase.icon]} size={16} /> : null
}

/**
 * The coach's drills for the week (they land in each member's plan); the coach adds and removes them.
 * Setting them is the Parent plan's coach communication (docs/features/family.md): a coach without it
 * sees the plan's sentence and the way to the plans where the picker would be.
 */
function WeekDrills({ team, tier, onChange }: { team: TeamDetail; tier: SubscriptionTier; onChange: (team: TeamDetail) => void }) {
  const isCoach = team.my_role === 'coach'
  const canSet = isCoach && tierAllows(tier, 'coachCommunication')
  const [library, setLibrary] = useState<DrillSummary[]>([])
  const [choice, setChoice] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  useEffect(() => {
    if (!canSet) return
    const controller = new AbortController()
    drillsApi.list({}, { signal: controller.signal }).then(setLibrary, () => undefined)
    return () => controller.abort()
  }, [canSet])
  if (!isCoach && team.drills.length === 0) return null

  async function act(work: () => Promise<TeamDetail>) {
    setFailure(null)
    try {
      onChange(await work())
    } catch (err) {
      setFailure(failureMessage(err, 'Could not change the week’s drills'))
    }
  }

  return (
    <section className="pp-card" aria-labelledby="drills-title" data-testid="team-drills">
      <h2 id="drills-title">This week’s team drills</h2>
      <p>{isCoach ? 'Drills you set appear in each player’s weekly plan.' : 'Your coach set these: they are in your weekly plan.'}</p>
      <FormAlert message={failure} />
      <ul className="pp-family__list">
        {team.drills.map((d) => (
          <li key={d.slug}>
            <Link to={`/app/drills/${d.slug}`}>{d.title}</Link> · {d.minutes} min{' '}
            {canSet ? (
              <Button variant="ghost" onClick={() => void act(() => teamsApi.removeDrill(team.id, d.slug))}>
                Remove {d.title}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {canSet ? (
        <div className="pp-stack">
          <SelectField
            name="team-drill"
            label="Drill"
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
            options={[
              { value: '', label: 'Choose a drill' },
              ...library.map((d) => ({ value: d.slug, label: `${d.title} (${d.minutes} min)` })),
            ]}
          />
          <Button disabled={!choice} onClick={() => void act(() => teamsApi.assignDrill(team.id, { drill_slug: choice }))}>
            Set for This Week
          </Button>
        </div>
      ) : null}
      {isCoach && !canSet ? <UpgradeAlert message={PAID_FEATURES.coachCommunication.message} testId="team-drills-upgrade" /> : null}
    </section>
  )
}

function JoinCode({ team, onChange }: { team: TeamDetail; onChange: (team: TeamDetail) => void }) {
  const [busy, setBusy] = useState(false)
  return (
    <section className="pp-card" aria-labelledby="code-title">
      <h2 id="code-title">Join code</h2>
      <p>
        Share this code with the players’ families: <strong data-testid="join-code">{team.join_code}</strong>
      </p>
      <p>Players under 13 join only after their parent approves.</p>
      <Button
        variant="secondary"
        busy={busy}
        busyLabel="Changing…"
        onClick={() => {
          setBusy(true)
          teamsApi
            .rotateCode(team.id)
            .then(onChange)
            .finally(() => setBusy(false))
        }}
      >
        New Code
      </Button>
    </section>
  )
}

function League({ team, onCheered }: { team: TeamDetail; onCheered: () => void }) {
  const dispatch = useAppDispatch()
  const [cheering, setCheering] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const canCheer = team.my_member_id !== null

  async function cheer(memberId: string, phraseId: CheerPhraseId) {
    setFailure(null)
    try {
      const sent = await teamsApi.cheer(team.id, { to_member_id: memberId, phrase_id: phraseId })
      dispatch(toast.success(`Cheer sent! ${sent.left_today} left today.`))
      setCheering(null)
      onCheered()
    } catch (err) {
      setFailure(failureMessage(err, 'Could not send the cheer'))
    }
  }

  return (
    <section className="pp-card" aria-labelledby="league-title" data-testid="team-league">
      <h2 id="league-title">This week’s league</h2>
      <p>Training XP and game points since Monday ({team.league.week_start}). Everyone starts again each Monday.</p>
      <FormAlert message={failure} />
      {team.league.rows.length === 0 ? <p data-testid="league-empty">{TEAM_MESSAGES.leagueEmpty}</p> : null}
      {/* Six columns do not fit a 360 px phone: the table scrolls in its own box, which the keyboard
          can reach and scroll too (docs/features/accessibility.md, "Phone-first"). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box needs a tab stop (WCAG 2.1.1) */}
      <div className="pp-table-scroll" role="region" aria-label="League table" tabIndex={0} data-testid="league-scroll">
        <table className="pp-league">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Player</th>
              <th scope="col">Training XP</th>
              <th scope="col">Game points</th>
              <th scope="col">Tier</th>
              {canCheer ? <th scope="col">Cheer</th> : null}
            </tr>
          </thead>
          <tbody>
            {team.league.rows.map((row) => (
              <tr
                key={row.member_id}
                data-testid="league-row"
                className={row.member_id === team.my_member_id ? 'pp-league__me' : undefined}
              >
                <td>{row.rank}</td>
                <th scope="row">{row.name}</th>
                <td>{row.training_xp}</td>
                <td>{row.game_points}</td>
                <td>{row.tier}</td>
                {canCheer ? (
                  <td>
                    {row.member_id === team.my_member_id ? null : cheering === row.member_id ? (
                      <div className="pp-family__actions" role="group" aria-label={`Cheers for ${row.name}`}>
                        {CHEER_PHRASES.map((p) => (
                          <Button key={p.id} variant="secondary" onClick={() => void cheer(row.member_id, p.id)}>
                            <Icon shape={CHEER_ICONS[p.icon]} size={16} /> {p.text}
                          </Button>
                        ))}
                      </div>
                    ) : (
                      <Button variant="ghost" onClick={() => setCheering(row.member_id)}>
                        Cheer {row.name}
                      </Button>
                    )}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

function Members({ team, onChange, onReload }: { team: TeamDetail; onChange: (team: TeamDetail) => void; onReload: () => void }) {
  const navigate = useNavigate()
  const [failure, setFailure] = useState<string | null>(null)

  async function act(work: () => Promise<unknown>, fallback: string) {
    setFailure(null)
    try {
      await work()
    } catch (err) {
      setFailure(failureMessage(err, fallback))
    }
  }

  return (
    <section className="pp-card" aria-labelledby="members-title" data-testid="team-members">
      <h2 id="members-title">Members</h2>
      <FormAlert message={failure} />
      <ul className="pp-family__list">
        {team.members.map((m) => (
          <li key={m.id}>
            <strong>{m.name}</strong> {m.role === 'coach' ? '(coach)' : null}
            {m.status === 'pending_parent' ? <span> · waiting for a parent’s approval</span> : null}
            <span className="pp-family__actions">
              {m.can_approve ? (
                <>
                  <Button onClick={() => void act(() => teamsApi.approve(team.id, m.id).then(onChange), 'Could not approve')}>
                    Approve {m.name}
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => void act(() => teamsApi.decline(team.id, m.id).then(onChange), 'Could not decline')}
                  >
                    Decline
                  </Button>
                </>
              ) : null}
              {m.can_remove ? (
                <Button
                  variant="danger"
                  onClick={() =>
                    void act(async () => {
                      await teamsApi.remove(team.id, m.id)
                      if (m.is_me) navigate('/app/teams')
                      else onReload()
                    }, 'Could not remove')
                  }
                >
                  {m.is_me ? 'Leave Team' : `Remove ${m.name}`}
                </Button>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
