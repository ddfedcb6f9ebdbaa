/**
 * `deno task deploy:check`: is the edge API ready for Deno Deploy? Nothing is deployed.
 * 1. It type-checks. 2. Its entry imports no native package statically (native-imports.ts).
 * 3. With LIBSQL_URL it starts and serves sign-up, sign-in, Log Training and reads under
 *    --deny-ffi --deny-write, against a local libSQL-protocol server (deploy-readiness.test.ts).
 */
import { fileURLToPath } from 'node:url'
import { staticNativeImports } from './native-imports.ts'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const run = async (args: string[]) =>
  (await new Deno.Command(Deno.execPath(), { args, stdout: 'inherit', stderr: 'inherit' }).output()).success

let ok = await run(['check', here('../main.ts')])
const native = await staticNativeImports(here('../main.ts'))
if (native.length > 0) {
  console.error(`✗ the entry imports native code statically: ${native.join(', ')}`)
  ok = false
} else {
  console.log('✓ no native package in the static import graph of src/main.ts')
}
ok = (await run([
  'test',
  '--allow-env',
  '--allow-read',
  '--allow-write',
  '--allow-sys',
  '--allow-ffi',
  '--allow-run',
  '--allow-net=127.0.0.1,localhost',
  here('./deploy-readiness.test.ts'),
])) && ok
console.log(ok ? '✓ ready for Deno Deploy (LIBSQL_URL + LIBSQL_AUTH_TOKEN of a Turso database)' : '✗ not ready for Deno Deploy')
Deno.exit(ok ? 0 : 1)
