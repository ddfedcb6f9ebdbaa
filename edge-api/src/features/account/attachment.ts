import type { Context } from 'hono'
import { dataFileName } from '@app/shared/domain/data-file-name.ts'

/** A JSON download with a dated file name; the browser saves it instead of showing it. */
export function attachment(c: Context, data: unknown, at: number, who = 'my'): Response {
  c.header('Content-Disposition', `attachment; filename="${dataFileName(who, new Date(at))}"`)
  return c.json(data)
}
