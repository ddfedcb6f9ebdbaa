// Writes shared-exports.json beside a federated build: for each module it shares through Module
// Federation, the export names its copy provides, and the names its code imports from each one.
// On a page the shell's copy of a shared module (or, where the shell has none, the first remote's)
// is the one that runs, so a remote built against newer shared code can import a name the running
// copy lacks: the page then throws "Cannot read properties of undefined". The deploy compares these
// records (platform/src/deploys/shared-exports-contract.mjs) and refuses such a remote before any page
// loads it.

// Beside it, shared-types.json: the declarations of those modules (shared-exports-types.mjs); a
// remote's build fails where its code imports an export the shell's build declares in a type that
// no longer fits what the code was written against.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describeSharedTypes, SHARED_TYPES_FILE, typeMismatches } from './shared-exports-types.mjs'

export const SHARED_EXPORTS_FILE = 'shared-exports.json'

// Module identifiers as Rspack's Module Federation writes them (share key, then the file).
const PROVIDE = /^provide shared module \([^)]*\) (.+)@[^@=]+ = (.+)$/
const CONSUME = /^consume shared module \([^)]*\) (.+?)@.*\(fallback: (.+)\)$/

/** Dependency types through which a module reads another's exports by name. */
const IMPORT_TYPES = new Set(['esm import specifier', 'esm export imported specifier', 'import()'])

export class SharedExportsPlugin {
  /**
   * @param {{ who?: string, shellDist?: string | null }} [options] `shellDist`: the shell's build to
   * check a remote's imports against (none for the shell itself); SHELL_DIST, as for the deploy,
   * names another.
   */
  constructor({ who = 'this build', shellDist = null } = {}) {
    this.who = who
    this.shellDist = shellDist && (process.env.SHELL_DIST ?? shellDist)
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SharedExportsPlugin', (compilation) => {
      let record = null
      // Before chunk optimisation: modules are not yet concatenated, so each import still has its
      // own file as origin, and every module's provided exports are known.
      compilation.hooks.optimizeModules.tap('SharedExportsPlugin', (modules) => {
        record = describeSharing(compilation.moduleGraph, [...modules])
      })
      compilation.hooks.processAssets.tap(
        { name: 'SharedExportsPlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { RawSource } = compiler.rspack.sources
          compilation.emitAsset(SHARED_EXPORTS_FILE, new RawSource(`${JSON.stringify(record, null, 1)}\n`))
          const types = describeSharedTypes(Object.keys(record.provides))
          compilation.emitAsset(SHARED_TYPES_FILE, new RawSource(`${JSON.stringify(types)}\n`))
          for (const problem of this.typeProblems(record, types)) {
            compilation.errors.push(new compiler.rspack.WebpackError(`Typed contract: ${problem}`))
            // Printed at once too: a compilation that depends on this one (the area prerender) can
            // end the build before the errors of this one are reported.
            compiler.getInfrastructureLogger('SharedExportsPlugin').error(`Typed contract: ${problem}`)
          }
        },
      )
    })
  }

  /**
   * The exports this build's own code imports, against the shell's build's declarations of them (the
   * copy pages run); [] with no shell build to read (it is checked again at deploy).
   * @param {{ provides: Record<string, string[] | true>, uses: Record<string, Record<string, string[]>> }} record
   * @param {import('./shared-exports-types.mjs').SharedTypes} types
   */
  typeProblems(record, types) {
    const file = this.shellDist && join(this.shellDist, SHARED_TYPES_FILE)
    if (!file || !existsSync(file)) return []
    const shell = { label: "the shell's build (the one pages run)", types: JSON.parse(readFileSync(file, 'utf8')) }
    const ownBuild = { label: this.who, types }
    return typeMismatches(
      Object.entries(record.uses).map(([key, byImporter]) => {
        // `import * as`: every name this build's copy exports may be read.
        const own = record.provides[key]
        const names = (byImporter[''] ?? []).flatMap((name) => (name === '*' ? (Array.isArray(own) ? own : []) : [name]))
        return { user: ownBuild, copy: shell, key, names }
      }),
    )
  }
}

/**
 * `provides`: share key → the export names of this build's copy (true: unknown, e.g. CommonJS).
 * `uses`: share key → importer → names; the importer is '' for the build's own code (it always
 * runs) or the share key of a shared module's fallback copy (it runs only where that copy is chosen).
 * A namespace import (`import * as`) is recorded as '*'.
 */
function describeSharing(moduleGraph, modules) {
  const keyOfFile = new Map()
  const provides = {}
  const consumed = []
  for (const module of modules) {
    const id = module.identifier()
    const provide = PROVIDE.exec(id)
    if (provide) {
      const [, key, file] = provide
      keyOfFile.set(file, key)
      const target = moduleGraph
        .getOutgoingConnections(module)
        .map((c) => c.module)
        .find(Boolean)
      const names = target ? moduleGraph.getProvidedExports(target) : null
      // A CommonJS module (React) is imported as `default` too: the interop hands over module.exports.
      const commonJs = target && !target.dependencies.some((d) => d.type.startsWith('esm '))
      provides[key] = Array.isArray(names) ? [...names, ...(commonJs ? ['default'] : [])].sort() : true
      continue
    }
    const consume = CONSUME.exec(id)
    if (consume) {
      keyOfFile.set(consume[2], consume[1])
      consumed.push([consume[1], module])
    }
  }
  const uses = {}
  for (const [key, module] of consumed) {
    for (const connection of moduleGraph.getIncomingConnections(module)) {
      const dependency = connection.dependency
      if (!dependency || !IMPORT_TYPES.has(dependency.type)) continue
      const importer = keyOfFile.get(connection.originModule?.resource ?? '') ?? ''
      const name = dependency.ids?.[0] ?? '*'
      const names = ((uses[key] ??= {})[importer] ??= new Set())
      names.add(name)
    }
  }
  const sorted = (object, map) =>
    Object.fromEntries(
      Object.keys(object)
        .sort()
        .map((k) => [k, map(object[k])]),
    )
  return {
    provides: sorted(provides, (names) => names),
    uses: sorted(uses, (byImporter) => sorted(byImporter, (names) => [...names].sort())),
  }
}
