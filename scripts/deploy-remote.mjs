// npm run deploy -w <remote> [-- --label v2]   build, check, publish, switch (one atomic step)
// npm run rollback -w <remote>                  back to the previous version
// The command only; the machinery is platform/src/deploys/deploy-remote.mjs.
import { deployRemote, rollbackRemote } from '../platform/src/deploys/deploy-remote.mjs'

const args = process.argv.slice(2)
const pkg = args[0] ?? ''
const flag = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)

if (args.includes('--rollback')) rollbackRemote(pkg)
else process.exitCode = deployRemote({ pkg, from: flag('--from'), label: flag('--label') })
