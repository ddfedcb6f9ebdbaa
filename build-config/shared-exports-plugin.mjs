// Writes shared-exports.json beside a federated build: for each module it shares through Module
// Federation, the export names its copy provides, and the names its code imports from each one.
// On a page the shell's copy of a shared module (or, where the shell has none, the first remote's)
// is the one that runs, so a remote built against newer shared code can import a name the running
// copy lacks: the page then throws "Cannot read properties of undefined". The deploy compares these
// records (platform/src/deploys/shared-exports-contract.mjs) and refuses such a remote before any page
// loads it.

export const SHARED_EXPORTS_FILE = 'shared-exports.json'

// Module identifiers as Rspack's Module Federation writes them (share key, then the file).
const PROVIDE = /^provide shared module \([^)]*\) (.+)@[^@=]+ = (.+)$/
const CONSUME = /^consume shared module \([^)]*\) (.+?)@.*\(fallback: (.+)\)$/

/** Dependency types through which a module reads another's exports by name. */
const IMPORT_TYPES = new Set(['esm import specifier', 'esm export imported specifier', 'import()'])

export class SharedExportsPlugin {
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
          compilation.emitAsset(SHARED_EXPORTS_FILE, new compiler.rspack.sources.RawSource(`${JSON.stringify(record, null, 1)}\n`))
        },
      )
    })
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
