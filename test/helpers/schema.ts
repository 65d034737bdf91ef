/** Holds a response body to the schema the route documents (for bodies built outside the serializer). */
import assert from 'node:assert/strict';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const ajv = addFormats(new Ajv({ strict: false, allErrors: true }));

export function assertConforms(schema: object, body: unknown, what: string): void {
  const validate = ajv.compile(schema);
  assert.ok(validate(body), `${what}: ${ajv.errorsText(validate.errors)}`);
}
