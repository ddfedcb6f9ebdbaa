// npm run deploy -w <remote> [-- --label v2]          build, check, publish, switch (one atomic step)
// npm run deploy -w <remote> -- --canary 10 [--label l] the same, live for 10 % of players only
// npm run deploy -w <remote> -- --promote               the canary, live for everyone
// npm run deploy -w <remote> -- --abort                 the canary's players back on the live version
// npm run deploy -w <remote> -- --preview [--label l]   stored, nothing switched; prints a signed 24 h link
// npm run rollback -w <remote>                          back to the previous version
// Exit codes: 0 done, 1 refused (nothing was changed), 2 a mistake in the command.
// The command only; the machinery is platform/src/deploys/deploy-remote.mjs.
import { abortRemote, deployRemote, promoteRemote, rollbackRemote } from '../platform/src/deploys/deploy-remote.mjs'

const args = process.argv.slice(2)
const pkg = args[0] ?? ''
const flag = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)

/** @param {string} message */
function usage(message) {
  console.error(`[deploy] ${message}`)
  process.exitCode = 2
}

const actions = ['--canary', '--promote', '--abort', '--rollback', '--preview'].filter((a) => args.includes(a))
const canary = flag('--canary')
if (actions.length > 1) usage(`choose one of ${actions.join(', ')}`)
else if (args.includes('--rollback')) process.exitCode = rollbackRemote(pkg)
else if (args.includes('--promote')) process.exitCode = promoteRemote(pkg)
else if (args.includes('--abort')) process.exitCode = abortRemote(pkg)
else if (args.includes('--canary') && (!/^\d{1,2}$/.test(canary ?? '') || Number(canary) < 1))
  usage(`--canary takes the share of players as a whole percent from 1 to 99 (got ${canary ?? 'nothing'}), e.g. --canary 10`)
else
  process.exitCode = deployRemote({
    pkg,
    from: flag('--from'),
    label: flag('--label'),
    canary: canary === undefined ? undefined : Number(canary),
    preview: args.includes('--preview'),
  })
