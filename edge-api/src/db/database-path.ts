import { closeSync, mkdirSync, openSync, statSync, unlinkSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

// Checked in main.ts before any database module (and its native code) loads: no native import here.

const codeOf = (error: unknown) => (error as { code?: string }).code ?? (error as Error).message

/**
 * Why `file` cannot hold the database, in words for the one line the API prints before it stops, or
 * null when it can: the path must name a file (or nothing yet) in a folder this user can write, as
 * SQLite writes the WAL and its index beside the file. Asked before opening, so a bad path is
 * reported as such instead of as whatever SQLite or the file system says first.
 */
export function databaseFileProblem(file: string): string | null {
  let exists = false
  try {
    if (statSync(file).isDirectory()) return 'it is a folder, not a file'
    exists = true
  } catch (error) {
    if (!['ENOENT', 'ENOTDIR'].includes(codeOf(error))) return `it cannot be looked at (${codeOf(error)})`
  }
  const folder = dirname(file)
  try {
    mkdirSync(folder, { recursive: true })
  } catch (error) {
    return `its folder ${folder} does not exist and cannot be made (${codeOf(error)})`
  }
  const check = join(folder, `.pitchpath-write-check-${Deno.pid}`)
  try {
    writeFileSync(check, '')
    unlinkSync(check)
  } catch (error) {
    return `its folder ${folder} is not writable by this user (${codeOf(error)})`
  }
  if (exists) {
    try {
      closeSync(openSync(file, 'r+'))
    } catch (error) {
      return `the file is not writable by this user (${codeOf(error)})`
    }
  }
  return null
}
