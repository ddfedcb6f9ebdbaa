// @ts-check
// The security headers every PitchPath page carries, decided in one place for the shell, the remotes
// and their standalone pages. The Content-Security-Policy allows exactly what the site loads: its
// own files, the remotes named by the run-time registry (scripts, styles, manifests, and the games
// remote's Reaction Master page in a frame), data: images (the inline icon, the two-step QR code),
// and Stripe's own origins only when Stripe is configured.
import { SHELL } from '@app/shared/remotes.js'
import { frontend } from './ports.mjs'
import { remoteRegistry } from './remote-registry.mjs'

const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
}

const policy = (/** @type {Record<string, string[]>} */ directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')

/**
 * The remotes' origins as the shell on this host will load them (from the same registry the page reads).
 * @param {string | undefined} hostHeader
 */
export function remoteOrigins(hostHeader) {
  return [...new Set(remoteRegistry(hostHeader, 'http:').remotes.map((r) => new URL(r.entry).origin))]
}

/**
 * Headers for one response of a front-end server. `pkg` is the package it serves; `hostHeader` the
 * host the browser asked for (the site works on localhost and 127.0.0.1 alike).
 * @param {string} pkg
 * @param {string} [hostHeader]
 * @returns {Record<string, string>}
 */
export function securityHeaders(pkg, hostHeader = `localhost:${SHELL.port}`, env = process.env) {
  /** @type {{ script: string[], frame: string[], connect: string[] }} */
  const stripe = env.STRIPE_PUBLISHABLE_KEY ? STRIPE : { script: [], frame: [], connect: [] }
  const common = {
    'default-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  }
  let csp
  if (pkg === 'shell') {
    const remotes = remoteOrigins(hostHeader)
    csp = policy({
      ...common,
      'script-src': ["'self'", ...remotes, ...stripe.script],
      'style-src': ["'self'", ...remotes],
      'connect-src': ["'self'", ...remotes, ...stripe.connect],
      'frame-src': [...remotes, ...stripe.frame],
      // Nobody frames the site (clickjacking).
      'frame-ancestors': ["'none'"],
    })
  } else {
    // A remote's own files and standalone page; only the shell may frame it (Reaction Master).
    const shell = `http://${hostHeader.replace(/:\d+$/, '')}:${frontend('shell').port}`
    csp = policy({
      ...common,
      'script-src': ["'self'", ...stripe.script],
      'style-src': ["'self'"],
      'connect-src': ["'self'", ...stripe.connect],
      'frame-src': ["'self'", ...stripe.frame],
      'frame-ancestors': ["'self'", shell],
    })
  }
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
  }
}
