import assert from 'node:assert/strict'
import { join } from 'node:path'
import { startApiProcess } from '../test-support/api-process.ts'
import { freePort, waitUntil } from '../test-support/primary.ts'

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

Deno.test('protects behaviour: with OTEL_DENO=true a request is one trace: its route-named span with the request id, and a span per statement inside it', async () => {
  const dir = await Deno.makeTempDir({ prefix: 'pp-otel-' })
  const receiver = await startReceiver()
  const api = await startApiProcess({
    DATABASE_FILE: join(dir, 'api.db'),
    OTEL_DENO: 'true',
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    OTEL_SERVICE_NAME: 'pitchpath-api-test',
    OTEL_DENO_CONSOLE: 'ignore',
    OTEL_BSP_SCHEDULE_DELAY: '100',
  })
  try {
    // Health reads and probes a write: statements of both connections.
    const res = await fetch(`${api.base}/api/health`)
    await res.body?.cancel()
    const id = res.headers.get('x-request-id')
    assert.ok(id)
    let request: Span | undefined
    await waitUntil(
      async () => {
        request = receiver.spans.find((s) => attribute(s, 'pitchpath.request_id') === id)
        return request !== undefined && receiver.spans.some((s) => s.parentSpanId === request!.spanId)
      },
      'the request and its statements exported',
      10_000,
    ).catch((e) => {
      throw new Error(
        `${e.message}: ${
          JSON.stringify(
            receiver.spans.filter((s) => !s.name.startsWith('db ') || s.parentSpanId).map((
              s,
            ) => [s.name, s.spanId, s.parentSpanId, s.attributes]),
          )
        }`,
      )
    })
    assert.equal(request!.name, 'GET /api/health')
    assert.equal(attribute(request!, 'http.route'), '/api/health')
    const statements = receiver.spans.filter((s) => s.parentSpanId === request!.spanId && s.name.startsWith('db '))
    assert.ok(statements.length > 0)
    for (const statement of statements) {
      assert.equal(statement.traceId, request!.traceId)
      assert.equal(attribute(statement, 'db.system.name'), 'sqlite')
      assert.ok(attribute(statement, 'db.query.text'))
    }
  } finally {
    await api.stop()
    await receiver.stop()
    await Deno.remove(dir, { recursive: true })
  }
})
