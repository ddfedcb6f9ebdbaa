// After `rspack build`: writes the public pages' HTML into dist/prerendered/, each a copy of
// dist/index.html with the page already drawn in #root and the one stylesheet linked in <head>.
// dist/index.html itself stays empty: it is the fallback every other route (and demo mode) gets.
// platform/src/serve-static.mjs serves a prerendered file when one exists for the path.
import { createRequire } from 'node:module'
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { outletRemote } from '../platform/src/compose-area.mjs'

const dist = join(import.meta.dirname, 'dist')
const { renderPage, pageTitle, PRERENDERED_PATHS, SCRIPT_FREE_PATHS, AREA_FRAME_PATHS } = createRequire(import.meta.url)(
  join(import.meta.dirname, '.prerender/render-page.cjs'),
)

const template = readFileSync(join(dist, 'index.html'), 'utf8')
const stylesheet = readdirSync(dist).find((f) => /^styles\.[0-9a-f]+\.css$/.test(f))
if (!stylesheet) throw new Error('dist/ has no styles.<hash>.css: build the shell first (rspack build)')
const ROOT = '<div id="root"></div>'
if (!template.includes(ROOT)) throw new Error(`dist/index.html has no ${ROOT}`)

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')

// The template's one script, the shell's entry (rspack's HTML plugin writes it deferred in <head>).
const ENTRY_SCRIPT = /<script defer src="(\/main\.[0-9a-f]+\.js)"><\/script>/
if (!ENTRY_SCRIPT.test(template)) throw new Error('dist/index.html has no deferred main.<hash>.js script')

/** A page that runs nothing: the entry is only prefetched, so the next page finds it cached. */
const withoutScripts = (page) => page.replace(ENTRY_SCRIPT, (_, src) => `<link rel="prefetch" href="${src}" as="script">`)

export const prerenderedFile = (path) => join(dist, 'prerendered', path, 'index.html')
export const areaFrameFile = (path) => join(dist, 'area-frames', path, 'index.html')

/** The page for `path`: the template with its title, the stylesheet and #root drawn. */
async function pageFor(path) {
  const html = await renderPage(path)
  // Replacer functions: a "$&" or "$'" in the page's text must stay text, not a replacement pattern.
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(pageTitle(path))}</title>`)
    .replace('</head>', () => `<link rel="stylesheet" href="/${stylesheet}"></head>`)
    .replace(ROOT, () => `<div id="root">${html}</div>`)
}

function write(file, page, { compressed }) {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, page)
  if (!compressed) return
  // Precompressed like every other asset (build-config/precompress-plugin.mjs).
  writeFileSync(`${file}.gz`, gzipSync(page, { level: 9 }))
  writeFileSync(`${file}.br`, brotliCompressSync(page))
}

for (const path of PRERENDERED_PATHS) {
  const page = await pageFor(path)
  write(prerenderedFile(path), SCRIPT_FREE_PATHS.includes(path) ? withoutScripts(page) : page, { compressed: true })
}

// Area frames: read and completed per request by the shell's server, so not precompressed.
for (const path of AREA_FRAME_PATHS) {
  const page = await pageFor(path)
  // The outlet as the server looks for it (one pattern, in platform/src/compose-area.mjs).
  if (outletRemote(page) === null) throw new Error(`the frame of ${path} has no remote outlet`)
  write(areaFrameFile(path), page, { compressed: false })
}
console.log(`[shell] prerendered ${PRERENDERED_PATHS.join(', ')} and ${AREA_FRAME_PATHS.length} area frames`)
