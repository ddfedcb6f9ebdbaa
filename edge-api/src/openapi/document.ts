import { z } from 'zod'
import { ApiErrorBody } from '@app/shared/schemas/error.ts'
import { SESSION_COOKIE } from '../http/session-cookie.ts'
import type { RouteDoc } from './registry.ts'

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'VALIDATION_FAILED (with fields) or INVALID_RESET_TOKEN',
  401: 'UNAUTHENTICATED or INVALID_CREDENTIALS',
  403: 'FORBIDDEN_ORIGIN: a write from a site that is not ours',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMITED (see the Retry-After header)',
  500: 'INTERNAL',
}

function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output') {
  // Refinements (e.g. "players need a parent email") cannot be expressed in JSON Schema; the API
  // still enforces them, and their messages come back in `fields`.
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >
  return rest
}

function parameters(schema: z.core.$ZodType, where: 'query' | 'path') {
  const { properties = {}, required = [] } = jsonSchema(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] }
  // OpenAPI: a path parameter is always required.
  return Object.entries(properties).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || required.includes(name),
    schema: s,
  }))
}

function operation(route: RouteDoc) {
  const { success } = route
  const errorStatuses = [...new Set([...(route.errors ?? []), 500])].sort()
  return {
    summary: route.summary,
    tags: [route.tag],
    ...(route.auth ? { security: [{ session: [] }] } : {}),
    ...(route.query || route.params
      ? {
        parameters: [...(route.params ? parameters(route.params, 'path') : []), ...(route.query ? parameters(route.query, 'query') : [])],
      }
      : {}),
    ...(route.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input') } } } }
      : {}),
    responses: {
      [success.status]: {
        description: success.description,
        ...(success.schema || success.contentType
          ? {
            content: {
              [success.contentType ?? 'application/json']: {
                schema: success.schema ? jsonSchema(success.schema, 'output') : { type: 'string' },
              },
            },
          }
          : {}),
      },
      ...Object.fromEntries(errorStatuses.map((status) => [status, {
        description: route.errorNotes?.[status] ?? ERROR_DESCRIPTIONS[status] ?? 'Error',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorBody' } } },
      }])),
    },
  }
}

/** Builds the OpenAPI 3.1 document from the route registry. */
export function openApiDocument(routes: readonly RouteDoc[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const route of routes) (paths[route.path] ??= {})[route.method] = operation(route)
  return {
    openapi: '3.1.0',
    info: { title: 'PitchPath edge API', version, description: 'Every error answers { error: { code, message, fields? } }.' },
    paths,
    components: {
      schemas: { ApiErrorBody: jsonSchema(ApiErrorBody, 'output') },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
    },
  }
}
