/**
 * A local stand-in for a libSQL server (sqld / Turso Cloud), which cannot be installed on this
 * machine: the libSQL remote protocol over HTTP (Hrana 2, POST /v2/pipeline) in
 * front of a real libSQL file. It answers what @libsql/client/web sends, including interactive
 * transactions: a stream keeps its own connection between requests through the baton, as sqld does.
 * Turso's `tursodb --sync-server` answers only execute and batch without batons, so the web
 * client's transactions cannot run against it.
 *
 * Run by the Deno Deploy check (scripts/deploy-check.ts) and its test; never deployed.
 */
import Libsql from 'libsql'

type Value = { type: 'null' } | { type: 'integer'; value: string } | { type: 'float'; value: number } | { type: 'text'; value: string } | {
  type: 'blob'
  base64: string
}
type Stmt = { sql?: string; sql_id?: number; args?: Value[]; named_args?: { name: string; value: Value }[]; want_rows?: boolean }
type Condition =
  | { type: 'ok' | 'error'; step: number }
  | { type: 'not'; cond: Condition }
  | { type: 'and' | 'or'; conds: Condition[] }
  | { type: 'is_autocommit' }
type Request =
  | { type: 'execute'; stmt: Stmt }
  | { type: 'batch'; batch: { steps: { condition?: Condition | null; stmt: Stmt }[] } }
  | { type: 'sequence'; sql?: string; sql_id?: number }
  | { type: 'store_sql'; sql_id: number; sql: string }
  | { type: 'close_sql'; sql_id: number }
  | { type: 'get_autocommit' }
  | { type: 'close' }

type NativeStatement = {
  reader: boolean
  raw(on?: boolean): NativeStatement
  safeIntegers(on?: boolean): NativeStatement
  columns(): { name: string; type: string | null }[]
  all(params: unknown): unknown[][]
  run(params: unknown): { changes: number; lastInsertRowid: number | bigint }
}
type NativeDatabase = { prepare(sql: string): NativeStatement; exec(sql: string): void; close(): void; inTransaction: boolean }
type Stream = { db: NativeDatabase; sqls: Map<number, string>; idle: number }

const STREAM_IDLE_MS = 10_000

function decode(value: Value): unknown {
  switch (value.type) {
    case 'null':
      return null
    case 'integer':
      return BigInt(value.value)
    case 'blob':
      return Uint8Array.from(atob(value.base64), (c) => c.charCodeAt(0))
    default:
      return value.value
  }
}

function encode(value: unknown): Value {
  if (value === null || value === undefined) return { type: 'null' }
  if (typeof value === 'bigint') return { type: 'integer', value: value.toString() }
  if (typeof value === 'number') return { type: 'float', value }
  if (value instanceof Uint8Array || value instanceof ArrayBuffer) {
    const bytes = value instanceof Uint8Array ? value : new Uint8Array(value)
    return { type: 'blob', base64: btoa(String.fromCharCode(...bytes)) }
  }
  return { type: 'text', value: String(value) }
}

export function startLibsqlHttpServer(file: string, port = 0) {
  const streams = new Map<string, Stream>()
  const open = (): Stream => {
    const db = new (Libsql as unknown as new (path: string, opts: { timeout: number }) => NativeDatabase)(file, { timeout: 0 })
    db.exec('PRAGMA foreign_keys=ON')
    return { db, sqls: new Map(), idle: Date.now() }
  }
  // One writer at a time: with WAL, readers on other streams go on.
  const setup = open()
  setup.db.exec('PRAGMA journal_mode=WAL')
  setup.db.close()

  function execute(stream: Stream, stmt: Stmt) {
    const sql = stmt.sql ?? stream.sqls.get(stmt.sql_id!)
    if (sql === undefined) throw new Error(`no SQL stored under id ${stmt.sql_id}`)
    const statement = stream.db.prepare(sql)
    const params = stmt.named_args?.length
      ? Object.fromEntries(stmt.named_args.map((a) => [a.name.replace(/^[:@$]/, ''), decode(a.value)]))
      : (stmt.args ?? []).map(decode)
    if (statement.reader) {
      statement.raw(true).safeIntegers(true)
      const rows = statement.all(params)
      return {
        cols: statement.columns().map((c) => ({ name: c.name, decltype: c.type })),
        rows: stmt.want_rows === false ? [] : rows.map((row) => row.map(encode)),
        affected_row_count: 0,
        last_insert_rowid: null,
      }
    }
    const info = statement.run(params)
    return { cols: [], rows: [], affected_row_count: info.changes, last_insert_rowid: String(info.lastInsertRowid) }
  }

  function holds(cond: Condition | null | undefined, results: unknown[], errors: unknown[], stream: Stream): boolean {
    if (!cond) return true
    switch (cond.type) {
      case 'ok':
        return results[cond.step] != null
      case 'error':
        return errors[cond.step] != null
      case 'not':
        return !holds(cond.cond, results, errors, stream)
      case 'and':
        return cond.conds.every((c) => holds(c, results, errors, stream))
      case 'or':
        return cond.conds.some((c) => holds(c, results, errors, stream))
      case 'is_autocommit':
        return !stream.db.inTransaction
    }
  }

  function handle(stream: Stream, request: Request): { type: string; [k: string]: unknown } {
    switch (request.type) {
      case 'execute':
        return { type: 'execute', result: execute(stream, request.stmt) }
      case 'batch': {
        const results: unknown[] = []
        const errors: unknown[] = []
        for (const step of request.batch.steps) {
          if (!holds(step.condition, results, errors, stream)) {
            results.push(null)
            errors.push(null)
            continue
          }
          try {
            results.push(execute(stream, step.stmt))
            errors.push(null)
          } catch (err) {
            results.push(null)
            errors.push({ message: (err as Error).message })
          }
        }
        return { type: 'batch', result: { step_results: results, step_errors: errors } }
      }
      case 'sequence':
        stream.db.exec(request.sql ?? stream.sqls.get(request.sql_id!)!)
        return { type: 'sequence' }
      case 'store_sql':
        stream.sqls.set(request.sql_id, request.sql)
        return { type: 'store_sql' }
      case 'close_sql':
        stream.sqls.delete(request.sql_id)
        return { type: 'close_sql' }
      case 'get_autocommit':
        return { type: 'get_autocommit', is_autocommit: !stream.db.inTransaction }
      case 'close':
        return { type: 'close' }
    }
  }

  const sweep = setInterval(() => {
    for (const [baton, stream] of streams) {
      if (Date.now() - stream.idle < STREAM_IDLE_MS) continue
      streams.delete(baton)
      stream.db.close() // an abandoned transaction rolls back
    }
  }, 1_000)

  const server = Deno.serve({ hostname: '127.0.0.1', port, onListen: () => {} }, async (req) => {
    const path = new URL(req.url).pathname
    if (req.method === 'GET' && (path === '/v2' || path === '/health')) return new Response('ok')
    if (req.method !== 'POST' || path !== '/v2/pipeline') return new Response('Not found', { status: 404 })
    const body = (await req.json()) as { baton: string | null; requests: Request[] }
    let stream = body.baton ? streams.get(body.baton) : open()
    if (!stream) return Response.json({ message: 'unknown or expired baton' }, { status: 400 })
    if (body.baton) streams.delete(body.baton)
    const results = body.requests.map((request) => {
      try {
        return { type: 'ok', response: handle(stream!, request) }
      } catch (err) {
        return { type: 'error', error: { message: (err as Error).message, code: 'SQLITE_ERROR' } }
      }
    })
    let baton: string | null = null
    if (body.requests.some((r) => r.type === 'close')) {
      stream.db.close()
      stream = undefined
    } else {
      baton = crypto.randomUUID()
      stream.idle = Date.now()
      streams.set(baton, stream)
    }
    return Response.json({ baton, base_url: null, results })
  })

  return {
    url: `http://127.0.0.1:${server.addr.port}`,
    async stop() {
      clearInterval(sweep)
      await server.shutdown()
      for (const s of streams.values()) s.db.close()
      streams.clear()
    },
  }
}
