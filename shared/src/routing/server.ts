// The router for rendering pages ahead of time (shell/src/prerender): only a build script imports
// this, so no browser bundle carries it.
export { StaticRouter } from 'react-router'
