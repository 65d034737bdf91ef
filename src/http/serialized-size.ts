/**
 * The `maxSerializedBytes` schema keyword (DECISIONS 3): free-form JSON in a body (metadata,
 * custom-field values, metric values, workflow documents) is bounded by its serialized size,
 * the UTF-8 bytes of JSON.stringify of the value. Registered on the body validator; the
 * validation messages name the key and the limit.
 */
import type { FuncKeywordDefinition, SchemaValidateFunction } from 'ajv';

export const SERIALIZED_SIZE_KEYWORD = 'maxSerializedBytes';

/** UTF-8 bytes of JSON.stringify(value). */
export const serializedBytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');

export interface SerializedSizeParams {
  limit: number;
  size: number;
}

const validate: SchemaValidateFunction = (limit: number, data: unknown): boolean => {
  const size = serializedBytes(data);
  if (size <= limit) return true;
  const params: SerializedSizeParams = { limit, size };
  validate.errors = [{ keyword: SERIALIZED_SIZE_KEYWORD, message: 'is too large when serialized', params }];
  return false;
};

export const serializedSizeKeyword: FuncKeywordDefinition = {
  keyword: SERIALIZED_SIZE_KEYWORD,
  schemaType: 'number',
  errors: true,
  validate,
};

const grouped = (n: number): string => n.toLocaleString('en-US');

/** "body.metadata is 70,000 bytes when serialized; the limit is 65,536". */
export const serializedSizeMessage = (path: string, { size, limit }: SerializedSizeParams): string =>
  `${path} is ${grouped(size)} bytes when serialized; the limit is ${grouped(limit)}`;
