/**
 * The primary database over HTTP, in the libSQL remote protocol (Hrana over HTTP, /v2/pipeline).
 * Only what both a libSQL server and Turso's sync server (`tursodb --sync-server`) answer:
 * `execute` and `batch`, each request on its own (the sync server keeps no streams, so no batons,
 * `close` or stored SQL). Used for what must happen on the primary itself: migrations.
 */
type HranaValue =
  | { type: 'null' }
  | { type: 'integer'; value: string }
  | { type: 'float'; value: number }
  | { type: 'text'; value: string }
  | { type: 'blob'; base64: string }

type StmtResult = { cols: { name: string }[]; rows: HranaValue[][]; affected_row_count: number }
type PipelineResult = { type: 'ok'; response: { type: string; result: unknown } } | {
  type: 'error'
  error: { message: string; code?: string }
}

export type PrimaryHttp = {
  /** One statement; rows as arrays of values. */
  execute(sql: string, params?: unknown[]): Promise<unknown[][]>
  /** Statements applied all or none, in one transaction on the primary. */
  transaction(statements: string[]): Promise<void>
}

function encode(value: unknown): HranaValue {
  if (value === null || value === undefined) return { type: 'null' }
  if (typeof value === 'boolean') return { type: 'integer', value: value ? '1' : '0' }
  if (typeof value === 'bigint') return { type: 'integer', value: value.toString() }
  if (typeof value === 'number') return Number.isInteger(value) ? { type: 'integer', value: String(value) } : { type: 'float', value }
  if (value instanceof Date) return { type: 'integer', value: String(value.valueOf()) }
  if (value instanceof Uint8Array) return { type: 'blob', base64: btoa(String.fromCharCode(...value)) }
  return { type: 'text', value: String(value) }
}

function decode(value: HranaValue): unknown {
  switch (value.type) {
    case 'null':
      return null
    case 'integer':
      // Every integer we store (epoch ms, XP, counts) is far below 2^53, as in the embedded driver.
      return Number(value.value)
    case 'blob':
      return Uint8Array.from(atob(value.base64), (c) => c.charCodeAt(0))
    default:
      return value.value
  }
}

export function connectPrimaryHttp(url: string, authToken?: string, send: typeof fetch = fetch): PrimaryHttp {
  const endpoint = new URL('/v2/pipeline', url.replace(/^libsql:/, 'https:')).href
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (authToken) headers.Authorization = `Bearer ${authToken}`

  async function pipeline(request: Record<string, unknown>): Promise<unknown> {
    const res = await send(endpoint, { method: 'POST', headers, body: JSON.stringify({ baton: null, requests: [request] }) })
    if (!res.ok) throw new Error(`The primary database answered HTTP ${res.status}: ${(await res.text()).slice(0, 300)}`)
    const [result] = ((await res.json()) as { results: PipelineResult[] }).results
    if (!result) throw new Error('The primary database sent no result')
    if (result.type === 'error') throw new Error(`The primary database refused the statement: ${result.error.message}`)
    return result.response.result
  }

  return {
    async execute(sql, params = []) {
      const result = (await pipeline({ type: 'execute', stmt: { sql, args: params.map(encode), want_rows: true } })) as StmtResult
      return result.rows.map((row) => row.map(decode))
    },
    async transaction(statements) {
      // BEGIN; each step only if the one before succeeded; COMMIT; else ROLLBACK.
      const steps = ['BEGIN IMMEDIATE', ...statements, 'COMMIT'].map((sql, i) => ({
        stmt: { sql },
        ...(i > 0 ? { condition: { type: 'ok', step: i - 1 } } : {}),
      }))
      const commit = steps.length - 1
      steps.push({ stmt: { sql: 'ROLLBACK' }, condition: { type: 'not', cond: { type: 'ok', step: commit } } } as never)
      const result = (await pipeline({ type: 'batch', batch: { steps } })) as { step_errors: ({ message: string } | null)[] }
      const failed = result.step_errors.slice(0, commit + 1).find((e) => e !== null)
      if (failed) throw new Error(`The primary database refused a statement, nothing was applied: ${failed.message}`)
    },
  }
}
