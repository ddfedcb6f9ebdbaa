// Set at build time (REMOTE_BUILD_LABEL=v2 npm run build -w mfe-games, see build-config). Shown on
// the hub so a redeploy of this remote is visible in the running shell without rebuilding it; a
// build without a label shows nothing (players have no use for "local").
declare const __REMOTE_BUILD_LABEL__: string | undefined

export const BUILD_LABEL: string = (typeof __REMOTE_BUILD_LABEL__ === 'string' && __REMOTE_BUILD_LABEL__) || ''
