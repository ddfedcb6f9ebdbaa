// What the page and the service worker say to each other, and the page the worker opens offline.
// No worker or DOM types here: both sides import it.

/** The page tells the worker who is signed in (null: nobody), whenever that changes. */
export type AccountMessage = { type: 'ACCOUNT'; userId: string | null }
/** The update prompt asks the waiting worker to take over (Serwist listens for this one). */
export type SkipWaitingMessage = { type: 'SKIP_WAITING' }
export type WorkerMessage = AccountMessage | SkipWaitingMessage

/**
 * Where the worker precaches the shell's empty page (build-config/create-config.mjs maps the
 * build's index.html here). Any path the shell's server answers with that page would do; this one
 * is no route of the site, so nobody lands on it.
 */
export const APP_SHELL_PATH = '/app-shell'

/** The remote registry the shell's server writes into a page (platform/src/registry-in-page.mjs). */
const INLINE_REGISTRY = /<script type="application\/json" id="remote-registry">[\s\S]*?<\/script>/

/** A stored page without the registry it was served with, which may name versions long replaced. */
export const withoutInlineRegistry = (html: string) => html.replace(INLINE_REGISTRY, '')
