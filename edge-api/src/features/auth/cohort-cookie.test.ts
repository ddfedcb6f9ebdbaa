import assert from 'node:assert/strict'
import { COHORT_COOKIE } from '../../http/cohort-cookie.ts'
import { call, sessionToken, signUp, SITE, withApp } from '../../test-support/test-app.ts'

/** The pp_cohort Set-Cookie line of a response, if any. */
const cohortLine = (res: Response) => res.headers.getSetCookie().find((line) => line.startsWith(`${COHORT_COOKIE}=`)) ?? null
const cohortOfResponse = (res: Response) => cohortLine(res)?.match(/^pp_cohort=([^;]*)/)?.[1] || null

const signIn = (app: Parameters<typeof call>[0], email: string) =>
  call(app, 'POST', '/api/auth/sign-in', { body: { email, password: 'secret-123' }, origin: SITE })

Deno.test('protects behaviour: sign-up and every sign-in set the same opaque pp_cohort with the session, a first-party HttpOnly cookie', () =>
  withApp({}, async ({ app }) => {
    const res = await call(app, 'POST', '/api/auth/sign-up', {
      body: { email: 'cy@example.com', password: 'secret-123', first_name: 'Cy', last_name: 'Co', accountType: 'parent' },
      origin: SITE,
    })
    assert.equal(res.status, 201)
    const { user } = await res.json()
    const line = cohortLine(res)!
    assert.match(line, /; Path=\//)
    assert.match(line, /; HttpOnly/)
    assert.match(line, /; SameSite=Lax/)
    const cohort = cohortOfResponse(res)!
    assert.match(cohort, /^[A-Za-z0-9_-]{43}$/)
    // Derived, never the id itself.
    assert.ok(!cohort.includes(user.id))

    const again = await signIn(app, 'cy@example.com')
    assert.equal(again.status, 200)
    assert.equal(cohortOfResponse(again), cohort)
    // The session cookie comes first, as every reader of a sign-in's cookies expects.
    assert.match(again.headers.getSetCookie()[0]!, /^pp_session=/)

    const other = await signUp(app, { email: 'dee@example.com' })
    const theirs = cohortOfResponse(await signIn(app, 'dee@example.com'))
    assert.ok(other.id !== user.id && theirs !== null && theirs !== cohort)
  }))

Deno.test('protects behaviour: a session renewed after a day renews pp_cohort with it, unchanged', () =>
  withApp({}, async ({ app, clock }) => {
    await signUp(app)
    const signedIn = await signIn(app, 'maya@example.com')
    const cohort = cohortOfResponse(signedIn)
    clock.advance(25 * 60 * 60 * 1000)
    const renewed = await call(app, 'GET', '/api/auth/session', { token: sessionToken(signedIn) })
    assert.equal(renewed.status, 200)
    assert.ok(sessionToken(renewed))
    assert.equal(cohortOfResponse(renewed), cohort)
  }))

Deno.test('protects behaviour: signing out clears pp_cohort with the session, so the browser is a visitor again', () =>
  withApp({}, async ({ app }) => {
    await signUp(app)
    const signedIn = await signIn(app, 'maya@example.com')
    const out = await call(app, 'POST', '/api/auth/sign-out', { token: sessionToken(signedIn), origin: SITE })
    assert.equal(out.status, 204)
    const line = cohortLine(out)
    assert.ok(line, 'sign-out sends a pp_cohort cookie that removes it')
    assert.equal(cohortOfResponse(out), null)
    assert.match(line, /Max-Age=0|Expires=Thu, 01 Jan 1970/)
  }))
