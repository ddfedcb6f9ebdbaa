// @ts-check
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { composeArea, fetchAreaFragment, outletRemote } from './compose-area.mjs'

const FRAME =
  '<html><head><title>Game Hub · PitchPath</title></head><body><div id="root"><main><!--$--><div data-remote-outlet="mfe_games"></div><!--/$--></main></div></body></html>'

describe('composeArea', () => {
  it('puts the area into the outlet and links its stylesheets in the head', () => {
    const page = composeArea(
      FRAME,
      { html: '<h1>Game Hub</h1>', stylesheets: ['styles.0a1b2c3d.css'] },
      'http://127.0.0.1:3002/_v/abcdefabcdef/remoteEntry.js',
    )
    expect(page).toContain('<main><!--$--><h1>Game Hub</h1><!--/$--></main>')
    // Beside the entry the browser loads, versioned path included.
    expect(page).toContain('<link rel="stylesheet" href="http://127.0.0.1:3002/_v/abcdefabcdef/styles.0a1b2c3d.css"></head>')
    expect(outletRemote(page)).toBeNull()
  })

  it('keeps "$&" and "$\'" in the area as text, not replacement patterns', () => {
    expect(composeArea(FRAME, { html: "<p>$& and $'</p>", stylesheets: [] }, 'http://localhost:3002/remoteEntry.js')).toContain(
      "<p>$& and $'</p>",
    )
  })

  it('names the remote whose outlet a frame holds, and refuses a frame without one', () => {
    expect(outletRemote(FRAME)).toBe('mfe_games')
    expect(() => composeArea('<html><head></head></html>', { html: '', stylesheets: [] }, 'http://localhost:3002/remoteEntry.js')).toThrow(
      /outlet/,
    )
  })
})

/** The port a server listening on TCP is bound to. @param {http.Server} server */
function portOf(server) {
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('the server is not listening on a TCP port')
  return address.port
}

describe('fetchAreaFragment', () => {
  /** @type {http.Server} */
  let server
  /** @type {string} */
  let base
  const answers = new Map()
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const answer = answers.get(req.url)
      if (!answer) return res.writeHead(404).end()
      if (answer === 'hang') return // never answers: the timeout must give up
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(answer)
    })
    await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)))
    base = `http://127.0.0.1:${portOf(server)}`
  })
  afterAll(() => server.close())

  it("reads the area from beside the remote's entry, versioned path included", async () => {
    answers.set(
      '/_v/abcdefabcdef/prerendered/app/games/area.json',
      JSON.stringify({ html: '<h1>Hub</h1>', stylesheets: ['styles.12345678.css'] }),
    )
    expect(await fetchAreaFragment(`${base}/_v/abcdefabcdef/remoteEntry.js`, '/app/games')).toEqual({
      html: '<h1>Hub</h1>',
      stylesheets: ['styles.12345678.css'],
    })
  })

  it('gives null, so the browser draws the area, when the remote has none, answers garbage, names odd files or is too slow', async () => {
    answers.set('/prerendered/app/bad/area.json', '{"html": 1')
    answers.set('/prerendered/app/odd/area.json', JSON.stringify({ html: '', stylesheets: ['../../evil.css'] }))
    answers.set('/prerendered/app/slow/area.json', 'hang')
    const entry = `${base}/remoteEntry.js`
    for (const path of ['/app/none', '/app/bad', '/app/odd']) expect(await fetchAreaFragment(entry, path), path).toBeNull()
    expect(await fetchAreaFragment(entry, '/app/slow', 100)).toBeNull()
    expect(await fetchAreaFragment('http://127.0.0.1:9/remoteEntry.js', '/app/games')).toBeNull()
  })
})
