// @ts-check
// The shell's page carries the remote registry (the body GET /remotes.json would answer) as a JSON
// data block, so the entry script starts loading an area's remote without a round trip first: on a
// slow phone network that request sat between main.js and remoteEntry.js on every area page. A data
// block is never run, so the Content-Security-Policy has nothing to allow. Like the page itself it
// is built per request (no-cache), so a deploy or a rollback still shows on the next load.

export const REGISTRY_ELEMENT_ID = 'remote-registry'

/**
 * The page with the registry inside its <head>; `<` is escaped so no value can close the tag.
 * @param {string} html
 * @param {unknown} registry
 */
export function withRegistry(html, registry) {
  const json = JSON.stringify(registry).replace(/</g, '\\u003c')
  const block = `<script type="application/json" id="${REGISTRY_ELEMENT_ID}">${json}</script>`
  if (!html.includes('</head>')) throw new Error('the page has no </head> to put the remote registry in')
  return html.replace('</head>', `${block}</head>`)
}
