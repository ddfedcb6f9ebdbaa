import assert from 'node:assert/strict'
import { fileURLToPath } from 'node:url'
import { staticNativeImports } from './native-imports.ts'

const src = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url))

Deno.test('protects behaviour: the API entry imports no native package statically (Deno Deploy loads only what configuration picks)', async () => {
  assert.deepEqual(await staticNativeImports(src('main.ts')), [])
})

Deno.test('protects behaviour: the native-import check does see native code: the embedded-file database module imports libSQL', async () => {
  const found = await staticNativeImports(src('db/file-database.ts'))
  assert.ok(found.some((path) => path.startsWith('libsql/')), JSON.stringify(found))
})
