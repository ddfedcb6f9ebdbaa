// @ts-check
import { describe, expect, it } from 'vitest'
import { sharingProblems } from './shared-exports-contract.mjs'

const SCHEMAS = '@app/shared/schemas/goals.ts'
const API = '@app/shared/api-client/api.ts'
/**
 * @typedef {import('./shared-exports-contract.mjs').SharingRecord} SharingRecord
 * @typedef {import('./shared-exports-contract.mjs').Party} Party
 */

/** @param {SharingRecord['provides']} provides @param {SharingRecord['uses']} [uses] @returns {Party} */
const shell = (provides, uses = {}) => ({ pkg: 'shell', isShell: true, record: { provides, uses } })
/** @param {string} pkg @param {SharingRecord['provides']} provides @param {SharingRecord['uses']} [uses] @returns {Party} */
const remote = (pkg, provides, uses = {}) => ({ pkg, record: { provides, uses } })

describe('sharingProblems: does a remote fit the shared modules the live site runs', () => {
  it("refuses a remote importing a name the shell's copy lacks (the plan dialog's PlanSessionRequest, 2026-11-24)", () => {
    const parties = [
      shell({ [SCHEMAS]: ['PlannedSessionInput'] }),
      remote('mfe-goals', { [SCHEMAS]: ['PlanSessionRequest', 'PlannedSessionInput'] }, { [SCHEMAS]: { '': ['PlanSessionRequest'] } }),
    ]
    expect(sharingProblems(parties, 'mfe-goals')).toEqual([
      `mfe-goals imports 'PlanSessionRequest' from ${SCHEMAS}, which the copy in the shell (the one pages run) does not export`,
    ])
  })

  it("checks only against the shell's copy where the shell has one: it registers first, so no remote's copy runs", () => {
    const parties = [
      shell({ [SCHEMAS]: ['A', 'B'] }),
      remote('mfe-goals', { [SCHEMAS]: ['A', 'B'] }, { [SCHEMAS]: { '': ['B'] } }),
      remote('mfe-games', { [SCHEMAS]: ['A'] }, { [SCHEMAS]: { '': ['A'] } }),
    ]
    expect(sharingProblems(parties, 'mfe-goals')).toEqual([])
    expect(sharingProblems(parties, 'mfe-games')).toEqual([])
  })

  it("where the shell has no copy, any live remote's copy may run: a remote whose copy lacks a name another imports is refused, and so is one importing a name another's copy lacks", () => {
    const goals = remote('mfe-goals', { [SCHEMAS]: ['A', 'B'] }, { [SCHEMAS]: { '': ['B'] } })
    const oldGames = remote('mfe-games', { [SCHEMAS]: ['A'] }, { [SCHEMAS]: { '': ['A'] } })
    const parties = [shell({}), goals, oldGames]
    const problem = `mfe-goals imports 'B' from ${SCHEMAS}, which the copy in mfe-games (one pages may run) does not export`
    expect(sharingProblems(parties, 'mfe-games')).toEqual([problem])
    expect(sharingProblems(parties, 'mfe-goals')).toEqual([problem])
    expect(sharingProblems(parties, 'mfe-billing')).toEqual([])
  })

  it("counts a shared module's own imports only where that build's copy of it is the one that runs", () => {
    // mfe-goals' copy of the API client imports a new schema name; the shell's API client runs instead.
    const uses = { [SCHEMAS]: { [API]: ['New'] } }
    const withShellClient = [
      shell({ [SCHEMAS]: ['Old'], [API]: ['api'] }),
      remote('mfe-goals', { [SCHEMAS]: ['New', 'Old'], [API]: ['api'] }, uses),
    ]
    expect(sharingProblems(withShellClient, 'mfe-goals')).toEqual([])
    // With no API client in the shell, mfe-goals' copy may run, and its import must be answered.
    const withoutShellClient = [shell({ [SCHEMAS]: ['Old'] }), remote('mfe-goals', { [SCHEMAS]: ['New', 'Old'], [API]: ['api'] }, uses)]
    expect(sharingProblems(withoutShellClient, 'mfe-goals')).toEqual([
      `mfe-goals imports 'New' from ${SCHEMAS} (through its ${API}), which the copy in the shell (the one pages run) does not export`,
    ])
  })

  it("reads a namespace import as every name the remote's own copy exports, and trusts a copy whose names are unknown", () => {
    const uses = { [SCHEMAS]: { '': ['*'] } }
    expect(sharingProblems([shell({ [SCHEMAS]: ['A'] }), remote('mfe-goals', { [SCHEMAS]: ['A', 'B'] }, uses)], 'mfe-goals')).toEqual([
      `mfe-goals imports 'B' from ${SCHEMAS}, which the copy in the shell (the one pages run) does not export`,
    ])
    expect(sharingProblems([shell({ [SCHEMAS]: true }), remote('mfe-goals', { [SCHEMAS]: ['A', 'B'] }, uses)], 'mfe-goals')).toEqual([])
  })
})
