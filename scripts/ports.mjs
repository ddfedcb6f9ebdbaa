// The one table of ports and package names on a developer machine (architecture.md, "Ports").
export const API_PORT = Number(process.env.API_PORT ?? 8000)

/** Front-end packages: the shell and the four remotes, each with its own server. */
export const FRONTENDS = [
  { pkg: 'shell', port: 3000 },
  { pkg: 'mfe-goals', port: 3001, federationName: 'mfe_goals' },
  { pkg: 'mfe-games', port: 3002, federationName: 'mfe_games' },
  { pkg: 'mfe-family', port: 3003, federationName: 'mfe_family' },
  { pkg: 'mfe-billing', port: 3004, federationName: 'mfe_billing' },
]

export const REMOTES = FRONTENDS.filter((f) => f.federationName)

export function frontend(pkg) {
  const f = FRONTENDS.find((x) => x.pkg === pkg)
  if (!f) throw new Error(`Unknown front-end package '${pkg}'. Known: ${FRONTENDS.map((x) => x.pkg).join(', ')}`)
  const envPort = process.env[`PORT_${pkg.toUpperCase().replace(/-/g, '_')}`]
  return { ...f, port: envPort ? Number(envPort) : f.port }
}
