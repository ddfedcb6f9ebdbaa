// @ts-check
import { describe, expect, it } from 'vitest'
import { REGISTRY_ELEMENT_ID, withRegistry } from './registry-in-page.mjs'

const PAGE = '<!doctype html><html><head><title>PitchPath</title></head><body><div id="root"></div></body></html>'
const registry = { remotes: [{ name: 'mfe_games', entry: 'http://localhost:3002/remoteEntry.js', version: 'current' }] }

/** The page's JSON data block: its element id and its text. @param {string} html */
function blockOf(html) {
  const [, id, json] = /<script type="application\/json" id="([^"]+)">(.*?)<\/script>/.exec(html) ?? []
  if (id === undefined || json === undefined) throw new Error('the page has no JSON data block')
  return { id, json }
}

describe('withRegistry', () => {
  it('puts the registry in the head as a JSON data block the shell reads back unchanged', () => {
    const html = withRegistry(PAGE, registry)
    const { id, json } = blockOf(html)
    expect(id).toBe(REGISTRY_ELEMENT_ID)
    expect(JSON.parse(json)).toEqual(registry)
    expect(html.indexOf(json)).toBeLessThan(html.indexOf('</head>'))
  })

  it('cannot be closed early by a value: "</script>" in an entry stays inside the data block', () => {
    const hostile = { remotes: [{ name: 'mfe_games', entry: 'http://x/</script><script>alert(1)</script>', version: 'v' }] }
    const html = withRegistry(PAGE, hostile)
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    expect(JSON.parse(blockOf(html).json)).toEqual(hostile)
  })

  it('refuses a page without a head rather than serve one without its registry', () => {
    expect(() => withRegistry('<div id="root"></div>', registry)).toThrow(/<\/head>/)
  })
})
