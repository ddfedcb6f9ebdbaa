// @ts-check
// The deploy and rollback of one remote, as `npm run deploy -w <remote>` and `npm run rollback -w
// <remote>` run them (scripts/deploy-remote.mjs is the command). A deploy builds an immutable,
// content-versioned copy of the remote into DEPLOYS_DIR/<pkg>/<hash>/, refuses it (changing
// nothing) if it breaks the shell's contract, then switches the registry the shell's /remotes.json
// reads. Neither the shell nor the remote's server is rebuilt or restarted: the remote's server
// serves every version folder under /_v/<hash>/, and the next page load picks it up. A canary
// (`--canary <share>`) stores the version the same way and serves it to that share of players until
// `--promote` or `--abort` (docs/features/platform.md "Canary rollouts").
// Exit codes: 0 done, 1 refused (nothing was changed), 2 a mistake in the command itself.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { remoteByPackage } from '@app/shared/remotes.js'
import { checkRemoteContract } from './remote-contract.mjs'
import { liveParties, readSharedTypes, sharedTypeProblems, sharingProblems } from './shared-exports-contract.mjs'
import { SHARED_EXPORTS_FILE } from '../../../build-config/shared-exports-plugin.mjs'
import { CONTRACT_DTS_FILE, contractProblems } from '../../../build-config/app-contract.mjs'
import {
  abortCanary,
  deploysDir,
  OWN_BUILD,
  promoteCanary,
  readDeployRegistry,
  rollback,
  startCanary,
  switchVersion,
} from './deploy-registry.mjs'
import { ROOT } from '../root.mjs'
import { announcePreview } from './previews.mjs'

/** @param {string} folder */
function filesOf(folder) {
  return readdirSync(folder, { recursive: true })
    .map(String)
    .filter((f) => statSync(join(folder, f)).isFile())
    .sort()
}

/**
 * Build statistics the browser never fetches: Rspack writes consumers' `usedIn` into them, which can
 * differ between two builds of the same source, so they would split one build into two versions.
 */
const NOT_SHIPPED = /^mf-stats\.json(\.br|\.gz)?$/

/**
 * The version is the content: the same build deploys to the same folder, a changed one to a new one.
 * @param {string} folder
 */
export function contentVersion(folder) {
  const hash = createHash('sha256')
  for (const file of filesOf(folder).filter((f) => !NOT_SHIPPED.test(f)))
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(folder, file)))
      .update('\0')
  return hash.digest('hex').slice(0, 12)
}

/**
 * Problems between the build's shared imports and exports and the site it would join.
 * @param {string} folder
 * @param {string} pkg
 * @param {string} dir the deploys folder
 * @returns {string[]}
 */
function fitsTheLiveSite(folder, pkg, dir) {
  const recordFile = join(folder, SHARED_EXPORTS_FILE)
  if (!existsSync(recordFile)) return [`no ${SHARED_EXPORTS_FILE} in the build, so its shared imports cannot be checked`]
  // SHELL_DIST: where the served shell's build is, when not shell/dist (serve-static's --dir).
  const { parties, hasShell, unchecked } = liveParties({ root: ROOT, deploys: dir, except: pkg, shellDist: process.env.SHELL_DIST })
  if (!hasShell) return [`the shell's build has no ${SHARED_EXPORTS_FILE} to check against: build the shell first (npm run build -w shell)`]
  for (const other of unchecked) console.warn(`[deploy] not checked against ${other}: it has no build with ${SHARED_EXPORTS_FILE}`)
  const all = [...parties, { pkg, record: JSON.parse(readFileSync(recordFile, 'utf8')), types: readSharedTypes(folder) }]
  return [...sharingProblems(all, pkg), ...sharedTypeProblems(all, pkg)]
}

/** @param {string | undefined} version */
const named = (version) => (!version || version === OWN_BUILD ? 'its own build' : version)

/**
 * Runs one change of the registry; a refusal (no canary to promote, one already live...) is printed
 * as the team's message, with exit code 1, never as a stack trace.
 * @param {() => string} change returns what to print when done
 * @returns {number}
 */
function registryChange(change) {
  try {
    console.log(`[deploy] ${change()}`)
    return 0
  } catch (error) {
    console.error(`[deploy] refused: ${error instanceof Error ? error.message : error}. Nothing was changed.`)
    return 1
  }
}

/**
 * Rolls `pkg` back to its previous version; prints which version it now serves.
 * @param {string} pkg
 * @returns {number} the exit code
 */
export function rollbackRemote(pkg) {
  remoteByPackage(pkg)
  return registryChange(() => `${pkg} now serves ${named(rollback(deploysDir(ROOT), pkg).remotes[pkg]?.version)}`)
}

/**
 * Makes the canary of `pkg` live for everyone.
 * @param {string} pkg
 * @returns {number} the exit code
 */
export function promoteRemote(pkg) {
  remoteByPackage(pkg)
  return registryChange(() => {
    const live = promoteCanary(deploysDir(ROOT), pkg).remotes[pkg]
    return `${pkg} ${live?.version} is live for every player (canary promoted); npm run rollback -w ${pkg} returns to the version before`
  })
}

/**
 * Returns the canary players of `pkg` to the live version.
 * @param {string} pkg
 * @returns {number} the exit code
 */
export function abortRemote(pkg) {
  remoteByPackage(pkg)
  return registryChange(() => {
    const live = abortCanary(deploysDir(ROOT), pkg, 'aborted by hand (npm run deploy -- --abort)').remotes[pkg]
    return `${pkg} canary aborted: every player gets ${named(live?.version)} again from the next page load`
  })
}

/**
 * Deploys `pkg`: from a prebuilt folder (`from`) or a fresh build, never the remote's live dist;
 * with `canary` (a share in percent), only for that share of players.
 * Returns the process exit code: 0 when live, 1 when refused (nothing was changed).
 * With `preview`, the version is stored and a signed link printed; nothing is switched (previews.mjs).
 * @param {{ pkg: string, from?: string | undefined, label?: string | undefined, canary?: number | undefined, preview?: boolean }} options
 * @returns {number}
 */
export function deployRemote({ pkg, from, label, canary, preview = false }) {
  const { federationName } = remoteByPackage(pkg)
  const dir = deploysDir(ROOT)
  // Asked before the build: a deploy that would be refused should not make the team wait for one.
  const ongoing = readDeployRegistry(dir).remotes[pkg]?.canary
  if (ongoing && !preview) {
    console.error(
      `[deploy] refused ${pkg}: its canary ${ongoing.version} is live for ${ongoing.share} % of players. ` +
        `Promote it (npm run deploy -w ${pkg} -- --promote) or abort it (-- --abort) first. Nothing was changed.`,
    )
    return 1
  }
  const built = from ?? mkdtempSync(join(tmpdir(), `pp-deploy-${pkg}-`))
  if (!from) {
    try {
      execFileSync('npm', ['run', 'build', '--silent', '-w', pkg, '--', '-o', built], {
        cwd: ROOT,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, REMOTE_BUILD_LABEL: label ?? '' },
      })
    } catch {
      // The build printed why (a type error against the shell's build, say) on stderr, above.
      console.error(`[deploy] refused ${pkg}: its build failed (the lines above say why). Nothing was changed.`)
      rmSync(built, { recursive: true, force: true })
      return 1
    }
  }
  const manifestFile = join(built, 'mf-manifest.json')
  const problems = existsSync(manifestFile)
    ? checkRemoteContract(JSON.parse(readFileSync(manifestFile, 'utf8')), federationName)
    : ['no mf-manifest.json in the build']
  problems.push(...fitsTheLiveSite(built, pkg, dir))
  problems.push(...contractProblems(join(built, CONTRACT_DTS_FILE), `${pkg} ./App`))
  if (problems.length > 0) {
    console.error(`[deploy] refused ${pkg}: it breaks the shell's contract:\n- ${problems.join('\n- ')}\nNothing was changed.`)
    return 1
  }
  const version = contentVersion(built)
  const target = join(dir, pkg, version)
  if (!existsSync(target)) cpSync(built, target, { recursive: true })
  if (!from) rmSync(built, { recursive: true, force: true })
  if (preview) return announcePreview({ dir, pkg, version, label: label ?? null })
  if (canary === undefined) {
    return registryChange(() => {
      switchVersion(dir, pkg, version, label ?? null)
      return `${pkg} ${version} is live (${relative(ROOT, target)}); the next page load uses it`
    })
  }
  return registryChange(() => {
    const live = startCanary(dir, pkg, version, label ?? null, canary).remotes[pkg]?.version
    return (
      `${pkg} ${version} is live for ${canary} % of players (canary; ${relative(ROOT, target)}); the others keep ${named(live)}.\n` +
      `  Everyone: npm run deploy -w ${pkg} -- --promote    Back: npm run deploy -w ${pkg} -- --abort`
    )
  })
}
