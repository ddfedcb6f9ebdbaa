import assert from 'node:assert/strict'
import fc from 'fast-check'
import { z } from 'zod'
import { routeDocs } from '../app.ts'
import type { RouteDoc } from '../openapi/registry.ts'
import { snapshot } from '../test-support/db-snapshot.ts'
import { call, SITE, withApp } from '../test-support/test-app.ts'
import { type SecurityWorld, securityWorld } from './fixtures.ts'

// Enough runs a route to meet every shape of bad input several times; the whole suite stays ~10 s.
const RUNS = 20

/** The keys a schema names (an object schema's shape), so generated objects use real field names. */
function keysOf(schema: z.core.$ZodType | undefined): string[] {
  // Through refinements, pipes and defaults to the object inside (sign-up is a refined object).
  type Node = { shape?: Record<string, unknown>; def?: { in?: Node; innerType?: Node; schema?: Node; left?: Node } } | undefined
  let node = schema as Node
  for (let depth = 0; node && !node.shape && depth < 5; depth++) {
    node = node.def?.in ?? node.def?.innerType ?? node.def?.schema ?? node.def?.left
  }
  return node?.shape ? Object.keys(node.shape) : []
}

/** Anything a client could send as JSON: any value, objects with the route's own field names, or broken text. */
function bodyArbitrary(schema: z.core.$ZodType | undefined) {
  const keys = keysOf(schema)
  const shaped = keys.length
    ? fc.dictionary(fc.constantFrom(...keys), fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.string({ maxLength: 300 })), {
      maxKeys: keys.length + 1,
    })
    : fc.constant({})
  return fc.oneof(
    fc.jsonValue({ maxDepth: 3 }).map((json) => ({ json })),
    shaped.map((json) => ({ json })),
    fc.string({ maxLength: 80 }).map((raw) => ({ raw })),
  )
}

const valid = (schema: z.core.$ZodType | undefined, value: unknown) => schema === undefined || z.safeParse(schema, value).success
const parsesAsJson = (raw: string) => {
  try {
    return { ok: true, value: JSON.parse(raw) }
  } catch {
    return { ok: false, value: undefined }
  }
}

/** The person a route is tried as: the family's admin for family and billing routes, else the player. */
function actorFor(doc: RouteDoc, w: SecurityWorld): string | null {
  if (!doc.auth) return null
  return doc.tag === 'family' || doc.tag === 'billing' ? w.admin.token : w.player.token
}

Deno.test('protects behaviour: every route with input, fuzzed from its zod schema, never answers 5xx, and invalid input changes no stored data', () =>
  withApp({}, async (t) => {
    const w = await securityWorld(t)
    const knownIds = Object.values(w.ids)
    const fuzzed = routeDocs(true).filter((d) => d.body || d.params || d.query)
    assert.ok(fuzzed.length >= 35, `only ${fuzzed.length} routes with input`)
    const statuses = new Map<string, Set<number>>()
    for (const doc of fuzzed) {
      const seen = new Set<number>()
      statuses.set(`${doc.method} ${doc.path}`, seen)
      const input = fc.record({
        body: doc.body ? bodyArbitrary(doc.body) : fc.constant(undefined),
        id: fc.oneof(fc.string({ maxLength: 40 }), fc.uuid(), fc.constantFrom(...knownIds)),
        query: fc.dictionary(
          fc.oneof(fc.constantFrom(...(keysOf(doc.query).length ? keysOf(doc.query) : ['x'])), fc.string({ minLength: 1, maxLength: 8 })),
          fc.string({ maxLength: 20 }),
          { maxKeys: 3 },
        ),
      })
      await fc.assert(
        fc.asyncProperty(input, async ({ body, id, query }) => {
          // The path's one parameter: an id, or a drill's slug.
          const param = doc.path.match(/\{(\w+)\}/)?.[1] ?? 'id'
          const path = doc.path.replace(`{${param}}`, encodeURIComponent(id)) + (doc.query ? `?${new URLSearchParams(query)}` : '')
          const json = body && 'raw' in body ? parsesAsJson(body.raw) : { ok: true, value: body?.json }
          const isValid = json.ok && valid(doc.body, json.value) && valid(doc.params, { [param]: id }) && valid(doc.query, query)
          const before = isValid ? null : await snapshot(t.database)
          const res = await call(t.app, doc.method.toUpperCase(), path, {
            token: actorFor(doc, w),
            origin: SITE,
            ...(body === undefined ? {} : 'raw' in body ? { raw: body.raw } : { body: body.json }),
          })
          await res.body?.cancel()
          seen.add(res.status)
          assert.ok(res.status < 500, `${doc.method} ${path} answered ${res.status} to ${JSON.stringify(body)}`)
          if (before !== null) {
            assert.ok(res.status >= 400, `${doc.method} ${path} accepted invalid input (${res.status}): ${JSON.stringify(body)}`)
            assert.equal(
              await snapshot(t.database),
              before,
              `${doc.method} ${path} changed stored data on invalid input ${JSON.stringify(body)}`,
            )
          }
        }),
        { numRuns: RUNS },
      )
    }
    // The fuzz reached each route's own checks: a signed-in route must not have answered only 401.
    const onlySignedOut = [...statuses].filter(([route, seen]) =>
      fuzzed.find((d) => `${d.method} ${d.path}` === route)?.auth && [...seen].every((s) => s === 401)
    )
    assert.deepEqual(onlySignedOut, [])
  }))
