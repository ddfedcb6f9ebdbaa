// @ts-check
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { CONTRACT_DTS_FILE, contractProblems, describeApp, SHELL_PROPS_FILE } from '../../../build-config/app-contract.mjs'

const ROOT = join(import.meta.dirname, '..', '..', '..')
const WHO = 'mfe-games ./App'

/** A folder with the given files, for an App source, a shell declaration or a published contract. */
function files(/** @type {Record<string, string>} */ contents) {
  const folder = mkdtempSync(join(tmpdir(), 'pp-contract-'))
  for (const [name, text] of Object.entries(contents)) writeFileSync(join(folder, name), text)
  return folder
}

/** The problems of an App taking `props` when the shell passes `shell` (both TypeScript type literals). */
function problems(/** @type {string} */ props, shell = 'Record<never, never>') {
  const folder = files({
    'app.tsx': `type Props = ${props}\nexport default function App(props: Props) { return String(props) }\n`,
    'shell.ts': `export type ShellAppProps = ${shell}\n`,
  })
  const app = describeApp({ appFile: join(folder, 'app.tsx'), dir: folder, who: WHO, shellFile: join(folder, 'shell.ts') })
  // The published contract.d.ts, checked as the deploy checks it, must say the same.
  const published = files({ [CONTRACT_DTS_FILE]: app.dts })
  expect(contractProblems(join(published, CONTRACT_DTS_FILE), WHO, join(folder, 'shell.ts'))).toEqual(app.problems)
  return app.problems
}

describe('the typed contract between the shell and a remote App', () => {
  it('protects behaviour: compatible props are accepted (optional props, or props the shell passes in a type they take)', () => {
    expect(problems('{}')).toEqual([])
    expect(problems('{ compact?: boolean }')).toEqual([])
    expect(problems("{ mode: 'play' | 'review' | 'demo' }", "{ mode: 'play' | 'review' }")).toEqual([])
  })

  it('protects behaviour: a required prop the shell does not pass is refused, named', () => {
    expect(problems('{ playerId: string; compact?: boolean }')).toEqual([
      "mfe-games ./App requires prop 'playerId', which the shell does not pass",
    ])
  })

  it('protects behaviour: a prop narrowed below what the shell passes is refused, named with both types', () => {
    expect(problems("{ mode: 'play' }", "{ mode: 'play' | 'review' }")).toEqual([
      `mfe-games ./App takes prop 'mode' as "play", the shell passes "play" | "review"`,
    ])
    expect(problems('{ limit?: number }', '{ limit: string }')).toEqual([
      "mfe-games ./App takes prop 'limit' as number | undefined, the shell passes string",
    ])
  })

  it("protects behaviour: every remote's own App keeps the contract with what the shell passes", () => {
    for (const pkg of ['mfe-games', 'mfe-goals', 'mfe-family', 'mfe-billing']) {
      const dir = join(ROOT, pkg)
      expect(describeApp({ appFile: join(dir, 'src', 'app.tsx'), dir, who: `${pkg} ./App` }).problems).toEqual([])
    }
    expect(existsSync(SHELL_PROPS_FILE)).toBe(true)
  })
})

describe('npm run deploy and the typed contract', () => {
  /** @type {string} */
  let good
  beforeAll(() => {
    // A real production build of the games remote, once: its contract.d.ts is what a deploy reads.
    good = mkdtempSync(join(tmpdir(), 'pp-contract-build-'))
    execFileSync('npm', ['run', 'build', '--silent', '-w', 'mfe-games', '--', '-o', good], { cwd: ROOT, stdio: 'ignore' })
  }, 120_000)

  /** @param {string} from */
  const deploy = (from) => {
    const deploys = mkdtempSync(join(tmpdir(), 'pp-deploys-'))
    try {
      execFileSync(process.execPath, [join(ROOT, 'scripts/deploy-remote.mjs'), 'mfe-games', '--from', from], {
        cwd: ROOT,
        env: { ...process.env, DEPLOYS_DIR: deploys },
        stdio: 'pipe',
      })
      return { status: 0, stderr: '', deployed: existsSync(join(deploys, 'registry.json')) }
    } catch (err) {
      if (!(err instanceof Error && 'status' in err && 'stderr' in err)) throw err
      return { status: err.status, stderr: String(err.stderr), deployed: existsSync(join(deploys, 'registry.json')) }
    }
  }

  it('protects behaviour: a build whose App newly requires a prop is refused, naming it, and nothing changes', () => {
    expect(existsSync(join(good, CONTRACT_DTS_FILE))).toBe(true)
    const broken = mkdtempSync(join(tmpdir(), 'pp-contract-broken-'))
    cpSync(good, broken, { recursive: true })
    writeFileSync(join(broken, CONTRACT_DTS_FILE), 'export type AppProps = {\n  "seasonId": string\n}\n')
    expect(deploy(broken)).toEqual({
      status: 1,
      stderr: expect.stringContaining("mfe-games ./App requires prop 'seasonId', which the shell does not pass"),
      deployed: false,
    })
  })
})
