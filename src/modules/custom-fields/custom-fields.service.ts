/**
 * Custom-field definitions (spec 2.4, 4.12; DECISIONS 9, 10): the published list, and the
 * configuration writes (scope admin). Writes run on the org's commit clock so concurrent
 * configuration changes of one org see each other; they change no polled record.
 */
import type { Kysely, Transaction } from 'kysely';
import { withOrgWrite, type OrgWriter } from '../../db/org-write.js';
import type { DB } from '../../db/schema.js';
import { conflict, notFound, validationError } from '../../http/errors.js';
import { quote } from '../../http/quote.js';
import { conditionKeys } from './conditions.js';
import { anyRecordHoldsKey, insertDefinition, listDefinitionRows, retireDefinition, updateDefinition } from './custom-fields.repository.js';
import { toDefinitionValues, toFieldDefinition } from './custom-fields.mapper.js';
import type { CreateFieldInput, PatchFieldInput } from './custom-fields.schemas.js';
import { definitionProblems } from './definition-rules.js';
import type { FieldDefinition, FieldOption } from './definitions.js';
import { createFieldIndex, dropFieldIndex, type IndexTarget } from './field-indexes.js';
import { fieldModule, type FieldModule } from './modules.js';

/** Every definition of a module (retired included): what the validation engine needs. */
export async function moduleDefinitions(db: Kysely<DB> | Transaction<DB>, orgId: string, module: FieldModule): Promise<FieldDefinition[]> {
  return (await listDefinitionRows(db, orgId, module.slug)).map(toFieldDefinition);
}

/** Every definition of a module, and the row id of each key, read once for a configuration write. */
async function loadForWrite(trx: Transaction<DB>, orgId: string, module: FieldModule) {
  const rows = await listDefinitionRows(trx, orgId, module.slug);
  const ids = new Map(rows.map((row) => [row.key, row.id]));
  return { all: rows.map(toFieldDefinition), idOf: (key: string) => ids.get(key)! };
}

/** GET /modules/{slug}/fields: active definitions in ordinal order. */
export async function publishedDefinitions(db: Kysely<DB>, orgId: string, slug: string): Promise<FieldDefinition[]> {
  return (await moduleDefinitions(db, orgId, fieldModule(slug))).filter((d) => !d.retired);
}

function checked(candidate: FieldDefinition, others: FieldDefinition[]): FieldDefinition {
  const problems = definitionProblems(candidate, others);
  if (problems.length > 0) throw validationError(problems);
  return candidate;
}

const newOption = (o: { value: string; label?: string; archived?: boolean }): FieldOption =>
  ({ value: o.value, label: o.label ?? o.value, archived: o.archived ?? false });

export async function createDefinition(target: IndexTarget, writer: OrgWriter, slug: string, input: CreateFieldInput): Promise<FieldDefinition> {
  const { orgId } = writer;
  const module = fieldModule(slug);
  const created = await withOrgWrite(target.db, writer, async (trx, now) => {
    const all = await moduleDefinitions(trx, orgId, module);
    const clash = all.find((d) => d.key === input.key);
    if (clash) throw conflict(`Module ${slug} already has a field ${quote(input.key)}${clash.retired ? ' (retired)' : ''}`);
    const candidate = checked({
      key: input.key,
      label: input.label,
      description: input.description ?? null,
      type: input.type,
      required: input.required ?? false,
      options: input.options ? input.options.map(newOption) : null,
      constraints: (input.constraints as FieldDefinition['constraints']) ?? null,
      logic: (input.logic as FieldDefinition['logic']) ?? null,
      defaultValue: input.defaultValue ?? null,
      ordinal: input.ordinal ?? Math.max(0, ...all.map((d) => d.ordinal)) + 1,
      groupLabel: input.groupLabel ?? null,
      retired: false,
    }, all);
    return toFieldDefinition(await insertDefinition(trx, orgId, module.slug, now, toDefinitionValues(candidate)));
  });
  await createFieldIndex(target, orgId, module, created);
  return created;
}

function mergeOptions(current: FieldOption[] | null, changes: NonNullable<PatchFieldInput['options']>): FieldOption[] {
  const options = (current ?? []).map((o) => ({ ...o }));
  for (const change of changes) {
    const known = options.find((o) => o.value === change.value);
    if (!known) options.push(newOption(change));
    else {
      known.label = change.label ?? known.label;
      known.archived = change.archived ?? known.archived;
    }
  }
  return options;
}

function findActive(all: FieldDefinition[], key: string): FieldDefinition {
  const definition = all.find((d) => d.key === key && !d.retired);
  if (!definition) throw notFound('Field');
  return definition;
}

export async function patchDefinition(target: IndexTarget, writer: OrgWriter, slug: string, key: string, patch: PatchFieldInput): Promise<FieldDefinition> {
  const { orgId } = writer;
  const module = fieldModule(slug);
  const { before, after } = await withOrgWrite(target.db, writer, async (trx, now) => {
    const { all, idOf } = await loadForWrite(trx, orgId, module);
    const current = findActive(all, key);
    const keyChanged = patch.key !== undefined && patch.key !== current.key;
    const type = patch.type ?? current.type;
    const typeChanged = type !== current.type;
    if ((keyChanged || typeChanged) && (await anyRecordHoldsKey(trx, orgId, module, current.key))) {
      throw conflict(`Field "${current.key}" holds values on records: its key and type can no longer change`);
    }
    if (keyChanged && all.some((d) => d.key === patch.key)) throw conflict(`Module ${slug} already has a field ${quote(patch.key)}`);
    const takesOptions = type === 'enum' || type === 'multi_enum';
    const candidate = checked({
      ...current,
      key: patch.key ?? current.key,
      label: patch.label ?? current.label,
      description: patch.description !== undefined ? patch.description : current.description,
      type,
      required: patch.required ?? current.required,
      options: patch.options ? mergeOptions(current.options, patch.options) : takesOptions ? current.options : null,
      constraints: patch.constraints !== undefined ? (patch.constraints as FieldDefinition['constraints']) : current.constraints,
      logic: patch.logic !== undefined ? (patch.logic as FieldDefinition['logic']) : current.logic,
      defaultValue: patch.defaultValue !== undefined ? patch.defaultValue : current.defaultValue,
      ordinal: patch.ordinal ?? current.ordinal,
      groupLabel: patch.groupLabel !== undefined ? patch.groupLabel : current.groupLabel,
    }, all.filter((d) => d !== current));
    return { before: current, after: toFieldDefinition(await updateDefinition(trx, orgId, idOf(current.key), now, toDefinitionValues(candidate))) };
  });
  if (before.key !== after.key || before.type !== after.type) {
    await dropFieldIndex(target, orgId, module, before.key);
    await createFieldIndex(target, orgId, module, after);
  }
  return after;
}

/** Keys of other active fields whose logic or date bounds read `key`. */
function dependents(all: FieldDefinition[], key: string): string[] {
  return all.filter((d) => !d.retired && d.key !== key).filter((d) => {
    const bounds = [d.constraints?.minDate, d.constraints?.maxDate];
    return [...conditionKeys(d.logic?.visibility), ...conditionKeys(d.logic?.requiredWhen)].includes(key)
      || bounds.some((b) => typeof b === 'object' && b !== null && b.kind === 'field' && b.key === key);
  }).map((d) => d.key);
}

export async function retireDefinitionByKey(target: IndexTarget, writer: OrgWriter, slug: string, key: string): Promise<void> {
  const { orgId } = writer;
  const module = fieldModule(slug);
  await withOrgWrite(target.db, writer, async (trx, now) => {
    const { all, idOf } = await loadForWrite(trx, orgId, module);
    findActive(all, key);
    const users = dependents(all, key);
    if (users.length > 0) throw conflict(`Field ${quote(key)} is used by the logic or date bounds of: ${users.join(', ')}`);
    await retireDefinition(trx, orgId, idOf(key), now);
  });
  await dropFieldIndex(target, orgId, module, key);
}
