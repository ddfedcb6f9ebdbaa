// @ts-check
// The shell's server side of a preview link (docs/features/platform.md "Previews"): a page opened
// with a valid `?pp_preview=<token>` keeps the token in an HttpOnly cookie until it expires, and that
// browser's registry (in the page and from /remotes.json) points the one remote at the preview. The
// page then carries a "Preview" ribbon outside #root, so it shows before any script runs, with a way
// out (`?pp_preview=off`). Any token that fails a check is ignored: the page is everyone's page.
import { readdirSync } from 'node:fs'
import { REMOTES } from '@app/shared/remotes.js'
import { listPreviews, PREVIEW_COOKIE, PREVIEW_PARAM, previewKey, verifyPreview } from './previews.mjs'
/** @import { IncomingMessage, ServerResponse } from 'node:http' */
/** @import { PreviewGrant } from './previews.mjs' */

const COOKIE = new RegExp(`(?:^|;\\s*)${PREVIEW_COOKIE}=([^;]*)`)

/**
 * The preview a request asks for, and the cookie to send back (null: none to change). A link's
 * token wins over the cookie; `off`, or a token that fails a check, clears a cookie the browser has.
 * @param {{ url: string, cookie: string | undefined, dir: string, key: Buffer, secure: boolean, now?: number }} request
 * @returns {{ grant: PreviewGrant | null, setCookie: string | null }}
 */
export function previewOfRequest({ url, cookie, dir, key, secure, now = Date.now() }) {
  const fromLink = new URL(url, 'http://x').searchParams.get(PREVIEW_PARAM)
  const fromCookie = COOKIE.exec(cookie ?? '')?.[1] ?? null
  const token = fromLink ?? fromCookie
  const grant = token && token !== 'off' ? verifyPreview(token, { key, dir, now }) : null
  const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
  if (grant && token !== fromCookie)
    return { grant, setCookie: `${PREVIEW_COOKIE}=${token}; Expires=${new Date(grant.expiresAt).toUTCString()}; ${attributes}` }
  if (!grant && fromCookie !== null) return { grant, setCookie: `${PREVIEW_COOKIE}=; Max-Age=0; ${attributes}` }
  return { grant, setCookie: null }
}

/**
 * For the shell's server: the previews this request's registry carries (none or one), with the
 * cookie change added to the response beside any other Set-Cookie.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {string} dir the deploys folder
 * @returns {Array<{ pkg: string, version: string }>}
 */
export function requestPreviews(req, res, dir) {
  const asked = req.url?.includes(`${PREVIEW_PARAM}=`) || COOKIE.test(req.headers.cookie ?? '')
  // Most requests carry neither: no key file is read or written for them.
  if (!asked) return []
  const secure = req.headers['x-forwarded-proto'] === 'https'
  const { grant, setCookie } = previewOfRequest({ url: req.url ?? '/', cookie: req.headers.cookie, dir, key: previewKey(dir), secure })
  if (setCookie) {
    const before = res.getHeader('Set-Cookie')
    res.setHeader('Set-Cookie', [...(before === undefined ? [] : [before].flat().map(String)), setCookie])
  }
  return grant ? [{ pkg: grant.pkg, version: grant.version }] : []
}

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** @type {Map<string, string | null>} */
const stylesheets = new Map()
/** The shell's one stylesheet (styles.<hash>.css), which holds the ribbon's style. @param {string} dist */
function shellStylesheet(dist) {
  if (!stylesheets.has(dist)) stylesheets.set(dist, readdirSync(dist).find((f) => /^styles\.[0-9a-f]+\.css$/.test(f)) ?? null)
  return stylesheets.get(dist) ?? null
}

/**
 * The page with the ribbon after <body> (outside #root, which the shell's script owns) and the
 * shell's stylesheet linked when the page does not link it yet (its style is there, not inline:
 * the Content-Security-Policy allows no inline style).
 * @param {string} html
 * @param {Array<{ pkg: string, version: string }>} previews
 * @param {{ pathname: string, dir: string, dist: string }} where the page's path, the deploys folder, the shell's build
 */
export function withPreviewRibbon(html, previews, { pathname, dir, dist }) {
  const [preview] = previews
  if (!preview) return html
  const area = REMOTES.find((r) => r.pkg === preview.pkg)?.label ?? preview.pkg
  const label = listPreviews(dir).findLast((p) => p.remote === preview.pkg && p.version === preview.version)?.label
  const build = label ? `${escapeHtml(label)} (${preview.version})` : preview.version
  const leave = `${escapeHtml(pathname)}?${PREVIEW_PARAM}=off`
  const ribbon =
    `<aside class="pp-preview-ribbon" aria-label="Preview" data-testid="preview-ribbon">` +
    `<strong>Preview</strong> <span>${escapeHtml(area)} build ${build}</span> ` +
    `<a href="${leave}">Leave preview</a></aside>`
  const stylesheet = shellStylesheet(dist)
  const linked = !stylesheet || html.includes(`href="/${stylesheet}"`)
  const withStyle = linked ? html : html.replace('</head>', () => `<link rel="stylesheet" href="/${stylesheet}"></head>`)
  return withStyle.replace(/<body[^>]*>/, (body) => `${body}${ribbon}`)
}
