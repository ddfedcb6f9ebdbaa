// Reaction Master, the static game page (docs/features/games.md): targets appear at random places on the pitch and
// must be hit before they vanish; one point per hit. The round (how many, how fast, how big) comes
// from the age group in the URL. At the end the page posts one gameComplete message to the host page
// named in ?parentOrigin= (and to nobody else); the host checks the sender and the server checks the
// numbers, so this page is trusted with nothing. It also tells the host when the round starts and
// each target it hits, as they happen: the host forwards them and the server times them against the
// round, so a result is backed by hits the server saw in time.
import { roundFor } from './rounds.js'

const params = new URLSearchParams(window.location.search)
const round = roundFor(params.get('ageGroup'))
const parentOrigin = allowedOrigin(params.get('parentOrigin'))

const pitch = document.getElementById('rm-pitch')
const intro = document.getElementById('rm-intro')
const startButton = document.getElementById('rm-start')
const done = document.getElementById('rm-done')
const summary = document.getElementById('rm-summary')
const scoreOut = document.getElementById('rm-score')
const leftOut = document.getElementById('rm-left')
const announce = document.getElementById('rm-announce')

/** @type {{ el: HTMLButtonElement, expiresAt: number, index: number }[]} live targets, oldest first */
let live = []
let spawned = 0
let resolved = 0
let score = 0
let startedAt = 0
let timer = 0
let finished = false

leftOut.textContent = String(round.targets)
startButton.addEventListener('click', start)
document.addEventListener('keydown', onKey)

/** A posting target must be a plain http(s) origin, so a crafted URL cannot send the result elsewhere. */
function allowedOrigin(value) {
  if (!value) return null
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value ? value : null
  } catch {
    return null
  }
}

function start() {
  if (startedAt) return
  intro.hidden = true
  pitch.tabIndex = -1
  pitch.focus() // keyboard players keep focus inside the game frame
  startedAt = performance.now()
  tell({ type: 'roundStart' })
  tick()
}

// One timer drives the round: spawn targets on schedule, expire old ones, end when all are resolved.
function tick() {
  const now = performance.now()
  while (spawned < round.targets && now >= startedAt + spawned * round.intervalMs) spawn(now)
  while (live.length && live[0].expiresAt <= now) miss(live[0])
  if (resolved === round.targets) return finish()
  const nextSpawn = spawned < round.targets ? startedAt + spawned * round.intervalMs : Infinity
  const nextExpiry = live.length ? live[0].expiresAt : Infinity
  timer = window.setTimeout(tick, Math.max(0, Math.min(nextSpawn, nextExpiry) - now))
}

function spawn(now) {
  spawned += 1
  const el = document.createElement('button')
  el.type = 'button'
  el.className = 'rm-target'
  el.dataset.testid = 'rm-target'
  el.setAttribute('aria-label', 'Target')
  const size = round.sizePx
  const width = Math.max(pitch.clientWidth - size, 0)
  const height = Math.max(pitch.clientHeight - size, 0)
  Object.assign(el.style, {
    width: `${size}px`,
    height: `${size}px`,
    left: `${Math.round(Math.random() * width)}px`,
    top: `${Math.round(Math.random() * height)}px`,
  })
  const target = { el, expiresAt: now + round.lifetimeMs, index: spawned - 1 }
  // pointerdown answers the tap at once; click covers keyboard activation of a focused target.
  el.addEventListener('pointerdown', (event) => {
    event.preventDefault()
    hit(target)
  })
  el.addEventListener('click', () => hit(target))
  live.push(target)
  pitch.append(el)
}

function hit(target) {
  if (!live.includes(target)) return
  score += 1
  scoreOut.textContent = String(score)
  tell({ type: 'targetHit', target: target.index })
  resolve(target)
  // The hit target fades out but can no longer be found or hit.
  target.el.removeAttribute('data-testid')
  target.el.setAttribute('aria-hidden', 'true')
  target.el.tabIndex = -1
  target.el.classList.add('rm-target--hit')
  window.setTimeout(() => target.el.remove(), 160)
  if (resolved === round.targets) finish()
}

function miss(target) {
  resolve(target)
  target.el.remove()
}

function resolve(target) {
  live = live.filter((other) => other !== target)
  resolved += 1
  leftOut.textContent = String(round.targets - resolved)
}

// Space or Enter hits the oldest target on the pitch: the game is fully playable without a pointer.
function onKey(event) {
  if (!startedAt || finished || (event.key !== ' ' && event.key !== 'Enter')) return
  event.preventDefault()
  if (live.length) hit(live[0])
}

function finish() {
  if (finished) return
  finished = true
  window.clearTimeout(timer)
  for (const target of live) target.el.remove()
  live = []
  summary.textContent = `You hit ${score} of ${round.targets} targets.`
  done.hidden = false
  announce.textContent = `Round complete! You hit ${score} of ${round.targets} targets.`
  tell({ type: 'gameComplete', score, maxScore: round.targets })
}

/** Posts to the host page named in ?parentOrigin=, and to nobody else. */
function tell(message) {
  if (parentOrigin && window.parent !== window) window.parent.postMessage(message, parentOrigin)
}
