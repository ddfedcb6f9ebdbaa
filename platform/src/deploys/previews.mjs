// @ts-check
// Signed previews (docs/features/platform.md "Previews"): `npm run deploy -w <remote> -- --preview`
// stores a version folder without switching anything and prints a link to the shell that loads that
// version of that one remote for whoever opens it, for 24 hours. The link carries a token signed with
// the preview key (HMAC-SHA256 over remote, version and expiry); the shell's server checks it and
// keeps it in an HttpOnly cookie, so only that browser's registry points at the preview. A token
// that fails any check is ignored: the page is served as it is to everyone else.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { REMOTES, SHELL } from '@app/shared/remotes.js'
import { frontend } from '../ports.mjs'

export const PREVIEW_PARAM = 'pp_preview'
export const PREVIEW_COOKIE = 'pp_preview'
/** How long a preview link works. */
export const PREVIEW_LIFETIME_MS = 24 * 60 * 60 * 1000
const KEY_FILE = 'preview.key'
const PREVIEWS_FILE = 'previews.json'
const VERSION = /^[a-f0-9]{12}$/
const TOKEN = /^([a-z0-9-]{1,64})\.([a-f0-9]{12})\.(\d{10,13})\.([A-Za-z0-9_-]{43})$/

/**
 * @typedef {{ remote: string, version: string, label: string | null, createdAt: string, expiresAt: string }} PreviewRecord
 * @typedef {{ pkg: string, version: string, expiresAt: number }} PreviewGrant
 */

/**
 * The key previews are signed with: PREVIEW_SECRET when set (every server that checks a link must
 * share it), otherwise a random key written on first use into the deploys folder, readable by its
 * owner only, so no link is valid anywhere the key was not given.
 * @param {string} dir the deploys folder
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Buffer}
 */
export function previewKey(dir, env = process.env) {
  if (env.PREVIEW_SECRET) return Buffer.from(env.PREVIEW_SECRET, 'utf8')
  const file = join(dir, KEY_FILE)
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true })
    try {
      // 'wx': when two processes race, one key wins and both read it below.
      writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' })
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error
    }
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'utf8')
}

/** @param {Buffer} key @param {string} pkg @param {string} version @param {number} expiresAt */
const signature = (key, pkg, version, expiresAt) => createHmac('sha256', key).update(`${pkg}\n${version}\n${expiresAt}`).digest('base64url')

/**
 * The token of a preview link: readable parts, then their signature.
 * @param {PreviewGrant} grant
 * @param {Buffer} key
 */
export function signPreview({ pkg, version, expiresAt }, key) {
  return `${pkg}.${version}.${expiresAt}.${signature(key, pkg, version, expiresAt)}`
}

/**
 * What a token grants, or null when it is malformed, tampered with, signed with another key,
 * expired, for an unknown remote, or for a version folder this deploys folder does not hold.
 * @param {string} token
 * @param {{ key: Buffer, dir: string, now?: number }} options
 * @returns {PreviewGrant | null}
 */
export function verifyPreview(token, { key, dir, now = Date.now() }) {
  const match = TOKEN.exec(token)
  if (!match) return null
  const [, pkg = '', version = '', expiry = '', given = ''] = match
  const expiresAt = Number(expiry)
  const expected = Buffer.from(signature(key, pkg, version, expiresAt))
  const actual = Buffer.from(given)
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null
  if (expiresAt <= now) return null
  if (!REMOTES.some((r) => r.pkg === pkg)) return null
  if (!existsSync(join(dir, pkg, version))) return null
  return { pkg, version, expiresAt }
}

/**
 * @param {string} dir
 * @returns {PreviewRecord[]}
 */
function readPreviews(dir) {
  const file = join(dir, PREVIEWS_FILE)
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).previews : []
}

/**
 * The previews whose links still work, oldest first (`npm run deploys` lists them).
 * @param {string} dir the deploys folder
 * @param {number} [now]
 * @returns {PreviewRecord[]}
 */
export function listPreviews(dir, now = Date.now()) {
  return readPreviews(dir).filter((p) => Date.parse(p.expiresAt) > now)
}

/**
 * The path a preview link opens: the remote's first area a signed-out tester can see.
 * @param {string} pkg
 */
export function previewPath(pkg) {
  const remote = REMOTES.find((r) => r.pkg === pkg)
  if (!remote) throw new Error(`'${pkg}' is not a remote`)
  /** @type {readonly { path: string, access: string }[]} */
  const routes = remote.routes
  const plain = routes.filter((r) => !r.path.includes(':'))
  return (plain.find((r) => r.access === 'public') ?? plain[0] ?? { path: '/app' }).path
}

/**
 * Records a preview of `version` (already in DEPLOYS_DIR/<pkg>/<version>/) and returns its link.
 * Expired records are dropped in the same atomic write.
 * @param {{ dir: string, pkg: string, version: string, label: string | null, now?: number, env?: NodeJS.ProcessEnv }} options
 * @returns {{ record: PreviewRecord, link: string }}
 */
export function createPreview({ dir, pkg, version, label, now = Date.now(), env = process.env }) {
  if (!VERSION.test(version)) throw new Error(`'${version}' is not a version folder name`)
  if (!existsSync(join(dir, pkg, version))) throw new Error(`${pkg} has no stored version ${version}`)
  const expiresAt = now + PREVIEW_LIFETIME_MS
  const token = signPreview({ pkg, version, expiresAt }, previewKey(dir, env))
  const record = { remote: pkg, version, label, createdAt: new Date(now).toISOString(), expiresAt: new Date(expiresAt).toISOString() }
  const previews = [...listPreviews(dir, now), record]
  const tmp = join(dir, `${PREVIEWS_FILE}.${process.pid}.${now}.tmp`)
  writeFileSync(tmp, JSON.stringify({ previews }, null, 2))
  renameSync(tmp, join(dir, PREVIEWS_FILE))
  const { port } = frontend(SHELL.pkg)
  const link = `http://localhost:${port}${previewPath(pkg)}?${PREVIEW_PARAM}=${token}`
  return { record, link }
}

/**
 * The deploy command's end for `--preview`: records it and prints the link. Returns the exit code.
 * @param {{ dir: string, pkg: string, version: string, label: string | null }} options
 */
export function announcePreview(options) {
  const { record, link } = createPreview(options)
  console.log(
    `[deploy] ${options.pkg} ${options.version} is stored as a preview; nothing was switched.\n` +
      `Open this link to see it (only that browser does, until ${record.expiresAt}):\n${link}`,
  )
  return 0
}
