/**
 * The columns of a mirrored record, from its schema in the API document the service serves: one
 * per property, in the document's order, named in snake_case for SQL and keeping the API's name
 * for CSV headers, typed from the schema (uuid, timestamptz, text, bigint, double precision,
 * boolean; objects, arrays and mixed unions as jsonb).
 */
export type ColumnType = 'uuid' | 'timestamptz' | 'text' | 'bigint' | 'double precision' | 'boolean' | 'jsonb';

export interface Column {
  /** The record's key, as the API names it. */
  key: string;
  /** The SQL column. */
  name: string;
  type: ColumnType;
}

type Schema = { type?: string | string[]; format?: string; anyOf?: Schema[]; oneOf?: Schema[]; $ref?: string; properties?: Record<string, Schema> };
export type ApiDocument = { components: { schemas: Record<string, Schema> } };

export const snakeCase = (key: string): string => key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

function typeOf(schema: Schema): ColumnType {
  const members = (schema.anyOf ?? schema.oneOf)?.filter((member) => member.type !== 'null');
  if (members) return members.length === 1 ? typeOf(members[0]!) : 'jsonb';
  const type = Array.isArray(schema.type) ? schema.type.filter((t) => t !== 'null') : [schema.type];
  if (type.length !== 1 || schema.$ref) return 'jsonb';
  switch (type[0]) {
    case 'string':
      return schema.format === 'uuid' ? 'uuid' : schema.format === 'date-time' ? 'timestamptz' : 'text';
    case 'integer':
      return 'bigint';
    case 'number':
      return 'double precision';
    case 'boolean':
      return 'boolean';
    default:
      return 'jsonb';
  }
}

export function columnsOf(document: ApiDocument, schemaName: string): Column[] {
  const schema = document.components.schemas[schemaName];
  if (!schema?.properties) throw new Error(`the API document has no schema ${schemaName}`);
  return Object.entries(schema.properties).map(([key, property]) => ({ key, name: snakeCase(key), type: typeOf(property) }));
}
