import assert from 'node:assert/strict'
import { snapshot } from '../../test-support/db-snapshot.ts'
import { call, withApp } from '../../test-support/test-app.ts'
import { createFamily, get, linkChild, signUpChild, signUpParent } from '../../features/family/family-fixtures.ts'
import { fullTeam } from '../../features/teams/team-fixtures.ts'

// The family and team reads kept in memory (docs/features/family.md, "Cached answers") are keyed by
// the caller: once the admin, a member or a parent has warmed them, someone else asking for the same
// URLs is refused as before, gets nothing of theirs, and changes nothing (no audit row for a refused view).

Deno.test("attack: an outsider asking for a family's warm pages is refused, sees none of them and writes nothing", () =>
  withApp({}, async ({ app, database }) => {
    const sam = await signUpParent(app, 'sam@example.com', 'Sam')
    await createFamily(app, sam)
    const maya = await signUpChild(app, 'maya@example.com', 14, 'Maya')
    const memberId = await linkChild(app, database, sam, maya, 'full_access')
    const pages = ['/api/family', '/api/family/dashboard', '/api/family/report?period=week', `/api/family/members/${memberId}`]
    for (const path of pages) assert.equal((await get(app, path, sam.token)).status, 200, path)
    const olga = await signUpParent(app, 'olga@example.com', 'Olga')
    const before = await snapshot(database)
    const answers = await Promise.all(pages.map(async (path) => {
      const res = await call(app, 'GET', path, { token: olga.token })
      return [path, res.status, await res.text()] as const
    }))
    assert.deepEqual(answers.map(([path, status]) => [path, status]), [
      ['/api/family', 200],
      ['/api/family/dashboard', 404],
      ['/api/family/report?period=week', 404],
      [`/api/family/members/${memberId}`, 404],
    ])
    assert.equal(answers[0]![2], '{"family":null}')
    for (const [, , body] of answers) assert.ok(!body.includes('Maya') && !body.includes('Lopez'), body)
    // Maya herself, a member, may not read the admin's dashboard or report.
    for (const path of pages.slice(1, 3)) assert.equal((await get(app, path, maya.token)).status, 403, path)
    assert.equal(await snapshot(database), before, 'refused reads wrote nothing')
  }))

Deno.test('attack: someone outside a team asking for its warm page and league is told it is not found', () =>
  withApp({}, async ({ app, database }) => {
    const t = await fullTeam(app)
    const pages = ['/api/teams', `/api/teams/${t.team.id}`, `/api/teams/${t.team.id}/league`]
    for (const path of pages) assert.equal((await get(app, path, t.teen.token)).status, 200, path)
    const stranger = await signUpParent(app, 'olga@example.com', 'Olga')
    const before = await snapshot(database)
    assert.equal(await (await get(app, pages[0]!, stranger.token)).text(), '{"teams":[]}')
    for (const path of pages.slice(1)) assert.equal((await get(app, path, stranger.token)).status, 404, path)
    assert.equal(await snapshot(database), before)
  }))
