// @ts-check
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPreview, listPreviews, PREVIEW_LIFETIME_MS, previewKey, signPreview, verifyPreview } from './previews.mjs'
import { previewOfRequest, withPreviewRibbon } from './preview-request.mjs'
import { remoteRegistry } from '../remote-registry.mjs'
import { startCanary, switchVersion } from './deploy-registry.mjs'

const VERSION = 'abcdef012345'
const NOW = Date.parse('2026-05-01T12:00:00Z')

describe('signed previews', () => {
  /** @type {string} */
  let dir
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'pp-previews-'))
    mkdirSync(join(dir, 'mfe-billing', VERSION), { recursive: true })
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  const key = () => previewKey(dir, {})
  const grant = { pkg: 'mfe-billing', version: VERSION, expiresAt: NOW + PREVIEW_LIFETIME_MS }

  it('protects behaviour: a key is made once, readable by its owner only, unless PREVIEW_SECRET is set', () => {
    const first = key()
    expect(statSync(join(dir, 'preview.key')).mode & 0o777).toBe(0o600)
    expect(key().equals(first)).toBe(true)
    expect(previewKey(dir, { PREVIEW_SECRET: 'configured' }).toString()).toBe('configured')
  })

  it('protects behaviour: a signed token grants its remote and version until it expires', () => {
    const token = signPreview(grant, key())
    expect(verifyPreview(token, { key: key(), dir, now: NOW })).toEqual(grant)
    expect(verifyPreview(token, { key: key(), dir, now: grant.expiresAt })).toBeNull()
  })

  it('protects behaviour: a tampered token, another key, another remote or a missing version grant nothing', () => {
    const token = signPreview(grant, key())
    const check = (/** @type {string} */ t) => verifyPreview(t, { key: key(), dir, now: NOW })
    // Each readable part changed, and the signature itself.
    expect(check(token.replace('mfe-billing', 'mfe-goals'))).toBeNull()
    expect(check(token.replace(VERSION, 'abcdef012346'))).toBeNull()
    expect(check(token.replace(String(grant.expiresAt), String(grant.expiresAt + PREVIEW_LIFETIME_MS)))).toBeNull()
    expect(check(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull()
    expect(check(signPreview(grant, Buffer.from('another key')))).toBeNull()
    // Correctly signed, but for a remote that does not exist or a version folder not stored here.
    expect(check(signPreview({ ...grant, pkg: 'mfe-admin' }, key()))).toBeNull()
    expect(check(signPreview({ ...grant, version: '000000000000' }, key()))).toBeNull()
    expect(check('off')).toBeNull()
    expect(check('')).toBeNull()
  })

  it('protects behaviour: a preview is recorded without its token, listed until it expires, and links to its area', () => {
    const { record, link } = createPreview({ dir, pkg: 'mfe-billing', version: VERSION, label: 'new-plans', now: NOW, env: {} })
    expect(record).toEqual({
      remote: 'mfe-billing',
      version: VERSION,
      label: 'new-plans',
      createdAt: new Date(NOW).toISOString(),
      expiresAt: new Date(NOW + PREVIEW_LIFETIME_MS).toISOString(),
    })
    expect(link).toMatch(/^http:\/\/localhost:\d+\/app\/plans\?pp_preview=mfe-billing\.abcdef012345\.\d+\.[\w-]{43}$/)
    const token = new URL(link).searchParams.get('pp_preview') ?? ''
    expect(readFileSync(join(dir, 'previews.json'), 'utf8')).not.toContain(token.split('.')[3])
    expect(listPreviews(dir, NOW + 1000)).toEqual([record])
    expect(listPreviews(dir, NOW + PREVIEW_LIFETIME_MS)).toEqual([])
    expect(() => createPreview({ dir, pkg: 'mfe-billing', version: '000000000000', label: null, env: {} })).toThrow(/no stored version/)
  })

  it('protects behaviour: a link sets the cookie until expiry, the cookie keeps the preview, off or a bad token clears it', () => {
    const token = signPreview(grant, key())
    const ask = (/** @type {string} */ url, /** @type {string | undefined} */ cookie) =>
      previewOfRequest({ url, cookie, dir, key: key(), secure: false, now: NOW })

    const opened = ask(`/app/plans?pp_preview=${token}`, undefined)
    expect(opened.grant).toEqual(grant)
    expect(opened.setCookie).toBe(`pp_preview=${token}; Expires=${new Date(grant.expiresAt).toUTCString()}; Path=/; HttpOnly; SameSite=Lax`)
    expect(ask('/app/plans', `pp_device=x; pp_preview=${token}`)).toEqual({ grant, setCookie: null })
    const cleared = 'pp_preview=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax'
    expect(ask('/app/plans?pp_preview=off', `pp_preview=${token}`)).toEqual({ grant: null, setCookie: cleared })
    expect(ask(`/app/plans?pp_preview=${token.slice(0, -2)}xx`, `pp_preview=${token}`)).toEqual({ grant: null, setCookie: cleared })
    expect(ask('/app/plans', undefined)).toEqual({ grant: null, setCookie: null })
    // Expired while kept in the cookie: the page is everyone's again.
    expect(
      previewOfRequest({ url: '/app/plans', cookie: `pp_preview=${token}`, dir, key: key(), secure: true, now: grant.expiresAt }),
    ).toEqual({
      grant: null,
      setCookie: `${cleared}; Secure`,
    })
  })

  it('protects behaviour: the ribbon sits outside #root, names the area and build, escapes the label, and links the stylesheet', () => {
    const dist = mkdtempSync(join(tmpdir(), 'pp-shell-'))
    writeFileSync(join(dist, 'styles.0123abcd.css'), '')
    createPreview({ dir, pkg: 'mfe-billing', version: VERSION, label: '<b>plans</b>', now: Date.now(), env: {} })
    const page = '<html><head><title>t</title></head><body><div id="root"></div></body></html>'
    const html = withPreviewRibbon(page, [{ pkg: 'mfe-billing', version: VERSION }], { pathname: '/app/plans', dir, dist })
    expect(html).toContain('<link rel="stylesheet" href="/styles.0123abcd.css"></head>')
    expect(html).toMatch(/<body><aside class="pp-preview-ribbon" aria-label="Preview"[^>]*>.*<\/aside><div id="root">/)
    expect(html).toContain(`Plans build &#60;b&#62;plans&#60;/b&#62; (${VERSION})`)
    expect(html).toContain('<a href="/app/plans?pp_preview=off">Leave preview</a>')
    expect(withPreviewRibbon(page, [], { pathname: '/app/plans', dir, dist })).toBe(page)
    rmSync(dist, { recursive: true, force: true })
  })

  it('protects behaviour: a preview points that browser at its version of the one remote; other players and remotes keep theirs', () => {
    vi.stubEnv('DEPLOYS_DIR', dir)
    vi.stubEnv('REMOTES_REGISTRY', '')
    try {
      switchVersion(dir, 'mfe-billing', 'aaaaaaaaaaaa', 'live')
      startCanary(dir, 'mfe-billing', 'bbbbbbbbbbbb', 'canary', 99)
      const tester = remoteRegistry('localhost:3000', 'http:', { playerKey: 'k', previews: [{ pkg: 'mfe-billing', version: VERSION }] })
      expect(tester.remotes.find((r) => r.name === 'mfe_billing')).toEqual({
        name: 'mfe_billing',
        entry: `http://localhost:3004/_v/${VERSION}/remoteEntry.js`,
        version: VERSION,
        channel: 'preview',
      })
      const everyone = remoteRegistry('localhost:3000', 'http:', { playerKey: 'k' })
      expect(everyone.remotes.find((r) => r.name === 'mfe_billing')?.channel).not.toBe('preview')
      expect(tester.remotes.filter((r) => r.name !== 'mfe_billing')).toEqual(everyone.remotes.filter((r) => r.name !== 'mfe_billing'))
    } finally {
      vi.unstubAllEnvs()
    }
  })
})
