import assert from 'node:assert/strict'
import { PLATFORM_MESSAGES } from '@app/shared/domain/messages/platform.ts'
import { sessionBody } from '../../features/training/training-fixtures.ts'
import { SEEN_COOKIE } from '../../http/read-your-writes.ts'
import { clusterTest, request, seenCookie, startRestartableCluster } from '../../test-support/cluster-load.ts'
import { playerSignUp } from '../../test-support/test-app.ts'

// The consistency token (docs/cluster.md) is a cookie, so a client can send any value: a forged one
// must neither lock the player out nor hold a server up, and must change nothing.

clusterTest(
  'protects behaviour: a forged or malformed consistency token is answered from the data itself, and changes nothing',
  async () => {
    const cluster = await startRestartableCluster()
    try {
      const a = await cluster.start('a')
      const signUp = await request(a, 'POST', '/api/auth/sign-up', undefined, playerSignUp())
      const token = signUp.token!
      const logged = await request(a, 'POST', '/api/training', token, sessionBody({ duration_minutes: 30 }), [seenCookie(signUp.headers)!])
      assert.equal(logged.status, 201)
      const level = (await request(a, 'GET', '/api/progress/level', token)).body.level
      const real = Number(seenCookie(logged.headers)!.split('=')[1])
      for (const forged of ['999999999999999', '1e99', '-1', 'abc', '0', '12345678901234567890', '']) {
        const res = await request(a, 'GET', '/api/progress/level', token, undefined, [`${SEEN_COOKIE}=${forged}`])
        assert.equal(res.status, 200, `token "${forged}"`)
        assert.deepEqual(res.body.level, level)
      }
      // A token ahead of the primary itself is replaced by what the server holds, and writes go on.
      const ahead = await request(a, 'GET', '/api/progress/level', token, undefined, [`${SEEN_COOKIE}=999999999999999`])
      const replaced = Number(seenCookie(ahead.headers)?.split('=')[1])
      assert.ok(replaced >= real && replaced < 999999999999999, `the cookie says what the server holds: ${replaced}`)
      const write = await request(a, 'POST', '/api/training', token, sessionBody({ duration_minutes: 30 }), [
        `${SEEN_COOKIE}=999999999999999`,
      ])
      assert.equal(write.status, 201)
    } finally {
      await cluster.stop()
    }
  },
)

clusterTest(
  'protects behaviour: a server that cannot fetch the caller’s latest change answers 503 after a bounded wait, never older data',
  async () => {
    const cluster = await startRestartableCluster(60_000)
    try {
      const a = await cluster.start('a')
      const signUp = await request(a, 'POST', '/api/auth/sign-up', undefined, playerSignUp())
      // The first read of a level creates its row (a write): done while the primary is up.
      const first = await request(a, 'GET', '/api/progress/level', signUp.token!, undefined, [seenCookie(signUp.headers)!])
      const seen = Number(seenCookie(first.headers)!.split('=')[1])
      await cluster.stopPrimary()
      // As if another instance had taken a write this one has not pulled: the primary is gone, so no pull can bring it.
      const res = await request(a, 'GET', '/api/progress/level', signUp.token!, undefined, [`${SEEN_COOKIE}=${seen + 1}`])
      assert.equal(res.status, 503)
      assert.equal(res.body.error.message, PLATFORM_MESSAGES.catchingUp)
      assert.equal(res.headers.get('retry-after'), '1')
      // Without a token ahead of it, the instance still answers from its copy.
      const stale = await request(a, 'GET', '/api/progress/level', signUp.token!, undefined, [`${SEEN_COOKIE}=${seen}`])
      assert.equal(stale.status, 200, JSON.stringify(stale.body))
    } finally {
      await cluster.stop()
    }
  },
)
