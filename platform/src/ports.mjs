// @ts-check
// Ports and package names on a developer machine, from the remotes table (shared/src/remotes.js).
import { FRONTENDS, REMOTES } from '@app/shared/remotes.js'

export { FRONTENDS, REMOTES }
export const API_PORT = Number(process.env.API_PORT ?? 8000)

/**
 * A front-end package's row, with its port from PORT_<PACKAGE> when set (a second site beside the first).
 * @param {string} pkg
 */
export function frontend(pkg) {
  const f = FRONTENDS.find((x) => x.pkg === pkg)
  if (!f) throw new Error(`Unknown front-end package '${pkg}'. Known: ${FRONTENDS.map((x) => x.pkg).join(', ')}`)
  const envPort = process.env[`PORT_${pkg.toUpperCase().replace(/-/g, '_')}`]
  return { ...f, port: envPort ? Number(envPort) : f.port }
}
