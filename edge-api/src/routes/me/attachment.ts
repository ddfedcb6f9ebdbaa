import type { Context } from 'hono'

/** A JSON download with a dated file name; the browser saves it instead of showing it. */
export function attachment(c: Context, data: unknown, at: number, who = 'my'): Response {
  const day = new Date(at).toISOString().slice(0, 10)
  c.header('Content-Disposition', `attachment; filename="pitchpath-${who}-data-${day}.json"`)
  return c.json(data)
}
