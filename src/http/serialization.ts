/**
 * Response serializers, compiled once per schema in a process. Fastify compiles one
 * (fast-json-stringify) for every route and status at each app build; a process that builds many
 * apps (the test suite builds hundreds) spent a quarter of each build there. A compiled
 * serializer depends only on its schema and the shared schemas it references (`Error`), so
 * equal schemas share one.
 */
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { build } from 'fast-json-stringify';
import { ErrorBodySchema } from './schemas.js';

type Serializer = (data: unknown) => string;

/** The shared schemas (`app.addSchema`) response schemas reference, by `$id`. */
const SHARED_SCHEMAS = { [(ErrorBodySchema as unknown as { $id: string }).$id]: ErrorBodySchema };
const compiled = new Map<string, Serializer>();

export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  const key = JSON.stringify(schema);
  let serializer = compiled.get(key);
  if (!serializer) {
    serializer = build(schema as Parameters<typeof build>[0], { schema: SHARED_SCHEMAS as never }) as Serializer;
    compiled.set(key, serializer);
  }
  return serializer;
};
