import { describe, expect, test } from 'vitest'
import {
  isEntryFile,
  parseRegistryBody,
  remoteCacheName,
  remoteForUrl,
  staleRemoteCaches,
  versionFiles,
  type RegistryRemote,
} from './remote-caches.ts'

const games: RegistryRemote = { name: 'mfe_games', entry: 'http://localhost:3002/_v/0123456789ab/remoteEntry.js', version: '0123456789ab' }
const goals: RegistryRemote = { name: 'mfe_goals', entry: 'http://localhost:3001/remoteEntry.js', version: 'current' }

describe('remote caches', () => {
  test('protects behaviour: a file is cached only under the version the registry names now', () => {
    expect(remoteForUrl('http://localhost:3002/_v/0123456789ab/4474.64cb3036.js', [games, goals])).toEqual(games)
    expect(remoteForUrl('http://localhost:3001/4474.64cb3036.js', [games, goals])).toEqual(goals)
    // An older deploy of the games remote, still open in some page: fetched, never kept.
    expect(remoteForUrl('http://localhost:3002/_v/ba9876543210/4474.64cb3036.js', [games, goals])).toBeNull()
    // A deployed version of goals while the registry names its undeployed build: not that build's file.
    expect(remoteForUrl('http://localhost:3001/_v/ba9876543210/remoteEntry.js', [games, goals])).toBeNull()
    expect(remoteForUrl('https://js.stripe.com/v3/index.js', [games, goals])).toBeNull()
  })

  test('protects behaviour: a new deploy makes the previous version cache stale, and the others stay', () => {
    const names = [
      remoteCacheName({ ...games, version: 'ba9876543210' }),
      remoteCacheName(games),
      remoteCacheName(goals),
      'serwist-precache-v2',
    ]
    expect(staleRemoteCaches(names, [games, goals])).toEqual(['pitchpath-remote-mfe_games-ba9876543210'])
  })

  test('protects behaviour: the entry files always come from the network first, hashed files from the cache', () => {
    expect(isEntryFile(games.entry)).toBe(true)
    expect(isEntryFile('http://localhost:3002/_v/0123456789ab/mf-manifest.json')).toBe(true)
    expect(isEntryFile('http://localhost:3002/_v/0123456789ab/prerendered/app/games/area.json')).toBe(true)
    expect(isEntryFile('http://localhost:3002/_v/0123456789ab/styles.b53287ee.css')).toBe(false)
  })

  test('protects behaviour: a version is precached from its manifest, its entry and exposed files only', () => {
    const manifest = {
      exposes: [
        { assets: { js: { sync: ['expose.1.js'], async: ['2.js', '../../evil.js'] }, css: { sync: [], async: ['styles.3.css'] } } },
      ],
      shared: [{ assets: { js: { sync: ['react.4.js'] } } }],
    }
    expect(versionFiles(manifest, games)).toEqual([
      games.entry,
      'http://localhost:3002/_v/0123456789ab/expose.1.js',
      'http://localhost:3002/_v/0123456789ab/2.js',
      'http://localhost:3002/_v/0123456789ab/styles.3.css',
    ])
    expect(versionFiles(null, games)).toEqual([games.entry])
  })

  test("protects behaviour: a canary player's registry caches the canary's files only, and the canary's cache goes when it ends for them", () => {
    // /remotes.json as the shell's server answers a player inside a canary of the goals remote.
    const canaryGoals = { name: 'mfe_goals', entry: 'http://localhost:3001/_v/fedcba987654/remoteEntry.js', version: 'fedcba987654' }
    const body = {
      remotes: [
        { ...games, channel: 'live' },
        { ...canaryGoals, channel: 'canary' },
      ],
    }
    const remotes = parseRegistryBody(body)
    expect(remotes).toEqual([games, canaryGoals])
    expect(remoteForUrl('http://localhost:3001/_v/fedcba987654/expose.1.js', remotes)).toEqual(canaryGoals)
    // The live build's files, which a page of this player never loads: never kept beside the canary's.
    expect(remoteForUrl('http://localhost:3001/expose.1.js', remotes)).toBeNull()
    // Aborted (or the share left this player): the next registry names the live build again.
    expect(staleRemoteCaches([remoteCacheName(canaryGoals), remoteCacheName(games)], [games, goals])).toEqual([
      'pitchpath-remote-mfe_goals-fedcba987654',
    ])
  })

  test('protects behaviour: a malformed registry entry is left out, not trusted', () => {
    const body = {
      remotes: [games, { name: 'x/../y', entry: games.entry, version: '1' }, { name: 'a', entry: 'not a url', version: '1' }, null],
    }
    expect(parseRegistryBody(body)).toEqual([games])
    expect(parseRegistryBody('nope')).toEqual([])
  })
})
