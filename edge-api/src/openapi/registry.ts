import type { z } from 'zod'

/**
 * One entry per route, written next to the route with the same zod schemas it validates with, so
 * the OpenAPI document cannot describe a different API from the one that runs. A test checks that
 * every route the app serves has an entry.
 */
export type RouteDoc = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete'
  /** Full path as served, e.g. /api/auth/sign-in. */
  path: string
  summary: string
  tag: string
  /** Needs the pp_session cookie. */
  auth?: boolean
  body?: z.core.$ZodType
  query?: z.core.$ZodType
  /** Path parameters, e.g. `{id}` in the path. */
  params?: z.core.$ZodType
  success: { status: number; description: string; schema?: z.core.$ZodType; contentType?: string }
  /** Error statuses the route can answer with (always in the ApiErrorBody shape). */
  errors?: number[]
  /** Route-specific wording for an error status, where the general one would mislead. */
  errorNotes?: Partial<Record<number, string>>
}
