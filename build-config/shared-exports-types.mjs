// @ts-check
// The shared modules' exports as types (docs/features/platform.md, "Typed contracts"). Beside
// shared-exports.json, a build publishes shared-types.json: the declarations of every @app/shared
// module it shares, and of the shared/ files those declarations name, as `tsc` would emit them. The
// names alone (shared-exports-plugin.mjs) miss a changed signature: a remote built against
// `formatScore(score: number)` breaks on a page whose running copy declares `formatScore(score:
// string)`. The deploy, and a remote's own build against the shell's build, compare the two
// declarations of every export a build imports. Third-party libraries are not typed here: they are
// pinned by version (SINGLETON_RANGES, checked at deploy), and their types read as `any`.
// Compiler API, declaration emit of shared/ files only, no lib.d.ts and no node_modules: see
// docs/decisions/116-shared-modules-typed-by-their-emitted-declarations.md.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join, posix, relative, resolve, sep } from 'node:path'
import ts from 'typescript'

export const SHARED_TYPES_FILE = 'shared-types.json'
export const SHARED_SRC = resolve(import.meta.dirname, '..', 'shared', 'src')
const PREFIX = '@app/shared/'
const CACHE_DIR = resolve(import.meta.dirname, '..', 'node_modules', '.cache', 'pitchpath-shared-types')

/**
 * `modules`: share key → its declaration file; `files`: declaration file (a path under shared/src,
 * with '/') → its text.
 * @typedef {{ modules: Record<string, string>, files: Record<string, string> }} SharedTypes
 */

const SOURCE = /\.tsx?$/
const dtsOf = (/** @type {string} */ path) => path.replace(SOURCE, '.d.ts')
const slashed = (/** @type {string} */ path) => path.split(sep).join('/')

/**
 * The shared/ source file an import names, or null (a library, a stylesheet, a missing file).
 * @param {string} specifier
 * @param {string} from the importing file
 * @param {string} root shared/src
 */
function ownSource(specifier, from, root) {
  const target = specifier.startsWith(PREFIX)
    ? join(root, specifier.slice(PREFIX.length))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null
  return target && SOURCE.test(target) && !relative(root, target).startsWith('..') && existsSync(target) ? target : null
}

// Declarations only, of the files given: no type check of bodies, no lib.d.ts, nothing from
// node_modules. That keeps it to about a second for a remote's shared modules instead of a
// whole-program check; what it costs is that library types (React's, zod's, even Promise) read as
// `any` on both sides of a comparison.
const EMIT_OPTIONS = {
  declaration: true,
  emitDeclarationOnly: true,
  noCheck: true,
  noResolve: true,
  noLib: true,
  types: [],
  skipLibCheck: true,
  strict: true,
  jsx: ts.JsxEmit.ReactJSX,
  allowImportingTsExtensions: true,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
}

/**
 * The declarations of the @app/shared modules among `keys` (share keys; others are left out).
 * @param {string[]} keys
 * @param {string} [root] shared/src
 * @returns {SharedTypes}
 */
export function describeSharedTypes(keys, root = SHARED_SRC) {
  /** @type {Record<string, string>} */
  const modules = {}
  const queue = []
  for (const key of keys) {
    const file = ownSource(key, root, root)
    if (!file) continue
    modules[key] = slashed(dtsOf(relative(root, file)))
    queue.push(file)
  }
  const sources = new Set()
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (sources.has(file)) continue
    sources.add(file)
    const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file) ?? '', true, false)
    for (const { fileName } of importedFiles) {
      const target = ownSource(fileName, file, root)
      if (target) queue.push(target)
    }
  }
  // The same shared/ files and keys give the same declarations: a build whose shared/ did not change
  // since the last one reads them back (tens of milliseconds) instead of emitting them (a second or more).
  const hash = createHash('sha256').update(`${ts.version}\0${JSON.stringify(EMIT_OPTIONS)}\0${JSON.stringify(modules)}`)
  for (const file of [...sources].sort()) hash.update(`\0${relative(root, file)}\0`).update(readFileSync(file))
  const cached = join(CACHE_DIR, `${hash.digest('hex').slice(0, 24)}.json`)
  if (existsSync(cached)) return JSON.parse(readFileSync(cached, 'utf8'))
  /** @type {Record<string, string>} */
  const files = {}
  ts.createProgram([...sources], EMIT_OPTIONS).emit(
    undefined,
    (name, text) => {
      files[slashed(relative(root, name))] = text
    },
    undefined,
    true,
  )
  /** @type {SharedTypes} */
  const types = { modules, files: Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1))) }
  mkdirSync(CACHE_DIR, { recursive: true })
  // Written aside, then renamed: two builds at once never read half a file.
  const partial = `${cached}.${process.pid}.tmp`
  writeFileSync(partial, JSON.stringify(types))
  renameSync(partial, cached)
  return types
}

/**
 * One export a build imports, to compare with the copy that may run in its place. `user` is the
 * build whose code imports it (its own declarations are what that code was written against).
 * @typedef {{ label: string, types: SharedTypes }} TypedBuild
 * @typedef {{ user: TypedBuild, copy: TypedBuild, key: string, names: string[] }} TypeCheck
 */

// With the language's own lib (no DOM): without it every array and Promise would read as `{}`.
const CHECK_OPTIONS = { strict: true, noEmit: true, lib: ['lib.es2022.d.ts'], types: [], skipLibCheck: true }

/**
 * Every export in `checks` whose running copy's type is not assignable to the type the importing
 * build was written against, as sentences naming the module, the export and both types.
 * @param {TypeCheck[]} allChecks
 * @returns {string[]}
 */
export function typeMismatches(allChecks) {
  // Where every declaration file the two builds both have reads the same, nothing can differ (each
  // file names the same files): the usual case, two builds of one shared/, costs no program.
  const checks = allChecks.filter(({ user, copy }) => !sameDeclarations(user.types, copy.types))
  if (checks.length === 0) return []
  // Each build's declarations under its own folder of one in-memory file system.
  /** @type {Map<SharedTypes, string>} */
  const folders = new Map()
  /** @type {Map<string, string>} */
  const texts = new Map()
  for (const { user, copy } of checks) {
    for (const types of [user.types, copy.types]) {
      if (folders.has(types)) continue
      const folder = `/build${folders.size}`
      folders.set(types, folder)
      for (const [file, text] of Object.entries(types.files)) texts.set(`${folder}/${file}`, text)
    }
  }
  const host = ts.createCompilerHost(CHECK_OPTIONS)
  const { fileExists, readFile, getSourceFile } = host
  host.fileExists = (file) => texts.has(file) || fileExists(file)
  host.readFile = (file) => texts.get(file) ?? readFile(file)
  host.getSourceFile = (file, version, ...rest) => {
    const text = texts.get(file)
    return text === undefined ? getSourceFile(file, version, ...rest) : ts.createSourceFile(file, text, version)
  }
  host.resolveModuleNameLiterals = (literals, containingFile) =>
    literals.map(({ text }) => {
      const folder = containingFile.split('/').slice(0, 2).join('/')
      const target = text.startsWith(PREFIX)
        ? `${folder}/${text.slice(PREFIX.length)}`
        : text.startsWith('.')
          ? posix.join(posix.dirname(containingFile), text)
          : null
      const file = target && dtsOf(target)
      const resolvedModule = { resolvedFileName: file ?? '', extension: ts.Extension.Dts, isExternalLibraryImport: false }
      return { resolvedModule: file && texts.has(file) ? resolvedModule : undefined }
    })
  const program = ts.createProgram([...texts.keys()], CHECK_OPTIONS, host)
  const checker = program.getTypeChecker()
  /** @param {SharedTypes} types @param {string} key @param {string} name */
  const exportType = (types, key, name) => {
    const file = program.getSourceFile(`${folders.get(types)}/${types.modules[key]}`)
    const moduleSymbol = file && checker.getSymbolAtLocation(file)
    const found = moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((s) => s.name === name)
    if (!found) return undefined
    return checker.getTypeOfSymbol(found.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(found) : found)
  }
  /** @type {string[]} */
  const problems = []
  for (const { user, copy, key, names } of checks) {
    if (!user.types.modules[key] || !copy.types.modules[key]) continue
    for (const name of names) {
      const wanted = exportType(user.types, key, name)
      const running = exportType(copy.types, key, name)
      // A missing name is the names contract's refusal (shared-exports-contract.mjs), not a type's.
      if (!wanted || !running) continue
      const found = mismatch(checker, running, wanted, name, 0)
      if (found) {
        problems.push(
          `${user.label} uses '${found.path}' from ${key} as ${found.wanted}, but the copy in ${copy.label} declares it as ${found.running}`,
        )
      }
    }
  }
  return problems
}

/** @param {SharedTypes} a @param {SharedTypes} b */
const sameDeclarations = (a, b) =>
  a === b || Object.entries(a.files).every(([file, text]) => b.files[file] === undefined || b.files[file] === text)

const TYPE_TEXT = ts.TypeFormatFlags.NoTruncation
/** How deep a mismatch is followed to name its member; recursive types stop there. */
const DEPTH = 6

/**
 * The innermost member where `running` stops fitting `wanted` (an object such as `goalsApi` is
 * named by its member, `goalsApi.list`, rather than printed whole), or null when it fits.
 * @param {ts.TypeChecker} checker
 * @param {ts.Type} running
 * @param {ts.Type} wanted
 * @param {string} path
 * @param {number} depth
 * @returns {{ path: string, wanted: string, running: string } | null}
 */
function mismatch(checker, running, wanted, path, depth) {
  if (checker.isTypeAssignableTo(running, wanted)) return null
  const text = (/** @type {ts.Type} */ t) => checker.typeToString(t, undefined, TYPE_TEXT)
  const whole = { path, wanted: text(wanted), running: text(running) }
  const [runningCall, ...moreRunning] = running.getCallSignatures()
  const [wantedCall, ...moreWanted] = wanted.getCallSignatures()
  // Two functions printed alike (a type they name changed in another file): name the parameter
  // or the result that differs. A parameter is read the other way round: the caller's argument
  // must fit what the running copy takes.
  if (whole.wanted === whole.running && depth < DEPTH && runningCall && wantedCall && !moreRunning.length && !moreWanted.length) {
    const params = wantedCall.getParameters()
    for (const [index, param] of params.entries()) {
      const other = runningCall.getParameters()[index]
      if (!other) continue
      const found = mismatch(checker, checker.getTypeOfSymbol(param), checker.getTypeOfSymbol(other), `${path}(${param.name})`, depth + 1)
      if (found) return { path: found.path, wanted: found.running, running: found.wanted }
    }
    const result = mismatch(checker, runningCall.getReturnType(), wantedCall.getReturnType(), `${path}()`, depth + 1)
    if (result) return result
  }
  // An object type written out (a type literal, an object such as goalsApi): name the member that
  // differs. A library's interface (Array, Promise) alike in name: the type argument that differs.
  const literal = (/** @type {ts.Type} */ t) =>
    Boolean(t.flags & ts.TypeFlags.Object) &&
    Boolean(/** @type {ts.ObjectType} */ (t).objectFlags & ts.ObjectFlags.Anonymous) &&
    t.getCallSignatures().length === 0 &&
    t.getConstructSignatures().length === 0
  const reference = (/** @type {ts.Type} */ t) =>
    Boolean(t.flags & ts.TypeFlags.Object) && Boolean(/** @type {ts.ObjectType} */ (t).objectFlags & ts.ObjectFlags.Reference)
  if (depth < DEPTH && reference(running) && reference(wanted) && running.getSymbol()?.name === wanted.getSymbol()?.name) {
    const runningArgs = checker.getTypeArguments(/** @type {ts.TypeReference} */ (running))
    const wantedArgs = checker.getTypeArguments(/** @type {ts.TypeReference} */ (wanted))
    for (const [index, arg] of wantedArgs.entries()) {
      const found = runningArgs[index] && mismatch(checker, runningArgs[index], arg, path, depth + 1)
      if (found) return found
    }
  }
  if (depth < DEPTH && literal(running) && literal(wanted)) {
    for (const member of checker.getPropertiesOfType(wanted)) {
      const other = checker.getPropertyOfType(running, member.name)
      const wantedMember = checker.getTypeOfSymbol(member)
      if (!other) {
        if (member.flags & ts.SymbolFlags.Optional) continue
        return { path: `${path}.${member.name}`, wanted: text(wantedMember), running: 'nothing' }
      }
      const found = mismatch(checker, checker.getTypeOfSymbol(other), wantedMember, `${path}.${member.name}`, depth + 1)
      if (found) return found
    }
  }
  return whole
}
