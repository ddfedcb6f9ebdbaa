import { type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api'

/**
 * OpenTelemetry is Deno's own (docs/cluster.md, "Following a request"): with OTEL_DENO=true it opens
 * a span for each request Deno.serve answers and each fetch, exports them over OTLP, and serves this
 * package's API to our code. Off (the default), nothing below runs: no span is made, not even a
 * no-op one, on any request or statement.
 */
export const tracingOn: boolean = (() => {
  try {
    return Deno.env.get('OTEL_DENO') === 'true'
  } catch {
    return false // no --allow-env: no telemetry either
  }
})()

const tracer = trace.getTracer('pitchpath-api')

/** The first word of a statement, as OpenTelemetry names database operations ('SELECT', 'INSERT' …). */
const operationOf = (text: string) => (text.match(/^\s*(\w+)/)?.[1] ?? 'SQL').toUpperCase()

function dbSpan(text: string): Span {
  const operation = operationOf(text)
  // The statement's text only: its values are bound parameters, never in the text, and may be personal.
  return tracer.startSpan(`db ${operation}`, {
    kind: SpanKind.CLIENT,
    attributes: { 'db.system.name': 'sqlite', 'db.operation.name': operation, 'db.query.text': text.slice(0, 2000) },
  })
}

function ended<T>(span: Span, run: () => T): T {
  try {
    return run()
  } catch (error) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) })
    throw error
  } finally {
    span.end()
  }
}

/**
 * A synchronous statement runner (the embedded file's connections) in a span per statement, child of
 * the request that ran it; `run` itself when tracing is off.
 */
export function tracedSync<A extends unknown[], R>(run: (text: string, ...rest: A) => R): (text: string, ...rest: A) => R {
  if (!tracingOn) return run
  return (text, ...rest) => {
    const span = dbSpan(text)
    return ended(span, () => run(text, ...rest))
  }
}

/** One asynchronous statement (or batch, `text` then joins them) in a span, child of the request that ran it. */
export async function tracedStatement<R>(text: string, run: () => Promise<R>): Promise<R> {
  const span = dbSpan(text)
  try {
    return await run()
  } catch (error) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) })
    throw error
  } finally {
    span.end()
  }
}
