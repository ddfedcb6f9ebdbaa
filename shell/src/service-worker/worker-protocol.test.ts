import { expect, test } from 'vitest'
import { withoutInlineRegistry } from './worker-protocol.ts'

test('protects behaviour: the page opened offline loses the registry it was stored with, and nothing else', () => {
  const page =
    '<html><head><title>PitchPath</title><script type="application/json" id="remote-registry">{"remotes":[]}</script></head>' +
    '<body><div id="root"></div></body></html>'
  expect(withoutInlineRegistry(page)).toBe('<html><head><title>PitchPath</title></head><body><div id="root"></div></body></html>')
  expect(withoutInlineRegistry('<html><head></head></html>')).toBe('<html><head></head></html>')
})
