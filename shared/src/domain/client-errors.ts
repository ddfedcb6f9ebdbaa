// What a browser may report about errors on the site, and how a report is made safe to keep
// (docs/features/platform.md, "Errors from browsers"). The shell's reporter sends within these
// bounds, the API's schema refuses anything outside them, and the API scrubs before it stores.
import { REMOTES } from '../remotes.js'

/** An uncaught error, or a remote whose code could not be loaded. */
export const CLIENT_ERROR_KINDS = ['error', 'load-failure'] as const
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number]

/** Who a report is about: the shell, or a remote by its package name (as the deploy command names it). */
export const CLIENT_ERROR_SOURCES = ['shell', ...REMOTES.map((r) => r.pkg)] as const
export type ClientErrorSource = (typeof CLIENT_ERROR_SOURCES)[number]

/** Whose page loads are counted (the denominator of a version's error rate): the remotes, by package name. */
export const REMOTE_LOAD_SOURCES = REMOTES.map((r) => r.pkg)

export const CLIENT_ERROR_LIMITS = {
  /** Characters of a message sent and kept. */
  messageChars: 300,
  /** Characters of a stack sent and kept: the top frames are what tells one error from another. */
  stackChars: 1500,
  /** Reports one page load sends at most; identical ones are sent once. */
  reportsPerPage: 5,
} as const

/**
 * A deployed version as the registry names it: a content hash ('3f2a9c0d1b7e'), 'current' for a
 * remote's own build, or a short label. Nothing that could carry markup, a path or a sentence.
 */
export const CLIENT_ERROR_VERSION = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/

/** The version of the shell and of a remote the registry does not name. */
export const UNVERSIONED = 'current'

/**
 * Removes what could name a person from an error's text before it is kept: e-mail addresses,
 * UUIDs (user and goal ids), long numbers, long tokens, and the query and fragment of every URL
 * (reset links, codes). What stays is what tells errors apart: their words and code locations.
 */
export function scrubErrorText(text: string): string {
  return text
    .replace(/\b(https?:\/\/[^\s?#)]+)[?#][^\s)]*/g, '$1')
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '<email>')
    .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '<id>')
    .replace(/\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{24,}\b/g, '<token>')
    .replace(/\d{5,}/g, '<n>')
}

/**
 * What makes two reports the same error: the kind, the scrubbed message with its numbers taken out
 * (a count or an index differs between users), and the first line of the stack that names a place
 * in the code, without its line and column (a rebuild moves them; the version tells builds apart).
 */
export function errorFingerprintSource(kind: ClientErrorKind, message: string, stack?: string): string {
  const words = scrubErrorText(message).replace(/\d+/g, '#')
  const frame = (stack ?? '').split('\n').find((line) => /https?:\/\//.test(line)) ?? ''
  const place = scrubErrorText(frame)
    .replace(/:\d+(:\d+)?\)?\s*$/, '')
    .trim()
  return `${kind}\n${words}\n${place}`
}
