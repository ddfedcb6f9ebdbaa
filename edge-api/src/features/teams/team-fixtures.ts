import { eq } from 'drizzle-orm'
import type { SubscriptionTier } from '@app/shared/domain/account.ts'
import type { App } from '../../app.ts'
import type { Database } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'
import { del, get, type Person, post, signUpParent } from '../family/family-fixtures.ts'
import { sessionToken, signUp } from '../../test-support/test-app.ts'

export { del, get, post }

/**
 * Coach Sam (a parent account) runs "Lions"; Tia is 14 and Leo is 10, signed up with Pat's address
 * (Pat approved Leo's account, so Pat is Leo's parent).
 */
export async function teamWithPlayers(app: App, _database?: Database) {
  const coach = await signUpParent(app, 'coach@example.com', 'Sam')
  const created = await post(app, '/api/teams', coach.token, { name: 'Lions' })
  if (created.status !== 201) throw new Error(`create team failed: ${created.status} ${await created.text()}`)
  const { team } = await created.json()
  const teen = await signUp(app, {
    email: 'tia@example.com',
    age: 14,
    first_name: 'Tia',
    last_name: 'Reyes',
    parentEmail: 'ma@example.com',
  })
  const child = await signUp(app, {
    email: 'leo@example.com',
    age: 10,
    first_name: 'Leo',
    last_name: 'Park',
    parentEmail: 'pat@example.com',
  })
  const parent = await signIn(app, 'pat@example.com', 'parent-123')
  return { coach, team: team as { id: string; join_code: string }, teen, child, parent }
}

export async function signIn(app: App, email: string, password: string): Promise<Person> {
  const res = await post(app, '/api/auth/sign-in', null, { email, password })
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`)
  const { user } = await res.json()
  return { token: sessionToken(res)!, id: user.id, email: user.email }
}

export async function joinTeam(app: App, player: Person, code: string) {
  const res = await post(app, '/api/teams/join', player.token, { code })
  if (res.status !== 200) throw new Error(`join failed: ${res.status} ${await res.text()}`)
  return res.json() as Promise<{ team_id: string; status: string }>
}

export async function teamOf(app: App, person: Person, teamId: string) {
  const res = await get(app, `/api/teams/${teamId}`, person.token)
  if (res.status !== 200) throw new Error(`team read failed: ${res.status} ${await res.text()}`)
  return (await res.json()).team
}

/** Everyone joined: Tia at once, Leo approved by Pat. Returns the member ids. */
export async function fullTeam(app: App) {
  const t = await teamWithPlayers(app)
  await joinTeam(app, t.teen, t.team.join_code)
  await joinTeam(app, t.child, t.team.join_code)
  const view = await teamOf(app, t.parent, t.team.id)
  const leoId: string = view.members.find((m: { name: string }) => m.name === 'Leo P.').id
  const approved = await post(app, `/api/teams/${t.team.id}/members/${leoId}/approve`, t.parent.token)
  if (approved.status !== 200) throw new Error(`approve failed: ${approved.status} ${await approved.text()}`)
  const tiaId: string = (await teamOf(app, t.teen, t.team.id)).my_member_id
  return { ...t, leoId, tiaId }
}

/** Puts an account on a plan the way a paid checkout records it (setting drills needs the coach on Parent). */
export function setTier(database: Database, userId: string, tier: SubscriptionTier) {
  return database.write((db) => db.update(users).set({ subscriptionTier: tier }).where(eq(users.id, userId)))
}
