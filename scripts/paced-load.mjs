// A fixed offered load, evenly spaced: request n is due at start + n / rate, whatever happened to
// the ones before it (an open loop), and its latency is counted from when it was due, so a server
// that falls behind is charged for the wait (no coordinated omission).
//
// Why not autocannon's overallRate: it gives each connection a per-second quota that it sends back
// to back at the top of every second, so "2,000 req/s" arrives as a burst at saturation followed by
// silence, and its latencies are those of the burst.
import http from 'node:http'

/**
 * @param {object} options
 * @param {string} options.base e.g. http://127.0.0.1:8010
 * @param {number} options.rate requests a second
 * @param {number} options.seconds
 * @param {number} options.connections at most this many requests in flight (keep-alive sockets)
 * @param {(n: number) => { method?: string, path: string, headers?: object, body?: string }} options.request
 */
export async function pacedLoad({ base, rate, seconds, connections, request }) {
  const url = new URL(base)
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const total = Math.round(rate * seconds)
  const latencies = []
  let failures = 0
  let sent = 0
  const start = performance.now()
  const due = (n) => start + (n * 1000) / rate

  const send = (n) =>
    new Promise((resolve) => {
      const { method = 'GET', path, headers = {}, body } = request(n)
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method,
          path,
          agent,
          headers: body ? { ...headers, 'content-length': Buffer.byteLength(body) } : headers,
        },
        (res) => {
          res.resume()
          res.on('end', () => {
            if (res.statusCode < 200 || res.statusCode >= 300) failures++
            latencies.push(performance.now() - due(n))
            resolve()
          })
        },
      )
      req.on('error', () => {
        failures++
        resolve()
      })
      if (body) req.write(body)
      req.end()
    })

  const inFlight = []
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now()
      while (sent < total && due(sent) <= now) inFlight.push(send(sent++))
      if (sent < total) setTimeout(tick, Math.max(0, due(sent) - performance.now()))
      else resolve()
    }
    tick()
  })
  await Promise.all(inFlight)
  const elapsed = (performance.now() - start) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] * 10) / 10
  return { rps: total / elapsed, p50: at(0.5), p99: at(0.99), max: at(1), total, failures }
}
