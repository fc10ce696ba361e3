import { z } from 'zod';
import type { AnySchema, RouteDoc } from '../lib/route';

type JsonSchema = Record<string, unknown>;

function toSchema(schema: AnySchema, io: 'input' | 'output'): JsonSchema {
  // Transforms and refinements have no JSON Schema form: describe what can be described.
  const json = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'openapi-3.0',
  }) as JsonSchema;
  delete json.$schema;
  return json;
}

function parametersOf(schema: AnySchema | undefined, where: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const json = toSchema(schema, 'input');
  const props = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(props).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: s,
  }));
}

const envelopeOf = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['success', 'code', 'msg', 'data'],
  properties: {
    success: { type: 'boolean' },
    code: { type: 'integer', description: '200 为成功' },
    msg: { type: 'string' },
    data,
  },
});

/** OpenAPI 3.0 document of every route registered through `defineRoute`, generated from its zod schemas. */
export function buildOpenApi(docs: readonly RouteDoc[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const doc of docs) {
    const path = doc.url.replace(/:(\w+)/g, '{$1}');
    const op: JsonSchema = {
      summary: doc.summary,
      tags: doc.tags,
      parameters: [
        ...parametersOf(doc.params, 'path'),
        ...parametersOf(doc.query, 'query'),
        ...(doc.auth === 'none'
          ? []
          : [
              {
                name: 'token',
                in: 'header',
                required: doc.auth === 'required',
                schema: { type: 'string' },
              },
            ]),
      ],
      responses: {
        200: {
          description: '成功',
          content: {
            'application/json': {
              schema: envelopeOf(doc.response ? toSchema(doc.response, 'output') : {}),
            },
          },
        },
        400: { description: '参数错误（msg 为中文说明）' },
        ...(doc.auth === 'required' ? { 401: { description: '请先登录' } } : {}),
      },
    };
    if (doc.body)
      op.requestBody = {
        required: true,
        content: {
          [doc.contentType ?? 'application/json']: { schema: toSchema(doc.body, 'input') },
        },
      };
    (paths[path] ??= {})[doc.method.toLowerCase()] = op;
  }
  return {
    openapi: '3.0.3',
    info: {
      title: '税务通模拟后端',
      version: '1.0.0',
      description: '由 zod 契约生成；金额单位为分。',
    },
    paths,
  };
}
