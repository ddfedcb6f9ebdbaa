/**
 * Which native-code packages an entry loads at start, by its static import graph (`deno info`).
 * Deno Deploy loads no native code, so with LIBSQL_URL the entry must reach none of them except
 * through a dynamic import that configuration never takes (db/client.ts, features/auth/password.ts).
 */
const NATIVE_PACKAGES = [
  'libsql',
  '@libsql/client/lib-esm/node',
  '@libsql/client/lib-esm/sqlite3',
  '@node-rs/argon2',
  '@tursodatabase/sync',
  '@tursodatabase/database',
]

type Dependency = { code?: { specifier: string }; isDynamic?: boolean }
type Module = { specifier: string; kind?: string; dependencies?: Dependency[] }

/** The native packages `entry` imports statically, as paths under node_modules. */
export async function staticNativeImports(entry: string): Promise<string[]> {
  const out = await new Deno.Command(Deno.execPath(), { args: ['info', '--json', entry], stdout: 'piped', stderr: 'piped' }).output()
  if (!out.success) throw new Error(`deno info failed: ${new TextDecoder().decode(out.stderr)}`)
  const graph = JSON.parse(new TextDecoder().decode(out.stdout)) as { roots: string[]; modules: Module[] }
  const bySpecifier = new Map(graph.modules.map((m) => [m.specifier, m]))
  const seen = new Set<string>()
  const pending = [...graph.roots]
  while (pending.length > 0) {
    const specifier = pending.pop()!
    if (seen.has(specifier)) continue
    seen.add(specifier)
    for (const dep of bySpecifier.get(specifier)?.dependencies ?? []) {
      if (dep.code && !dep.isDynamic) pending.push(dep.code.specifier)
    }
  }
  return [...seen]
    .map((s) => s.match(/node_modules\/(.+)$/)?.[1])
    .filter((path): path is string => !!path && NATIVE_PACKAGES.some((p) => path.startsWith(`${p}/`) || path.startsWith(`${p}.`)))
}
