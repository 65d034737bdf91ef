/**
 * The JSON values of the `fieldFilters` and `fieldSort` query parameters (spec 4.2, DECISIONS
 * 10), as the API document shows them: generated clients type the parameters as these values
 * and send them as JSON text. field-query.ts checks them against the module's definitions.
 */
import Type from 'typebox';
import { jsonInQuery } from '../../http/schemas.js';
import { MAX_FILTERS } from './field-query.js';
import { FILTER_OPS } from './field-types.js';

const FieldFilter = Type.Object({
  key: Type.String({ description: 'An active field of the module' }),
  op: Type.Unsafe<string>({ type: 'string', enum: [...FILTER_OPS], description: 'One of the field type\'s operators (the definition\'s `ops`)' }),
  value: Type.Optional(Type.Unknown({ description: 'The operand, of the field\'s type (an array for `in`; none for isNull and isNotNull)' })),
}, { title: 'FieldFilter', additionalProperties: false });

const FieldSort = Type.Object({
  key: Type.String({ description: 'An active field of an ordered type (number, integer, date, datetime)' }),
  direction: Type.Optional(Type.Unsafe<string>({ type: 'string', enum: ['asc', 'desc'], default: 'asc' })),
}, { title: 'FieldSort', additionalProperties: false });

export const FieldFiltersParameter = Type.String({
  maxLength: 10_000,
  description: `Custom-field filters, all of which must hold (at most ${MAX_FILTERS}): JSON text of an array of { key, op, value }`,
  ...jsonInQuery({ type: 'array', items: FieldFilter, maxItems: MAX_FILTERS }),
});

export const FieldSortParameter = Type.String({
  maxLength: 1000,
  description: 'Sort by a custom field instead of the default sort: JSON text of { key, direction }',
  ...jsonInQuery(FieldSort),
});
