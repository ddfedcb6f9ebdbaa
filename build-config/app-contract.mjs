// @ts-check
// The typed contract between the shell and a remote's './App' (docs/features/platform.md, "Typed
// contracts"). A remote's build publishes its App's props as contract.d.ts (and contract.json) and
// fails when they break what the shell passes (shell/src/remotes/app-props.ts); the deploy reads the
// published contract.d.ts and refuses it for the same reasons. Written with the TypeScript compiler
// API, not the Module Federation DTS plugin: docs/decisions/100-typed-contracts-with-the-compiler-api.md.
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import ts from 'typescript'

export const CONTRACT_DTS_FILE = 'contract.d.ts'
export const CONTRACT_JSON_FILE = 'contract.json'
export const SHELL_PROPS_FILE = resolve(import.meta.dirname, '..', 'shell', 'src', 'remotes', 'app-props.ts')
const SHELL_PROPS_TYPE = 'ShellAppProps'

/** @typedef {{ name: string, type: string, optional: boolean }} PropEntry */

/** @param {string} dir a package folder with a tsconfig.json */
function compilerOptions(dir) {
  const file = join(dir, 'tsconfig.json')
  const own = existsSync(file)
    ? ts.parseJsonConfigFileContent(ts.readConfigFile(file, ts.sys.readFile).config, ts.sys, dir).options
    : { strict: true, jsx: ts.JsxEmit.ReactJSX }
  // Only the App file and the shell's declaration, without lib.d.ts: resolving the whole area costs
  // seconds a build, this tens of milliseconds. Props are checked by their own declarations.
  return { ...own, noEmit: true, skipLibCheck: true, noResolve: true, noLib: true, types: [] }
}

/**
 * @param {ts.TypeChecker} checker
 * @param {ts.SourceFile | undefined} file
 * @param {string} name
 */
function exportOf(checker, file, name) {
  const moduleSymbol = file && checker.getSymbolAtLocation(file)
  const found = moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((s) => s.name === name)
  if (!found) return undefined
  return found.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(found) : found
}

/**
 * Problems between the props an App takes and the props the shell passes; [] when compatible.
 * @param {ts.TypeChecker} checker
 * @param {ts.Type} appProps
 * @param {ts.Type} shellProps
 * @param {string} who e.g. "mfe-games ./App"
 */
function compare(checker, appProps, shellProps, who) {
  /** @type {string[]} */
  const problems = []
  for (const prop of checker.getPropertiesOfType(appProps)) {
    const wanted = checker.getTypeOfSymbol(prop)
    const passed = checker.getPropertyOfType(shellProps, prop.name)
    if (!passed) {
      if (!(prop.flags & ts.SymbolFlags.Optional)) problems.push(`${who} requires prop '${prop.name}', which the shell does not pass`)
      continue
    }
    const given = checker.getTypeOfSymbol(passed)
    if (!checker.isTypeAssignableTo(given, wanted)) {
      problems.push(`${who} takes prop '${prop.name}' as ${checker.typeToString(wanted)}, the shell passes ${checker.typeToString(given)}`)
    }
  }
  return problems
}

/**
 * @param {ts.Program} program
 * @param {string} shellFile
 */
function shellPropsType(program, shellFile) {
  const checker = program.getTypeChecker()
  const symbol = exportOf(checker, program.getSourceFile(shellFile), SHELL_PROPS_TYPE)
  if (!symbol) throw new Error(`${shellFile} exports no ${SHELL_PROPS_TYPE}`)
  return checker.getDeclaredTypeOfSymbol(symbol)
}

/**
 * Reads a remote's App props from its source, checks them against what the shell passes, and gives
 * the contract to publish beside the build.
 * @param {{ appFile: string, dir: string, who: string, shellFile?: string }} options
 * @returns {{ dts: string, props: PropEntry[], problems: string[] }}
 */
export function describeApp({ appFile, dir, who, shellFile = SHELL_PROPS_FILE }) {
  const program = ts.createProgram([appFile, shellFile], compilerOptions(dir))
  const checker = program.getTypeChecker()
  const app = exportOf(checker, program.getSourceFile(appFile), 'default')
  if (!app) return { dts: '', props: [], problems: [`${who} has no default export`] }
  const signature = checker.getTypeOfSymbol(app).getCallSignatures()[0]
  const param = signature?.getParameters()[0]
  const appProps = param ? checker.getTypeOfSymbol(param) : checker.getTypeFromTypeNode(ts.factory.createTypeLiteralNode([]))
  const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseFullyQualifiedType
  const props = checker.getPropertiesOfType(appProps).map((p) => ({
    name: p.name,
    type: checker.typeToString(checker.getTypeOfSymbol(p), undefined, flags),
    optional: Boolean(p.flags & ts.SymbolFlags.Optional),
  }))
  const body = props.map((p) => `  ${JSON.stringify(p.name)}${p.optional ? '?' : ''}: ${p.type}\n`).join('')
  const dts = `// The props ${who} takes: its contract with the shell (docs/features/platform.md, "Typed contracts").\nexport type AppProps = {\n${body}}\n`
  return { dts, props, problems: compare(checker, appProps, shellPropsType(program, shellFile), who) }
}

/**
 * Problems between a published contract.d.ts and what the shell passes; [] when compatible.
 * @param {string} contractFile
 * @param {string} who
 * @param {string} [shellFile]
 * @returns {string[]}
 */
export function contractProblems(contractFile, who, shellFile = SHELL_PROPS_FILE) {
  if (!existsSync(contractFile)) return [`no ${CONTRACT_DTS_FILE} in the build, so its App's props cannot be checked`]
  const options = { strict: true, noEmit: true, skipLibCheck: true, noResolve: true, noLib: true, types: [] }
  const program = ts.createProgram([contractFile, shellFile], options)
  const checker = program.getTypeChecker()
  const symbol = exportOf(checker, program.getSourceFile(contractFile), 'AppProps')
  if (!symbol) return [`${CONTRACT_DTS_FILE} declares no AppProps: ${readFileSync(contractFile, 'utf8').slice(0, 200)}`]
  return compare(checker, checker.getDeclaredTypeOfSymbol(symbol), shellPropsType(program, shellFile), who)
}

/** Publishes contract.d.ts and contract.json beside a remote's build; a broken contract fails it. */
export class AppContractPlugin {
  /** @param {{ appFile: string, dir: string, who: string }} options */
  constructor(options) {
    this.options = options
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('AppContractPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'AppContractPlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { dts, props, problems } = describeApp(this.options)
          for (const problem of problems) compilation.errors.push(new compiler.rspack.WebpackError(`Typed contract: ${problem}`))
          const { RawSource } = compiler.rspack.sources
          compilation.emitAsset(CONTRACT_DTS_FILE, new RawSource(dts))
          compilation.emitAsset(CONTRACT_JSON_FILE, new RawSource(`${JSON.stringify({ app: './App', props }, null, 1)}\n`))
        },
      )
    })
  }
}
