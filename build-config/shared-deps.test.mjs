import { createRequire } from 'node:module'
import { join } from 'node:path'
import { satisfy } from '@module-federation/enhanced/runtime'
import { describe, expect, it } from 'vitest'
import { SHARED, SINGLETON_RANGES } from './shared-deps.mjs'

// Resolved as the shell resolves them: the shell's copy is the one every page runs.
const fromShell = createRequire(join(import.meta.dirname, '..', 'shell', 'package.json'))
const installedVersion = (name) => fromShell(`${name.split('/')[0]}/package.json`).version

describe('the shared singletons', () => {
  it('are installed at versions inside the ranges a deployed remote is held to', () => {
    for (const [name, range] of Object.entries(SINGLETON_RANGES)) {
      expect({ name, satisfied: satisfy(installedVersion(name), range) }).toEqual({ name, satisfied: true })
    }
  })

  it('give the browser no version range to match, and every shared npm package has a range checked at deploy', () => {
    for (const [name, config] of Object.entries(SHARED)) {
      expect({ name, requiredVersion: config.requiredVersion, singleton: config.singleton }).toEqual({
        name,
        requiredVersion: false,
        singleton: true,
      })
      if (!name.startsWith('@app/')) expect(SINGLETON_RANGES).toHaveProperty([name])
    }
  })
})
