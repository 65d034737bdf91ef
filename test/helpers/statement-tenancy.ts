/**
 * The statement rule a database distributed by organization (Citus) needs: every statement
 * that reads or writes a table holding `organization_id` says which organization, so it can be
 * routed to one shard. Checked on the statements themselves, as PostgreSQL's own parser reads
 * them (libpg-query):
 *
 * - an INSERT into an org table names its columns, `organization_id` among them;
 * - every org table a SELECT, UPDATE or DELETE reads (FROM, JOIN, UPDATE … FROM, DELETE … USING)
 *   is bound to an organization at its own query level: its `organization_id` is compared for
 *   equality (`=`, `IN`, `= ANY`) with a value (a parameter or a constant), with a bound table's
 *   `organization_id` (a join key, `JOIN … USING (organization_id)`), or with a bound table of an
 *   enclosing query (a correlated subquery). Only comparisons that filter the table's rows count:
 *   the top-level AND terms of WHERE and of an inner join's ON (a LEFT JOIN's ON filters only its
 *   right side), never a term under OR or NOT.
 *
 * A CTE named like an org table counts as the table (a reader could not tell them apart).
 * `openTestDatabase` shows every statement sent through the test files' database handles to this
 * check (test/helpers/database.ts).
 */
import assert from 'node:assert/strict';
import { sql, type Kysely } from 'kysely';
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
const QUERY_KINDS = ['SelectStmt', 'UpdateStmt', 'DeleteStmt', 'InsertStmt'];

/** The org tables `sql` uses without naming the organization; [] when every use is scoped. Needs `loadStatementParser()` first. */
export function tenancyGaps(sql: string, orgTables: ReadonlySet<string>): TenancyGap[] {
  const tree = parseSync(sql) as Node;
  const organizations = aliasesOfOrganizations(tree);
  const gaps: TenancyGap[] = [];
  const isOrgTable = (rangeVar: Node): boolean =>
    orgTables.has(rangeVar.relname) && (rangeVar.schemaname === undefined || rangeVar.schemaname === 'public');
  const checkQuery = (kind: string, query: Node, outerBound: ReadonlySet<string>): void => {
    let bound = new Set(outerBound);
    if (kind === 'InsertStmt') {
      const columns: string[] = (query.cols ?? []).map((target: Node) => target.ResTarget.name);
      if (isOrgTable(query.relation) && !columns.includes(ORG)) gaps.push({ table: query.relation.relname, use: 'insert' });
    } else {
      const level = queryLevel(kind, query);
      const tables = level.tables.filter((table) => isOrgTable(table.rangeVar));
      const boundHere = boundAliases(level, tables, outerBound, organizations);
      for (const table of tables) if (!boundHere.has(table.alias)) gaps.push({ table: table.rangeVar.relname, use: 'read' });
      // Inside this level, its own tables hide enclosing ones of the same name.
      const shadowed = new Set(level.tables.map((table) => table.alias));
      bound = new Set([...[...outerBound].filter((alias) => !shadowed.has(alias)), ...boundHere]);
    }
    forEachNestedQuery(query, (nestedKind, nested) => checkQuery(nestedKind, nested, bound));
  };
  forEachNestedQuery(tree, (kind, query) => checkQuery(kind, query, new Set()));
  return gaps;
}

/** The aliases `organizations` goes by in a statement: their `id` is the organization. */
function aliasesOfOrganizations(node: Node, found = new Set<string>()): Set<string> {
  if (node === null || typeof node !== 'object') return found;
  if (node.RangeVar?.relname === 'organizations') found.add(node.RangeVar.alias?.aliasname ?? 'organizations');
  for (const value of Object.values(node)) aliasesOfOrganizations(value, found);
  return found;
}

interface LevelTable {
  rangeVar: Node;
  alias: string;
}

/** A predicate term and the tables whose rows it filters. */
interface Term {
  expression: Node;
  filters: ReadonlySet<string>;
}

interface QueryLevel {
  /** The tables read at this level (not in its subqueries). */
  tables: LevelTable[];
  terms: Term[];
  /** Pairs of tables joined by USING (organization_id): [the one it binds from, the one it binds]. */
  usingEdges: Array<[string, string]>;
}

function queryLevel(kind: string, query: Node): QueryLevel {
  const level: QueryLevel = { tables: [], terms: [], usingEdges: [] };
  const from = (items: Node[] | undefined): void => {
    for (const item of items ?? []) fromItem(item, level);
  };
  if (kind === 'UpdateStmt' || kind === 'DeleteStmt') level.tables.push(levelTable(query.relation));
  from(kind === 'DeleteStmt' ? query.usingClause : query.fromClause);
  const everyTable = new Set(level.tables.map((table) => table.alias));
  for (const expression of andTerms(query.whereClause)) level.terms.push({ expression, filters: everyTable });
  return level;
}

const levelTable = (rangeVar: Node): LevelTable => ({ rangeVar, alias: rangeVar.alias?.aliasname ?? rangeVar.relname });

/** Adds a FROM item's tables and its joins' terms; returns the aliases of its tables. */
function fromItem(item: Node, level: QueryLevel): string[] {
  if (item.RangeVar) {
    const table = levelTable(item.RangeVar);
    level.tables.push(table);
    return [table.alias];
  }
  if (!item.JoinExpr) return []; // A subquery or a function in FROM is its own query level (or none).
  const join = item.JoinExpr;
  const left = fromItem(join.larg, level);
  const right = fromItem(join.rarg, level);
  // Which side's rows the join condition filters: both (inner), the right (LEFT), the left (RIGHT), neither (FULL).
  const filtered = join.jointype === 'JOIN_LEFT' ? right : join.jointype === 'JOIN_RIGHT' ? left : join.jointype === 'JOIN_FULL' ? [] : [...left, ...right];
  const filters = new Set(filtered);
  for (const expression of andTerms(join.quals)) level.terms.push({ expression, filters });
  if ((join.usingClause ?? []).some((column: Node) => column.String?.sval === ORG)) {
    for (const a of [...left, ...right]) for (const b of filtered) if (a !== b) level.usingEdges.push([a, b]);
  }
  return [...left, ...right];
}

/** The terms of a predicate's top-level AND (a term under OR or NOT does not filter on its own). */
function andTerms(predicate: Node): Node[] {
  if (!predicate) return [];
  if (predicate.BoolExpr?.boolop === 'AND_EXPR') return predicate.BoolExpr.args.flatMap(andTerms);
  return [predicate];
}

/** The aliases of `tables` bound to one organization at this level (fixpoint over join keys). */
function boundAliases(level: QueryLevel, tables: LevelTable[], outerBound: ReadonlySet<string>, organizations: ReadonlySet<string>): Set<string> {
  const here = new Set(level.tables.map((table) => table.alias));
  const orgAliases = tables.map((table) => table.alias);
  // An unqualified organization_id is the only org table's, or the column USING (organization_id) merged.
  const merged = new Set(level.usingEdges.flat());
  const unqualified = orgAliases.length === 1 ? orgAliases : [...merged];
  const values: Array<{ alias: string; filters: ReadonlySet<string> }> = [];
  const edges: Array<{ from: string; to: string }> = level.usingEdges.map(([from, to]) => ({ from, to }));
  for (const { expression, filters } of level.terms) {
    for (const [left, right] of equalitySides(expression)) {
      const leftRefs = orgRefs(left, unqualified, organizations);
      const rightRefs = orgRefs(right, unqualified, organizations);
      const outer = (refs: string[]) => refs.length > 0 && refs.every((alias) => !here.has(alias) && outerBound.has(alias));
      const isValue = (side: Node, refs: string[]) => isConstant(side) || outer(refs);
      for (const [refs, other, otherRefs] of [[leftRefs, right, rightRefs], [rightRefs, left, leftRefs]] as const) {
        for (const alias of refs.filter((a) => here.has(a))) {
          if (isValue(other, otherRefs)) values.push({ alias, filters });
          for (const from of otherRefs.filter((a) => here.has(a) && a !== alias)) if (filters.has(alias)) edges.push({ from, to: alias });
        }
      }
    }
  }
  const bound = new Set(values.filter(({ alias, filters }) => filters.has(alias)).map(({ alias }) => alias));
  for (let grew = true; grew;) {
    grew = false;
    for (const { from, to } of edges) {
      if (bound.has(from) && !bound.has(to)) {
        bound.add(to);
        grew = true;
      }
    }
  }
  return bound;
}

/** The two sides of an equality term (`=`, `IN`, `= ANY`); none for any other term. */
function equalitySides(term: Node): Array<[Node, Node]> {
  const expression = term.A_Expr;
  if (!expression || expression.name?.[0]?.String?.sval !== '=') return [];
  if (!['AEXPR_OP', 'AEXPR_IN', 'AEXPR_OP_ANY'].includes(expression.kind)) return [];
  return [[expression.lexpr, expression.rexpr]];
}

/** The aliases whose organization_id the operand is (a column, maybe cast, or inside a row). */
function orgRefs(operand: Node, unqualified: readonly string[], organizations: ReadonlySet<string>): string[] {
  if (!operand) return [];
  if (operand.TypeCast) return orgRefs(operand.TypeCast.arg, unqualified, organizations);
  if (operand.RowExpr) return operand.RowExpr.args.flatMap((arg: Node) => orgRefs(arg, unqualified, organizations));
  const fields: Node[] | undefined = operand.ColumnRef?.fields;
  const column = fields?.at(-1)?.String?.sval;
  if (!fields || fields.length === 0) return [];
  const qualifier: string | undefined = fields.length > 1 ? fields.at(-2).String?.sval : undefined;
  // An organization's own id is its organization_id.
  if (column === 'id' && qualifier !== undefined && organizations.has(qualifier)) return [qualifier];
  if (column !== ORG) return [];
  return qualifier === undefined ? [...unqualified] : [qualifier];
}

/** A parameter, a constant, or a list or row of them (cast or not). */
function isConstant(operand: Node): boolean {
  if (!operand) return false;
  if (operand.ParamRef || operand.A_Const) return true;
  if (operand.TypeCast) return isConstant(operand.TypeCast.arg);
  if (operand.List) return operand.List.items.every(isConstant);
  if (operand.RowExpr) return operand.RowExpr.args.every(isConstant);
  if (operand.A_ArrayExpr) return (operand.A_ArrayExpr.elements ?? []).every(isConstant);
  return false;
}

/** Calls `visit` for each query directly inside `node` (its CTEs, subqueries, UNION branches), not for queries inside those. */
function forEachNestedQuery(node: Node, visit: (kind: string, query: Node) => void): void {
  if (Array.isArray(node)) {
    for (const item of node) forEachNestedQuery(item, visit);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (value === null || typeof value !== 'object') continue;
    // The branches of a UNION are SelectStmt trees without their type's key.
    const kind = SET_OPERATION_BRANCHES.includes(key) && !isTyped(value) && !Array.isArray(value) ? 'SelectStmt' : key;
    if (QUERY_KINDS.includes(kind)) visit(kind, value);
    else forEachNestedQuery(value, visit);
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
    pattern: /^select "o"\."id", "o"\."name", \(SELECT default_team\.id FROM teams default_team WHERE default_team\.organization_id = o\.id AND default_team\.is_default\) as "default_team_id", "o"\."created_at" from "organizations" as "o" order by /,
    why: 'the operator\'s list of every organization (GET /admin/organizations, smr org list), each with its default team',
  },
  {
    pattern: /^\s*DELETE FROM idempotency_keys\s+WHERE \(organization_id, key\) IN \(SELECT organization_id, key FROM idempotency_keys WHERE created_at <= /,
    why: 'the background purge of expired Idempotency-Keys, in batches across organizations',
  },
  {
    pattern: /^(PREPARE \w+\([^)]*\) AS )?WITH due AS \(\s*SELECT d\.ctid FROM webhook_deliveries d/,
    why: 'the webhook workers\' claim of due deliveries, whichever organization they belong to',
  },
  {
    pattern: /^\s*SELECT d\.organization_id, EXISTS \(SELECT 1 FROM change_entries e WHERE e\.organization_id = d\.organization_id AND e\.seq > d\.last_seq\) AS behind\s+FROM webhook_dispatch d$/,
    why: 'the webhook workers\' scan of the organizations with subscriptions (whose commits wake them) and of those not yet fanned out',
  },
  {
    pattern: /^SELECT count\(\*\) FILTER \(WHERE next_attempt_at <= clock_timestamp\(\)\)::int AS due,/,
    why: 'the metrics\' count of pending webhook deliveries, over the whole service',
  },
];

/** The tables holding organization_id, from the catalog, in name order. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database's handle
export async function orgTableNames(db: Kysely<any>): Promise<string[]> {
  const rows = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND column_name = 'organization_id' ORDER BY table_name`.execute(db);
  return rows.rows.map((row) => row.table_name);
}

/** The org tables the statement rule applies to: all but the reference tables. */
export async function readOrgTables(database: Database): Promise<ReadonlySet<string>> {
  return new Set((await orgTableNames(database.db)).filter((table) => !REFERENCE_TABLES.includes(table)));
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
