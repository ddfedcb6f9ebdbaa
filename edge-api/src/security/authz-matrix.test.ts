import assert from 'node:assert/strict'
import { routeDocs } from '../app.ts'
import type { RouteDoc } from '../openapi/registry.ts'
import { snapshot } from '../test-support/db-snapshot.ts'
import { call, SITE, type TestApp, withApp } from '../test-support/test-app.ts'
import { type SecurityWorld, securityWorld } from './fixtures.ts'

type Ids = SecurityWorld['ids']
const key = (d: RouteDoc) => `${d.method} ${d.path}`

/**
 * For every route that names a resource by id: whose resource it tries (a key of the world's ids),
 * who attacks it (someone with no right to it), and a body that passes validation, so the refusal
 * proves the authorization check and not the schema.
 */
const FOREIGN_ID: Record<string, { id: keyof Ids; attacker: 'outsider' | 'otherAdmin'; body?: unknown; memberId?: keyof Ids }> = {
  'delete /api/me/sessions/{id}': { id: 'playerSession', attacker: 'outsider' },
  'get /api/goals/{id}': { id: 'goal', attacker: 'outsider' },
  'put /api/goals/{id}': { id: 'goal', attacker: 'outsider', body: { title: 'Taken over', pillar: 'technical', goal_type: 'process' } },
  'post /api/goals/{id}/complete': { id: 'goal', attacker: 'outsider' },
  'post /api/goals/{id}/reopen': { id: 'goal', attacker: 'outsider' },
  'post /api/goals/{id}/sessions': { id: 'goal', attacker: 'outsider', body: { session_date: '2026-11-30', start_time: '16:00' } },
  'post /api/goals/sessions/{id}/done': { id: 'plannedSession', attacker: 'outsider' },
  'put /api/goals/sessions/{id}': { id: 'plannedSession', attacker: 'outsider', body: { session_date: '2026-12-30', start_time: '16:00' } },
  'delete /api/goals/sessions/{id}': { id: 'plannedSession', attacker: 'outsider' },
  'delete /api/goals/{id}': { id: 'goal', attacker: 'outsider' },
  'delete /api/goals/templates/{id}': { id: 'template', attacker: 'outsider' },
  'delete /api/mindset/entries/{id}': { id: 'reflection', attacker: 'outsider' },
  'post /api/games/plays/{id}/answers': { id: 'play', attacker: 'outsider', body: { item_id: 'any', choice: 0 } },
  'post /api/games/plays/{id}/next': { id: 'play', attacker: 'outsider' },
  'post /api/games/plays/{id}/hits': { id: 'play', attacker: 'outsider', body: { target: 0 } },
  'post /api/games/plays/{id}/finish': { id: 'play', attacker: 'outsider', body: {} },
  'delete /api/family/invitations/{id}': { id: 'invitation', attacker: 'otherAdmin' },
  'delete /api/family/link-requests/{id}': { id: 'linkRequest', attacker: 'otherAdmin' },
  'post /api/family/link-requests/{id}/accept': { id: 'linkRequest', attacker: 'otherAdmin' },
  'post /api/family/link-requests/{id}/reject': { id: 'linkRequest', attacker: 'otherAdmin' },
  'get /api/family/members/{id}': { id: 'childMember', attacker: 'otherAdmin' },
  'patch /api/family/members/{id}': { id: 'guardianMember', attacker: 'otherAdmin', body: { permission_level: 'limited' } },
  'delete /api/family/members/{id}': { id: 'guardianMember', attacker: 'otherAdmin' },
  'put /api/family/goals/{id}': {
    id: 'goal',
    attacker: 'otherAdmin',
    body: { title: 'Taken over', pillar: 'technical', goal_type: 'process' },
  },
  'post /api/family/goals/{id}/approve': { id: 'goal', attacker: 'otherAdmin' },
  'post /api/family/goals/{id}/decline': { id: 'goal', attacker: 'otherAdmin', body: { note: 'Not this one' } },
  'get /api/family/members/{id}/export': { id: 'childMember', attacker: 'otherAdmin' },
  'delete /api/family/members/{id}/account': { id: 'childMember', attacker: 'otherAdmin', body: { password: 'parent-123' } },
  // A team is seen only by its members and the parents of its children: a stranger is told it is not found.
  'get /api/teams/{id}': { id: 'team', attacker: 'outsider' },
  'get /api/teams/{id}/league': { id: 'team', attacker: 'outsider' },
  'post /api/teams/{id}/code': { id: 'team', attacker: 'outsider' },
  'post /api/teams/{id}/members/{memberId}/approve': { id: 'team', memberId: 'teamMember', attacker: 'otherAdmin' },
  'post /api/teams/{id}/members/{memberId}/decline': { id: 'team', memberId: 'teamMember', attacker: 'otherAdmin' },
  'delete /api/teams/{id}/members/{memberId}': { id: 'team', memberId: 'teamMember', attacker: 'otherAdmin' },
  'post /api/teams/{id}/drills': { id: 'team', attacker: 'otherAdmin', body: { drill_slug: 'toe-taps' } },
  'delete /api/teams/{id}/drills/{slug}': { id: 'team', attacker: 'otherAdmin' },
  'post /api/teams/{id}/cheers': {
    id: 'team',
    attacker: 'outsider',
    body: { to_member_id: '00000000-0000-4000-8000-000000000000', phrase_id: 'keep-going' },
  },
}

/** Family routes only its admin may use: a guardian in the same family is refused, with a valid body. */
const ADMIN_ONLY: Record<string, { id?: keyof Ids; body?: unknown }> = {
  'patch /api/family': { body: { family_name: 'Taken Over' } },
  'get /api/family/audit': {},
  'get /api/family/report': {},
  'post /api/family/invitations': { body: { email: 'intruder@example.com', relationship: 'guardian' } },
  'delete /api/family/invitations/{id}': { id: 'invitation' },
  'post /api/family/link-requests': { body: { child_email: 'kid@example.com', permission_level: 'full_access' } },
  'delete /api/family/link-requests/{id}': { id: 'linkRequest' },
  'patch /api/family/members/{id}': { id: 'childMember', body: { permission_level: 'full_access' } },
  'delete /api/family/members/{id}': { id: 'childMember' },
  'get /api/family/members/{id}/export': { id: 'childMember' },
  'delete /api/family/members/{id}/account': { id: 'childMember', body: { password: 'parent-123' } },
  'post /api/family/goals/{id}/approve': { id: 'goal' },
  'post /api/family/goals/{id}/decline': { id: 'goal', body: { note: 'Not this one' } },
}

async function attempt(t: TestApp, doc: RouteDoc, token: string | null, id: string | undefined, body: unknown, memberId?: string) {
  let path = id ? doc.path.replace('{id}', id) : doc.path
  // A team member's routes name the team and the member (the world's team member is the target).
  if (memberId) path = path.replace('{memberId}', memberId)
  // A team's drill is named by a library slug.
  path = path.replace('{slug}', 'toe-taps')
  const before = await snapshot(t.database)
  const res = await call(t.app, doc.method.toUpperCase(), path, { token, origin: SITE, ...(body === undefined ? {} : { body }) })
  const text = await res.text()
  return { status: res.status, text, unchanged: (await snapshot(t.database)) === before, path }
}

Deno.test('protects behaviour: every signed-in route refuses a visitor without a session with 401 and writes nothing', () =>
  withApp({}, async (t) => {
    const w = await securityWorld(t)
    const signedIn = routeDocs(true).filter((d) => d.auth)
    assert.ok(signedIn.length >= 55, `only ${signedIn.length} signed-in routes`)
    for (const doc of signedIn) {
      const id = doc.params ? w.ids[FOREIGN_ID[key(doc)]?.id ?? 'goal'] : undefined
      const { status, unchanged, path } = await attempt(
        t,
        doc,
        null,
        id,
        doc.body ? (FOREIGN_ID[key(doc)]?.body ?? ADMIN_ONLY[key(doc)]?.body ?? {}) : undefined,
      )
      assert.equal(status, 401, `${doc.method} ${path}`)
      assert.ok(unchanged, `${doc.method} ${path} wrote without a session`)
    }
  }))

Deno.test("protects behaviour: every route that takes an id refuses someone else's resource (403 or 404) and writes nothing", () =>
  withApp({}, async (t) => {
    const w = await securityWorld(t)
    // Public content named by a slug (a drill) belongs to no one: nothing to refuse.
    const withId = routeDocs(true).filter((d) => d.params && d.auth)
    assert.deepEqual(withId.map(key).filter((k) => !(k in FOREIGN_ID)), [], 'every route with an id is in the matrix')
    for (const doc of withId) {
      const rule = FOREIGN_ID[key(doc)]!
      const { status, text, unchanged, path } = await attempt(
        t,
        doc,
        w[rule.attacker].token,
        w.ids[rule.id],
        rule.body,
        rule.memberId && w.ids[rule.memberId],
      )
      assert.ok(status === 403 || status === 404, `${doc.method} ${path} as ${rule.attacker}: ${status} ${text}`)
      assert.ok(unchanged, `${doc.method} ${path} as ${rule.attacker} changed data`)
    }
  }))

Deno.test("protects behaviour: a guardian in the family, a player outside it and another family's admin are refused every admin-only family route and change nothing", () =>
  withApp({}, async (t) => {
    const w = await securityWorld(t)
    const documented = new Set(routeDocs(true).map(key))
    assert.deepEqual(Object.keys(ADMIN_ONLY).filter((k) => !documented.has(k)), [])
    for (const role of ['guardian', 'outsider', 'otherAdmin'] as const) {
      for (const [route, rule] of Object.entries(ADMIN_ONLY)) {
        const doc = routeDocs(true).find((d) => key(d) === route)!
        // Another admin acting on their own family is allowed; only the victim family's ids are refused.
        if (role === 'otherAdmin' && !rule.id) continue
        const { status, text, unchanged, path } = await attempt(t, doc, w[role].token, rule.id ? w.ids[rule.id] : undefined, rule.body)
        assert.ok(status === 403 || status === 404, `${route} (${path}) as ${role}: ${status} ${text}`)
        assert.ok(unchanged, `${route} as ${role} changed data`)
      }
    }
    // The same requests by the admin are allowed: the refusals above are about the role, not the request.
    const rename = await call(t.app, 'PATCH', '/api/family', {
      token: w.admin.token,
      origin: SITE,
      body: ADMIN_ONLY['patch /api/family']!.body,
    })
    assert.equal(rename.status, 200)
  }))
