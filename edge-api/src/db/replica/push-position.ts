/**
 * One round trip to the primary per push instead of two.
 *
 * Turso's sync engine starts every push by asking the primary where this copy's pushes got to
 * (`POSITION_QUESTION`, one request), then sends the changes after that point in one transaction
 * that also writes the new point (a second request). The row it asks about is keyed by the copy's
 * client id, which is unique to the copy, so only this copy's own pushes ever write it. Once a
 * push's transaction is answered as committed, the point it wrote is therefore exactly what the
 * primary holds, and the next push's question can be answered here.
 *
 * Anything short of a clean commit forgets the point: a request that failed or went unanswered (the
 * primary may or may not have committed it), a step the primary refused (another instance's write
 * came first, write-guard.ts), a COMMIT skipped by its condition. The next push then asks the
 * primary again. See docs/decisions/131-a-push-in-one-round-trip.md.
 */

/** The engine's question, as it sends it (whitespace aside). */
const POSITION_QUESTION = 'SELECT pull_gen, change_id FROM turso_sync_last_change_id WHERE client_id = ?'
/** The statement of a push that records where it got to: (client_id, pull_gen, change_id). */
const POSITION_WRITE = /^INSERT INTO turso_sync_last_change_id\s*\(client_id,\s*pull_gen,\s*change_id\)/i

type Value = { type: string; value?: string }
type Stmt = { sql?: string; args?: Value[] }
type Step = { stmt?: Stmt }
type PipelineBody = { requests?: { type?: string; batch?: { steps?: Step[] } }[] }
type BatchResult = { step_results?: unknown[]; step_errors?: unknown[] }
type PipelineAnswer = { results?: { type?: string; response?: { type?: string; result?: BatchResult } }[] }

/** Where one copy's pushes got to, as the primary holds it: [pull_gen, change_id] as the wire carries them. */
type Position = [Value, Value]

const squash = (sql: string | undefined) => (sql ?? '').replace(/\s+/g, ' ').trim()

function bodyText(body: BodyInit | null | undefined): string | null {
  if (typeof body === 'string') return body
  if (body instanceof Uint8Array) return new TextDecoder().decode(body)
  if (body instanceof ArrayBuffer) return new TextDecoder().decode(new Uint8Array(body))
  return null
}

function parse(text: string | null): PipelineBody | null {
  if (text === null) return null
  try {
    return JSON.parse(text) as PipelineBody
  } catch {
    return null
  }
}

/** The client id a lone position question asks about, or null when the request is anything else. */
function questionFor(body: PipelineBody): string | null {
  const steps = body.requests?.length === 1 && body.requests[0].type === 'batch' ? body.requests[0].batch?.steps : undefined
  if (steps?.length !== 1 || squash(steps[0].stmt?.sql) !== POSITION_QUESTION) return null
  const [client] = steps[0].stmt?.args ?? []
  return client?.type === 'text' && client.value ? client.value : null
}

/** A push's batch: the index of its position write and of its COMMIT, and the point it writes. */
function pushIn(body: PipelineBody): { client: string; position: Position; write: number; commit: number } | null {
  if (body.requests?.length !== 1 || body.requests[0].type !== 'batch') return null
  const steps = body.requests[0].batch?.steps ?? []
  const write = steps.findIndex((step) => POSITION_WRITE.test(squash(step.stmt?.sql)))
  if (write < 0) return null
  const commit = steps.findIndex((step, i) => i > write && /^COMMIT$/i.test(squash(step.stmt?.sql)))
  const [client, pullGen, changeId] = steps[write].stmt?.args ?? []
  if (commit < 0 || client?.type !== 'text' || !client.value || !pullGen || !changeId) return null
  return { client: client.value, position: [pullGen, changeId], write, commit }
}

/** True when the batch ran its position write and its COMMIT, and no step failed. */
function committed(answer: PipelineAnswer, push: { write: number; commit: number }): boolean {
  const [first] = answer.results ?? []
  const result = first?.type === 'ok' && first.response?.type === 'batch' ? first.response.result : undefined
  if (!result?.step_results || !result.step_errors) return false
  return (
    result.step_errors.every((error) => error === null) &&
    result.step_results[push.write] != null &&
    result.step_results[push.commit] != null
  )
}

/** The primary's answer to the question, as the primary itself words it. */
function answerOf(position: Position): Response {
  const stepResult = {
    cols: [
      { name: 'pull_gen', decltype: 'INTEGER' },
      { name: 'change_id', decltype: 'INTEGER' },
    ],
    rows: [position],
    affected_row_count: 0,
    last_insert_rowid: null,
    replication_index: null,
    rows_read: 0,
    rows_written: 0,
    query_duration_ms: 0,
  }
  const body = {
    baton: null,
    base_url: null,
    results: [
      {
        type: 'ok',
        response: { type: 'batch', result: { step_results: [stepResult], step_errors: [null], replication_index: null } },
      },
    ],
  }
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
}

export type PushPositionStats = { asked: number; answeredHere: number }

/** `send` with each copy's push position remembered between its pushes (see above). */
export function rememberPushPosition(send: typeof fetch): { fetch: typeof fetch; stats: () => PushPositionStats } {
  const known = new Map<string, Position>()
  const stats: PushPositionStats = { asked: 0, answeredHere: 0 }

  const fetchWith = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input)
    const body = url.endsWith('/v2/pipeline') ? parse(bodyText(init?.body)) : null
    if (!body) return send(input, init)

    const asking = questionFor(body)
    if (asking !== null) {
      stats.asked++
      const position = known.get(asking)
      if (position) {
        stats.answeredHere++
        return answerOf(position)
      }
      return send(input, init)
    }

    const push = pushIn(body)
    if (!push) return send(input, init)
    // Until the primary says it committed, the point is not known.
    known.delete(push.client)
    const res = await send(input, init)
    if (res.ok) {
      const answer = (await res.clone().json().catch(() => null)) as PipelineAnswer | null
      if (answer && committed(answer, push)) known.set(push.client, push.position)
    }
    return res
  }) as typeof fetch

  return { fetch: fetchWith, stats: () => ({ ...stats }) }
}
