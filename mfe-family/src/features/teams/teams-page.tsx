import { type FormEvent, useEffect, useState } from 'react'
import { teamsApi } from '@app/shared/api-client/teams.ts'
import { failureMessage } from '@app/shared/api-client/api-failure.ts'
import { isInviteCode, normaliseInviteCode } from '@app/shared/domain/family/family-codes.ts'
import { TEAM_MESSAGES } from '@app/shared/domain/messages/teams.ts'
import type { TeamSummary } from '@app/shared/schemas/teams.ts'
import { Link, useLocation, useNavigate } from '@app/shared/routing/index.ts'
import { selectSession, toast, useAppDispatch, useAppSelector } from '@app/shared/session/index.ts'
import { Button } from '@app/shared/ui/button.tsx'
import { FormAlert } from '@app/shared/ui/form-alert.tsx'
import { Spinner } from '@app/shared/ui/spinner.tsx'
import { TextField } from '@app/shared/ui/text-field.tsx'
import '../shared/family.css'

const ROLE_LABELS = { coach: 'Coach', member: 'Player', parent: 'Your child’s team' } as const

/**
 * /app/teams (docs/features/family.md "Team groups and the weekly league"): the caller's teams; a
 * parent creates one, a player joins with a code. There is no search: a team is found by its code only.
 */
export function TeamsPage() {
  const { status, user } = useAppSelector(selectSession)
  const location = useLocation()
  const [teams, setTeams] = useState<TeamSummary[] | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [loads, setLoads] = useState(0)

  useEffect(() => {
    if (!user) return
    const controller = new AbortController()
    teamsApi.mine({ signal: controller.signal }).then(setTeams, (err) => {
      if (!controller.signal.aborted) setFailure(failureMessage(err, 'Could not load your teams'))
    })
    return () => controller.abort()
  }, [user, loads])

  if (status === 'loading') return <Spinner label="Checking your session…" />
  if (!user) {
    return (
      <article className="pp-page pp-family" aria-labelledby="teams-title">
        <h1 id="teams-title">Teams</h1>
        <Link className="pp-btn pp-btn--primary" to="/app/auth" state={{ from: location }}>
          Sign In
        </Link>
      </article>
    )
  }
  const adult = user.accountType === 'parent' || user.accountType === 'family_admin' || user.hasFamily
  return (
    <article className="pp-page pp-family" aria-labelledby="teams-title">
      <h1 id="teams-title">Teams</h1>
      <p>Train together: a weekly league and cheers from a fixed list. Teammates see first names and initials only.</p>
      <FormAlert message={failure} />
      {teams === null && !failure ? <Spinner label="Loading your teams…" /> : null}
      {teams && teams.length > 0 ? (
        <ul className="pp-family__list" data-testid="my-teams">
          {teams.map((t) => (
            <li key={t.id} className="pp-card">
              <Link to={`/app/teams/${t.id}`}>{t.name}</Link> <span>{ROLE_LABELS[t.my_role]}</span>
              {t.my_status === 'pending_parent' ? <span> · Waiting for your parent’s approval</span> : null}
              {t.waiting_for_me > 0 ? <strong> · {t.waiting_for_me} waiting for your approval</strong> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {teams && teams.length === 0 ? <p>You are not in a team yet.</p> : null}
      {adult ? <CreateTeamForm /> : <JoinTeamForm onJoined={() => setLoads((n) => n + 1)} />}
    </article>
  )
}

function CreateTeamForm() {
  const navigate = useNavigate()
  const [name, setName] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    setFailure(null)
    try {
      const team = await teamsApi.create({ name })
      navigate(`/app/teams/${team.id}`)
    } catch (err) {
      setFailure(failureMessage(err, 'Could not create the team'))
      setBusy(false)
    }
  }

  return (
    <form className="pp-card pp-family__form" noValidate onSubmit={submit} data-testid="create-team-form">
      <h2>Create a team</h2>
      <p>You will be its coach and get a join code to share with the players’ families.</p>
      <FormAlert message={failure} />
      <TextField name="team-name" label="Team name" maxLength={40} value={name} onChange={(e) => setName(e.target.value)} />
      <Button type="submit" busy={busy} busyLabel="Creating…">
        Create Team
      </Button>
    </form>
  )
}

function JoinTeamForm({ onJoined }: { onJoined: () => void }) {
  const navigate = useNavigate()
  const dispatch = useAppDispatch()
  const [code, setCode] = useState('')
  const [fieldError, setFieldError] = useState<string[] | undefined>()
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFailure(null)
    const entered = normaliseInviteCode(code)
    if (!isInviteCode(entered)) return setFieldError([TEAM_MESSAGES.invalidCode])
    setFieldError(undefined)
    setBusy(true)
    try {
      const joined = await teamsApi.join({ code: entered })
      dispatch(toast.success(joined.message))
      if (joined.status === 'active') navigate(`/app/teams/${joined.team_id}`)
      else {
        setCode('')
        setBusy(false)
        onJoined()
      }
    } catch (err) {
      setFailure(failureMessage(err, TEAM_MESSAGES.invalidCode))
      setBusy(false)
    }
  }

  return (
    <form className="pp-card pp-family__form" noValidate onSubmit={submit} data-testid="join-team-form">
      <h2>Join a team</h2>
      <p>Enter the 8-character code your coach shared.</p>
      <FormAlert message={failure} />
      <TextField
        name="join-code"
        label="Join code"
        autoComplete="off"
        // Letters and digits: the text keyboard in capitals, nothing corrected (docs/features/accessibility.md).
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="go"
        maxLength={12}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        errors={fieldError}
      />
      <Button type="submit" busy={busy} busyLabel="Joining…">
        Join Team
      </Button>
    </form>
  )
}
