// @ts-check
// Does a remote's build fit the shared modules the live site runs? Each build records what it shares
// and imports (build-config/shared-exports-plugin.mjs). On a page the shell's copy of a shared module
// runs when the shell has one (it registers first, shareStrategy 'loaded-first'); otherwise any
// remote's copy may, whichever area loads first. A remote that imports a name the running copy lacks
// breaks on the page ("Cannot read properties of undefined"), and a remote whose copy lacks a name
// another live build imports breaks that build wherever it loads first: the deploy refuses both.
// The same goes for a name whose running copy declares another type (sharedTypeProblems).
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { SHARED_EXPORTS_FILE } from '../../../build-config/shared-exports-plugin.mjs'
import { SHARED_TYPES_FILE, typeMismatches } from '../../../build-config/shared-exports-types.mjs'
import { OWN_BUILD, readDeployRegistry } from './deploy-registry.mjs'
import { REMOTES } from '../ports.mjs'

/**
 * @typedef {{ provides: Record<string, string[] | true>, uses: Record<string, Record<string, string[]>> }} SharingRecord
 * @typedef {{ pkg: string, isShell?: boolean, record: SharingRecord, types?: import('../../../build-config/shared-exports-types.mjs').SharedTypes | null }} Party
 */

/**
 * The parties whose copy of `key` may be the one a page runs.
 * @param {string} key
 * @param {Party[]} parties
 */
function runningCopies(key, parties) {
  const shell = parties.find((p) => p.isShell && p.record.provides[key])
  return shell ? [shell] : parties.filter((p) => p.record.provides[key])
}

const who = (/** @type {Party} */ party) => (party.isShell ? 'the shell' : party.pkg)

/**
 * Every import in the live site that the running copies cannot answer and that involves `pkg` (as
 * importer or as the copy that runs), as sentences; [] when the remote can go live.
 * @param {Party[]} parties the shell, the remote being deployed and every other live remote
 * @param {string} pkg
 * @returns {string[]}
 */
export function sharingProblems(parties, pkg) {
  /** @type {string[]} */
  const problems = []
  for (const party of parties) {
    for (const [key, byImporter] of Object.entries(party.record.uses)) {
      const copies = runningCopies(key, parties).filter((copy) => copy !== party)
      for (const [importer, names] of Object.entries(byImporter)) {
        // A shared module's own imports run only where this party's copy of it is the one chosen.
        if (importer !== '' && !runningCopies(importer, parties).includes(party)) continue
        for (const copy of copies) {
          if (party.pkg !== pkg && copy.pkg !== pkg) continue
          // A running copy provides the key (runningCopies chose it for that).
          const exported = /** @type {string[] | true} */ (copy.record.provides[key])
          if (exported === true) continue
          // `import * as`: everything this party's own copy exports may be read.
          const wanted = names.flatMap((name) => (name === '*' ? asList(party.record.provides[key]) : [name]))
          const missing = [...new Set(wanted)].filter((name) => !exported.includes(name))
          if (missing.length === 0) continue
          const through = importer === '' ? '' : ` (through its ${importer})`
          problems.push(
            `${who(party)} imports ${missing.map((n) => `'${n}'`).join(', ')} from ${key}${through}, which the copy in ${who(copy)} ${copy.isShell ? '(the one pages run)' : '(one pages may run)'} does not export`,
          )
        }
      }
    }
  }
  return problems
}

const asList = (/** @type {string[] | true | undefined} */ names) => (Array.isArray(names) ? names : [])

/**
 * The same imports as sharingProblems reads, by type: every export a party's code imports whose
 * running copy declares it in a type that does not fit the one the party was written against,
 * involving `pkg`; [] when it fits. A party without declarations (a build from before they were
 * published) is not compared.
 * @param {Party[]} parties
 * @param {string} pkg
 * @returns {string[]}
 */
export function sharedTypeProblems(parties, pkg) {
  /** @type {import('../../../build-config/shared-exports-types.mjs').TypeCheck[]} */
  const checks = []
  for (const party of parties) {
    if (!party.types) continue
    for (const [key, byImporter] of Object.entries(party.record.uses)) {
      for (const copy of runningCopies(key, parties)) {
        if (copy === party || !copy.types || (party.pkg !== pkg && copy.pkg !== pkg)) continue
        const label = `${who(copy)} ${copy.isShell ? '(the one pages run)' : '(one pages may run)'}`
        for (const [importer, names] of Object.entries(byImporter)) {
          if (importer !== '' && !runningCopies(importer, parties).includes(party)) continue
          const wanted = names.flatMap((name) => (name === '*' ? asList(party.record.provides[key]) : [name]))
          const through = importer === '' ? '' : ` (through its ${importer})`
          checks.push({
            user: { label: `${who(party)}${through}`, types: party.types },
            copy: { label, types: copy.types },
            key,
            names: wanted,
          })
        }
      }
    }
  }
  return typeMismatches(checks)
}

/**
 * A build's published declarations of its shared modules, or null (a build from before them).
 * @param {string} folder
 * @returns {import('../../../build-config/shared-exports-types.mjs').SharedTypes | null}
 */
export function readSharedTypes(folder) {
  const file = join(folder, SHARED_TYPES_FILE)
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null
}

/**
 * The live site's records read from disk: the shell's build (`shellDist`), then each other remote's
 * live version (its deployed folder, or its own build). A remote with no record (not built) is left
 * out and named in `unchecked`; the shell's record is required.
 * @param {{ root: string, deploys: string, except: string, shellDist?: string | undefined }} options
 */
export function liveParties({ root, deploys, except, shellDist = join(root, 'shell', 'dist') }) {
  /** @returns {SharingRecord | null} */
  const read = (/** @type {string} */ folder) => {
    const file = join(folder, SHARED_EXPORTS_FILE)
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null
  }
  const shell = read(shellDist)
  const deployed = readDeployRegistry(deploys).remotes
  /** @type {Party[]} */
  const parties = shell ? [{ pkg: 'shell', isShell: true, record: shell, types: readSharedTypes(shellDist) }] : []
  /** @type {string[]} */
  const unchecked = []
  for (const { pkg } of REMOTES) {
    if (pkg === except) continue
    const version = deployed[pkg]?.version
    const folder = version && version !== OWN_BUILD ? join(deploys, pkg, version) : join(root, pkg, 'dist')
    const record = read(folder)
    if (record) parties.push({ pkg, record, types: readSharedTypes(folder) })
    else unchecked.push(pkg)
  }
  return { parties, hasShell: Boolean(shell), unchecked }
}
