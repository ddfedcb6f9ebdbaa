// Its own small module: the start-up and the area check for a fallback on every load, while the
// registry plugin that makes one is downloaded only by a page that loads a remote.
const FELL_BACK = Symbol('pitchpath-remote-fell-back')

/** Marks a module as the one the registry plugin gave in place of a remote's that could not be loaded. */
export const asFallback = <T extends object>(mod: T): T => ({ ...mod, [FELL_BACK]: true })

/** Whether a loaded module is the area's fallback rather than the remote's App. */
export const isFallback = (mod: unknown): boolean => typeof mod === 'object' && mod !== null && FELL_BACK in mod
