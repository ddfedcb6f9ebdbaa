import type { TestApp } from '../test-support/test-app.ts'
import { call, sessionToken, signUp, SITE } from '../test-support/test-app.ts'
import { createFamily, inviteGuardian, linkChild, signUpParent } from '../features/family/family-fixtures.ts'
import { createGoal, wizardGoal } from '../features/goals/goal-fixtures.ts'
import { logSession } from '../features/training/training-fixtures.ts'
import { startPlay } from '../features/games/game-fixtures.ts'
import { goalTemplates, mindsetEntries } from '../db/schema/index.ts'

export type Actor = { token: string; id: string; email: string }

/**
 * A small world to attack: a player with a goal, training and a game in play; a family (admin,
 * guardian, the player linked as a child); and outsiders with families and goals of their own.
 */
export async function securityWorld(t: TestApp) {
  const { app, database } = t
  const player = await signUp(app, { email: 'pia@example.com', first_name: 'Pia' })
  const goal = await (await createGoal(app, player.token)).json()
  const planned =
    await (await call(app, 'POST', '/api/goals/batch', { token: player.token, origin: SITE, body: { goals: [wizardGoal()] } })).json()
  await logSession(app, player.token)
  const play = await startPlay(app, player.token, { game_id: 'soccer-trivia' })
  const admin = await signUpParent(app, 'sam@example.com')
  await createFamily(app, admin)
  const guardian = await signUpParent(app, 'gus@example.com', 'Gus')
  const guardianMember = await inviteGuardian(app, database, admin, guardian)
  const childMember = await linkChild(app, database, admin, player)
  const invite = await call(app, 'POST', '/api/family/invitations', {
    token: admin.token,
    origin: SITE,
    body: { email: 'new@example.com', relationship: 'guardian' },
  })
  const invitation = (await invite.json()).invitation.id as string
  const outsider = await signUp(app, { email: 'oz@example.com', first_name: 'Oz' })
  await createGoal(app, outsider.token)
  // An open link request from the family to the outsider: only the outsider may answer it.
  const asked = await call(app, 'POST', '/api/family/link-requests', {
    token: admin.token,
    origin: SITE,
    body: { child_email: outsider.email, permission_level: 'view_only' },
  })
  const linkRequest = (await asked.json()).link_request.id as string
  // A team coached by the admin, which the player joined (docs/features/family.md "Team groups").
  const created = await call(app, 'POST', '/api/teams', { token: admin.token, origin: SITE, body: { name: 'Lions' } })
  const team = (await created.json()).team as { id: string; join_code: string }
  await call(app, 'POST', '/api/teams/join', { token: player.token, origin: SITE, body: { code: team.join_code } })
  const teamView = await (await call(app, 'GET', `/api/teams/${team.id}`, { token: player.token })).json()
  const otherAdmin = await signUpParent(app, 'zed@example.com', 'Zed')
  await createFamily(app, otherAdmin, 'Other Family')
  // A second session of the player's, to be the id that session routes may end (never the one in use).
  const spare = sessionToken(
    await call(app, 'POST', '/api/auth/sign-in', { body: { email: player.email, password: 'secret-123' }, origin: SITE }),
  )
  const sessions = await (await call(app, 'GET', '/api/me/sessions', { token: spare })).json()
  // A goal template of the player's (written directly: saving one through the API needs a paid plan).
  const template = crypto.randomUUID()
  await database.write((db) =>
    db.insert(goalTemplates).values({
      id: template,
      userId: player.id,
      title: 'Juggle 50',
      description: null,
      pillar: 'technical',
      goalType: 'process',
      targetDays: 30,
      createdAt: Date.now(),
    })
  )
  const reflection = crypto.randomUUID()
  await database.write((db) =>
    db.insert(mindsetEntries).values({
      id: reflection,
      userId: player.id,
      day: '2026-11-22',
      wentWell: 'Good first touch',
      learned: null,
      nextFocus: null,
      createdAt: Date.now(),
    })
  )
  return {
    player,
    admin,
    guardian,
    outsider,
    otherAdmin,
    ids: {
      goal: goal.goal.id as string,
      plannedSession: planned.sessions[0].id as string,
      play: play.id as string,
      guardianMember,
      childMember,
      invitation,
      linkRequest,
      playerSession: sessions.sessions.find((s: { current: boolean }) => s.current).id as string,
      template,
      reflection,
      team: team.id,
      teamMember: teamView.team.my_member_id as string,
    },
  }
}
export type SecurityWorld = Awaited<ReturnType<typeof securityWorld>>
