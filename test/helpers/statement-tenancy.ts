/**
 * The statement rule a database distributed by organization (Citus) needs: every statement
 * that reads or writes a table holding `organization_id` says which organization, so it can be
 * routed to one shard. Checked on the statements themselves, as PostgreSQL's own parser reads
 * them (libpg-query):
 *
 * - an INSERT into an org table writes its `organization_id` column;
 * - every org table a SELECT, UPDATE or DELETE reads (FROM, JOIN, UPDATE … FROM, DELETE … USING)
 *   has its `organization_id` compared for equality (`=`, `IN`, `= ANY`, `JOIN … USING`) in a
 *   predicate of the same query level: its WHERE, a JOIN's ON, or a HAVING. A comparison in a
 *   subquery counts for the subquery's own tables only.
 *
 * `openTestDatabase` shows every statement the suite sends to this check (test/helpers/database.ts).
 */
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { loadModule, parseSync } from 'libpg-query';
import type { Database } from '../../src/db/database.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- libpg-query's JSON tree
type Node = any;

/** A table of a statement that reads or writes an org table without naming the organization. */
export interface TenancyGap {
  table: string;
  /** How the table is used: "insert" or "read". */
  use: 'insert' | 'read';
}

let loaded: Promise<void> | null = null;

/** Loads the parser (WebAssembly) once per process. */
export function loadStatementParser(): Promise<void> {
  loaded ??= loadModule();
  return loaded;
}

const ORG = 'organization_id';

/** The org tables `sql` uses without naming the organization; [] when every use is scoped. Needs `loadStatementParser()` first. */
export function tenancyGaps(sql: string, orgTables: ReadonlySet<string>): TenancyGap[] {
  const tree = parseSync(sql) as Node;
  const cteNames = new Set<string>();
  collect(tree, (key, value) => {
    if (key === 'CommonTableExpr') cteNames.add(value.ctename);
  });
  const isOrgTable = (rangeVar: Node): boolean =>
    orgTables.has(rangeVar.relname) && (rangeVar.schemaname === undefined || rangeVar.schemaname === 'public') && !cteNames.has(rangeVar.relname);

  const gaps: TenancyGap[] = [];
  collect(tree, (key, value) => {
    if (key === 'InsertStmt') {
      const columns = (value.cols ?? []).map((target: Node) => target.ResTarget.name);
      if (isOrgTable(value.relation) && columns.length > 0 && !columns.includes(ORG)) gaps.push({ table: value.relation.relname, use: 'insert' });
      return;
    }
    const level = queryLevel(key, value);
    if (!level) return;
    const tables = level.tables.filter(isOrgTable);
    if (tables.length === 0) return;
    const scoped = equalityColumns(level.predicates);
    for (const table of tables) {
      const name = table.alias?.aliasname ?? table.relname;
      if (!scoped.unqualified && !scoped.qualifiers.has(name)) gaps.push({ table: table.relname, use: 'read' });
    }
  });
  return gaps;
}

interface QueryLevel {
  /** The tables read at this level (not in its subqueries). */
  tables: Node[];
  /** Its predicates: WHERE, HAVING, JOIN conditions (as trees), and JOIN … USING column lists. */
  predicates: Node[];
}

function queryLevel(key: string, value: Node): QueryLevel | null {
  const level: QueryLevel = { tables: [], predicates: [] };
  const from = (items: Node[] | undefined): void => {
    for (const item of items ?? []) fromItem(item, level);
  };
  if (key === 'SelectStmt') from(value.fromClause);
  else if (key === 'UpdateStmt') {
    level.tables.push(value.relation);
    from(value.fromClause);
  } else if (key === 'DeleteStmt') {
    level.tables.push(value.relation);
    from(value.usingClause);
  } else return null;
  level.predicates.push(value.whereClause, value.havingClause);
  return level;
}

function fromItem(item: Node, level: QueryLevel): void {
  if (item.RangeVar) level.tables.push(item.RangeVar);
  else if (item.JoinExpr) {
    const join = item.JoinExpr;
    fromItem(join.larg, level);
    fromItem(join.rarg, level);
    level.predicates.push(join.quals);
    if (join.usingClause) level.predicates.push({ UsingColumns: join.usingClause });
  }
  // A subquery or a function in FROM is its own query level (or none).
}

/** Which tables' organization_id (by qualifier) the predicates compare for equality; `unqualified` for a bare organization_id. */
function equalityColumns(predicates: Node[]): { qualifiers: Set<string>; unqualified: boolean } {
  const result = { qualifiers: new Set<string>(), unqualified: false };
  const operand = (node: Node): void => {
    if (!node) return;
    if (node.TypeCast) return operand(node.TypeCast.arg);
    if (node.RowExpr) return node.RowExpr.args.forEach(operand);
    if (node.List) return node.List.items.forEach(operand);
    const fields: Node[] | undefined = node.ColumnRef?.fields;
    if (!fields || fields.at(-1)?.String?.sval !== ORG) return;
    if (fields.length === 1) result.unqualified = true;
    else result.qualifiers.add(fields.at(-2).String.sval);
  };
  for (const predicate of predicates) {
    if (!predicate) continue;
    if (predicate.UsingColumns) {
      if (predicate.UsingColumns.some((column: Node) => column.String?.sval === ORG)) result.unqualified = true;
      continue;
    }
    collect(predicate, (key, value) => {
      if (key === 'A_Expr' && isEquality(value)) {
        operand(value.lexpr);
        operand(value.rexpr);
      } else if (key === 'SubLink' && value.subLinkType === 'ANY_SUBLINK') operand(value.testexpr);
    }, ['SelectStmt']);
  }
  return result;
}

function isEquality(expression: Node): boolean {
  const operator = expression.name?.[0]?.String?.sval;
  if (expression.kind === 'AEXPR_IN') return operator === '=';
  return (expression.kind === 'AEXPR_OP' || expression.kind === 'AEXPR_OP_ANY') && operator === '=';
}

/** Calls `visit` for every keyed node of the tree, depth first, not entering the keys of `stopAt`. */
function collect(node: Node, visit: (key: string, value: Node) => void, stopAt: readonly string[] = []): void {
  if (Array.isArray(node)) {
    for (const item of node) collect(item, visit, stopAt);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    // The branches of a UNION are SelectStmt trees without their type's key.
    const type = SET_OPERATION_BRANCHES.includes(key) && !isTyped(value) ? 'SelectStmt' : key;
    if (stopAt.includes(type)) continue;
    if (value !== null && typeof value === 'object' && !Array.isArray(value) && /^[A-Z]/.test(type)) visit(type, value);
    collect(value, visit, stopAt);
  }
}

const SET_OPERATION_BRANCHES = ['larg', 'rarg'];

/** Whether a node is wrapped in its type's key ({ RangeVar: {…} }), as most nodes are. */
function isTyped(node: Node): boolean {
  if (node === null || typeof node !== 'object') return false;
  const keys = Object.keys(node);
  return keys.length === 1 && /^[A-Z]/.test(keys[0]!);
}

/**
 * Org tables a distributed database keeps whole on every node (Citus reference tables), so a
 * statement needs not name the organization: API keys are found by their public id before the
 * organization is known (authentication), and they are few.
 */
export const REFERENCE_TABLES: readonly string[] = ['api_keys'];

/**
 * Statements that work across organizations on purpose, each with why: a distributed database
 * runs them on every shard, which is what they mean.
 */
const ACROSS_ORGANIZATIONS: ReadonlyArray<{ pattern: RegExp; why: string }> = [
  {
    pattern: /^\s*DELETE FROM idempotency_keys\s+WHERE \(organization_id, key\) IN \(SELECT organization_id, key FROM idempotency_keys WHERE created_at <= /,
    why: 'the background purge of expired Idempotency-Keys, in batches across organizations',
  },
];

/** The tables holding organization_id, from the catalog, but the reference tables. */
export async function readOrgTables(database: Database): Promise<ReadonlySet<string>> {
  const rows = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'organization_id'`.execute(database.db);
  return new Set(rows.rows.map((row) => row.table_name).filter((table) => !REFERENCE_TABLES.includes(table)));
}

/** Fails, naming each statement and table, when a statement of `statements` uses one of `orgTables` without naming the organization. */
export async function assertStatementsScoped(statements: ReadonlySet<string>, orgTables: ReadonlySet<string>): Promise<void> {
  await loadStatementParser();
  const problems: string[] = [];
  for (const text of statements) {
    if (ACROSS_ORGANIZATIONS.some((allowed) => allowed.pattern.test(text))) continue;
    const gaps = tenancyGaps(text, orgTables);
    if (gaps.length > 0) problems.push(`${gaps.map((gap) => `${gap.use} ${gap.table}`).join(', ')}: ${text}`);
  }
  assert.deepEqual(problems, [], `statements that use an org table without naming the organization:\n${problems.join('\n')}`);
}
