/**
 * The custom-field validation engine (spec 4.3 rule 4, 4.4 rule 4; DECISIONS 10). Pure: given
 * the module's definitions, the stored envelope (none on create) and the incoming one, it
 * returns the merged envelope to store, or one `{ key, message }` refusal per refused key.
 * Its only I/O is one batched existence check of user and asset values, passed in.
 *
 * - create: omitted keys take their non-null defaultValue; update: a patch (null clears).
 * - A defined key with no value is absent from the envelope, never null.
 * - Retired definitions and archived options: re-sending the stored value, or null, is accepted.
 * - required/requiredWhen: always on create, only for sent keys on update; a hidden field is
 *   never required, and a value sent for a hidden field is refused.
 */
import { isDeepStrictEqual } from 'node:util';
import { excerpt, quote } from '../../http/quote.js';
import { ownValue } from '../../lib/own-value.js';
import { evaluateCondition, isAnswered } from './conditions.js';
import { describeDateBound, resolveDateBound } from './date-bounds.js';
import { activeOptionValues, type FieldDefinition } from './definitions.js';
import { FORMAT_CHECKS, orderedValue, type FieldType } from './field-types.js';

export interface FieldRefusal {
  key: string;
  message: string;
}

export interface ReferenceCheck {
  users: string[];
  assets: string[];
}

/** Which of the given user and asset ids exist in the organization. */
export type ReferenceLookup = (refs: ReferenceCheck) => Promise<{ users: Set<string>; assets: Set<string> }>;

export interface FieldValidationInput {
  definitions: readonly FieldDefinition[];
  stored: Record<string, unknown> | null;
  incoming: Record<string, unknown> | undefined;
  mode: 'create' | 'update';
  now: Date;
  lookup: ReferenceLookup;
}

export type FieldValidationResult =
  | { ok: true; fields: Record<string, unknown> }
  | { ok: false; refusals: FieldRefusal[] };

class Refusals {
  readonly list: FieldRefusal[] = [];
  readonly #keys = new Set<string>();
  /** `key` may be any key the client sent: the refusal shows at most 100 characters of it. */
  add(key: string, message: string): void {
    if (this.#keys.has(key)) return;
    this.#keys.add(key);
    this.list.push({ key: excerpt(key), message });
  }
  has(key: string): boolean {
    return this.#keys.has(key);
  }
}

/** Why a (non-null) value may not be written to an active definition, ignoring cross-field rules. */
export function valueProblem(definition: FieldDefinition, value: unknown, stored: unknown): string | null {
  const format = FORMAT_CHECKS[definition.type](value);
  if (format) return format;
  const active = activeOptionValues(definition);
  if (definition.type === 'enum') {
    const known = (definition.options ?? []).some((o) => o.value === value);
    if (!known) return `${quote(value)} is not one of: ${active.join(', ')}`;
    if (!active.includes(value as string) && value !== stored) return `option ${quote(value)} is archived`;
  }
  if (definition.type === 'multi_enum') {
    const values = value as string[];
    if (new Set(values).size !== values.length) return 'must not repeat an option';
    const storedValues = Array.isArray(stored) ? stored : [];
    for (const item of values) {
      const known = (definition.options ?? []).some((o) => o.value === item);
      if (!known) return `${quote(item)} is not one of: ${active.join(', ')}`;
      if (!active.includes(item) && !storedValues.includes(item)) return `option ${quote(item)} is archived`;
    }
  }
  const c = definition.constraints ?? {};
  const length = typeof value === 'string' ? [...value].length : Array.isArray(value) ? value.length : null;
  const unit = Array.isArray(value) ? 'options' : 'characters';
  if (length !== null && c.minLength !== undefined && length < c.minLength) return `must have at least ${c.minLength} ${unit}`;
  if (length !== null && c.maxLength !== undefined && length > c.maxLength) return `must have at most ${c.maxLength} ${unit}`;
  if (typeof value === 'number' && c.min !== undefined && value < c.min) return `must be at least ${c.min}`;
  if (typeof value === 'number' && c.max !== undefined && value > c.max) return `must be at most ${c.max}`;
  return null;
}

function dateProblem(definition: FieldDefinition, value: unknown, fields: Record<string, unknown>, typeOf: (k: string) => FieldType | undefined, now: Date): string | null {
  const c = definition.constraints;
  const actual = orderedValue(definition.type, value);
  if (!c || actual === null) return null;
  if (c.minDate !== undefined) {
    const min = resolveDateBound(c.minDate, definition.type, fields, typeOf, now);
    if (min !== null && actual < min) return `must not be before ${describeDateBound(c.minDate)}`;
  }
  if (c.maxDate !== undefined) {
    const max = resolveDateBound(c.maxDate, definition.type, fields, typeOf, now);
    if (max !== null && actual > max) return `must not be after ${describeDateBound(c.maxDate)}`;
  }
  return null;
}

export async function validateFields(input: FieldValidationInput): Promise<FieldValidationResult> {
  const { definitions, mode, now } = input;
  const stored = input.stored ?? {};
  const incoming = input.incoming ?? {};
  const byKey = new Map(definitions.map((d) => [d.key, d]));
  const typeOf = (key: string) => byKey.get(key)?.type;
  const active = definitions.filter((d) => !d.retired);
  const refusals = new Refusals();
  const merged: Record<string, unknown> = mode === 'create' ? {} : { ...stored };
  const sent = new Set<string>();
  const references: ReferenceCheck = { users: [], assets: [] };

  for (const [key, value] of Object.entries(incoming)) {
    const definition = byKey.get(key);
    if (!definition) {
      refusals.add(key, 'is not a field of this module');
      continue;
    }
    if (value === null) {
      delete merged[key];
      continue;
    }
    if (definition.retired) {
      if (!isDeepStrictEqual(value, ownValue(stored, key))) refusals.add(key, 'is retired: only its stored value or null is accepted');
      continue;
    }
    const problem = valueProblem(definition, value, ownValue(stored, key));
    if (problem) {
      refusals.add(key, problem);
      continue;
    }
    merged[key] = value;
    sent.add(key);
    if (definition.type === 'user') references.users.push(value as string);
    if (definition.type === 'asset') references.assets.push(value as string);
  }
  if (mode === 'create') {
    for (const definition of active) {
      if (!Object.hasOwn(incoming, definition.key) && definition.defaultValue !== null && definition.defaultValue !== undefined) {
        merged[definition.key] = structuredClone(definition.defaultValue);
      }
    }
  }
  for (const key of sent) {
    const problem = dateProblem(byKey.get(key)!, merged[key], merged, typeOf, now);
    if (problem) refusals.add(key, problem);
  }
  if (references.users.length + references.assets.length > 0) {
    const found = await input.lookup({ users: [...new Set(references.users)], assets: [...new Set(references.assets)] });
    for (const key of sent) {
      const { type } = byKey.get(key)!;
      if (type === 'user' && !found.users.has((merged[key] as string).toLowerCase())) refusals.add(key, 'is not a user of the organization');
      if (type === 'asset' && !found.assets.has((merged[key] as string).toLowerCase())) refusals.add(key, 'is not an asset of the organization');
    }
  }

  // Defaults of hidden fields are dropped; dropping one may hide another, so settle first.
  for (let changed = true; changed;) {
    changed = false;
    for (const definition of active) {
      const hidden = !evaluateCondition(definition.logic?.visibility, merged, typeOf);
      if (hidden && mode === 'create' && !sent.has(definition.key) && Object.hasOwn(merged, definition.key)) {
        delete merged[definition.key];
        changed = true;
      }
    }
  }
  for (const definition of active) {
    const { key, logic } = definition;
    if (!evaluateCondition(logic?.visibility, merged, typeOf)) {
      if (sent.has(key)) refusals.add(key, 'is hidden by its visibility condition');
      continue;
    }
    const checked = mode === 'create' || Object.hasOwn(incoming, key);
    const required = definition.required || (logic?.requiredWhen ? evaluateCondition(logic.requiredWhen, merged, typeOf) : false);
    if (checked && required && !isAnswered(ownValue(merged, key))) refusals.add(key, 'is required');
  }
  return refusals.list.length > 0 ? { ok: false, refusals: refusals.list } : { ok: true, fields: merged };
}
