import { describe, expect, it } from 'vitest'
import { FRONTENDS, REMOTES } from './remotes.js'

describe('the remotes table', () => {
  it('gives every front-end package its own port and every remote its own federation name and routes', () => {
    const unique = (values: readonly unknown[]) => new Set(values).size === values.length
    expect(unique(FRONTENDS.map((f) => f.port))).toBe(true)
    expect(unique(FRONTENDS.map((f) => f.pkg))).toBe(true)
    expect(unique(REMOTES.map((r) => r.federationName))).toBe(true)
    expect(unique(REMOTES.flatMap((r) => r.routes.map((route) => route.path.toLowerCase())))).toBe(true)
    for (const r of REMOTES) expect(r.federationName, r.pkg).toMatch(/^[a-z][a-z0-9_]*$/)
  })
})
