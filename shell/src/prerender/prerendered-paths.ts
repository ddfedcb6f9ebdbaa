/**
 * The pages worth prerendering: public, the same for everyone, no form to type into before React
 * takes over. Everything else (sign-in, areas, account) is drawn in the browser as before. A module
 * of its own so the service worker can precache these pages without bundling React
 * (shell/src/service-worker/sw.ts).
 */
export const PRERENDERED_PATHS = ['/', '/app', '/app/features', '/app/privacy', '/app/terms'] as const
