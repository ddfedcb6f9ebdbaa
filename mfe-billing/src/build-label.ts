// Set at build time (REMOTE_BUILD_LABEL=v2 npm run build -w mfe-billing, see build-config). Shown on
// the plans page so a deploy or a preview of this remote is visible in the running shell; a build
// without a label shows nothing.
declare const __REMOTE_BUILD_LABEL__: string | undefined

export const BUILD_LABEL: string = (typeof __REMOTE_BUILD_LABEL__ === 'string' && __REMOTE_BUILD_LABEL__) || ''
