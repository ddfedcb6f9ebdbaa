import assert from 'node:assert/strict'
import { join } from 'node:path'
import { startApiProcess } from '../test-support/api-process.ts'
import { freePort, startPrimary, waitUntil } from '../test-support/primary.ts'

type Attribute = { key: string; value: { stringValue?: string; intValue?: string } }
type Span = { traceId: string; spanId: string; parentSpanId?: string; name: string; attributes: Attribute[] }
type Export = { resourceSpans?: { scopeSpans: { spans: Span[] }[] }[] }

const attribute = (span: Span, key: string) => span.attributes.find((a) => a.key === key)?.value.stringValue

/**
 * An OTLP/HTTP receiver of our own (JSON encoding): the collector the API exports to in production,
 * reduced to keeping what it is sent. No collector is installed on this machine.
 */
async function startReceiver() {
  const spans: Span[] = []
  const port = await freePort()
  const server = Deno.serve({ hostname: '127.0.0.1', port, onListen: () => {} }, async (req) => {
    const body = await req.text()
    if (new URL(req.url).pathname === '/v1/traces') {
      const sent = JSON.parse(body) as Export
      for (const resource of sent.resourceSpans ?? []) for (const scope of resource.scopeSpans) spans.push(...scope.spans)
    }
    return Response.json({})
  })
  return { url: `http://127.0.0.1:${port}`, spans, stop: () => server.shutdown() }
}

/** One request through an API process exporting to `receiver`: its span and its statements' spans. */
async function tracedRequest(env: Record<string, string>, path: string) {
  const receiver = await startReceiver()
  const api = await startApiProcess({
    ...env,
    OTEL_DENO: 'true',
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    OTEL_SERVICE_NAME: 'pitchpath-api-test',
    OTEL_DENO_CONSOLE: 'ignore',
    OTEL_BSP_SCHEDULE_DELAY: '100',
  })
  try {
    const res = await fetch(`${api.base}${path}`)
    await res.body?.cancel()
    const id = res.headers.get('x-request-id')
    assert.ok(id)
    let request: Span | undefined
    const children = () => receiver.spans.filter((s) => s.parentSpanId === request?.spanId && s.name.startsWith('db '))
    await waitUntil(async () => {
      request = receiver.spans.find((s) => attribute(s, 'pitchpath.request_id') === id)
      return children().length > 0
    }, 'the request and its statements exported')
    return { request: request!, statements: children() }
  } finally {
    await api.stop()
    await receiver.stop()
  }
}

function assertOneTrace({ request, statements }: { request: Span; statements: Span[] }) {
  assert.equal(request.name, 'GET /api/health')
  assert.equal(attribute(request, 'http.route'), '/api/health')
  assert.ok(statements.length > 0)
  for (const statement of statements) {
    assert.equal(statement.traceId, request.traceId)
    assert.equal(attribute(statement, 'db.system.name'), 'sqlite')
    assert.ok(attribute(statement, 'db.query.text'))
  }
}

Deno.test('protects behaviour: with OTEL_DENO=true a request is one trace: its route-named span with the request id, and a span per statement inside it', async () => {
  const dir = await Deno.makeTempDir({ prefix: 'pp-otel-' })
  try {
    // Health reads and probes a write: statements of both connections.
    assertOneTrace(await tracedRequest({ DATABASE_FILE: join(dir, 'api.db') }, '/api/health'))
  } finally {
    await Deno.remove(dir, { recursive: true })
  }
})

Deno.test('protects behaviour: on an embedded replica too, the statements a request runs are spans inside its trace', async () => {
  const dir = await Deno.makeTempDir({ prefix: 'pp-otel-replica-' })
  const primary = await startPrimary(dir)
  try {
    assertOneTrace(await tracedRequest({ DATABASE_FILE: join(dir, 'replica.db'), DATABASE_SYNC_URL: primary.url }, '/api/health'))
  } finally {
    await primary.stop()
    await Deno.remove(dir, { recursive: true })
  }
})
