/**
 * The benchmark's own build of the service without the change log, to measure what the log
 * costs (bench/run.ts, "change log cost"): the service's app on the service's database, migrated,
 * with a change log that writes no entry attached in place of the service's. Nothing of this is in
 * the service: it always logs. Started as its own process, like the service (bench/measure.ts):
 * DATABASE_URL; prints "listening on …" and "OpenAPI document" once it listens; stops on SIGTERM.
 */
import { sql } from 'kysely';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createChangeLog, type ChangeLog } from '../src/db/change-log.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { attachChangeLog } from '../src/db/org-write.js';
import { ShutdownState } from '../src/http/shutdown.js';
import { LOGGED_TABLE_DESCRIPTORS } from '../src/modules/changes/logged-tables.js';

/**
 * The service's change log with its writing taken out: a gate transaction logs nothing, and a
 * clock-last statement's tail returns the rows it wrote without their records or entries. A keyed
 * write cannot store its response from them: its statement is undone (`smr_stale_write`, as a one-time filter, so
 * even when no row was read; before anything commits) and the request runs the usual way, in a transaction claiming its key.
 */
function unloggedChangeLog(): ChangeLog {
  const log = createChangeLog(LOGGED_TABLE_DESCRIPTORS);
  return {
    ...log,
    statements: [],
    record: async () => [],
    statementTail: (orgId, { table }, extension) => sql`, written_rows AS (
        SELECT w.id, w.updated_at = c0.last AS stamped, c0.last AS now
          FROM clock c0 CROSS JOIN LATERAL (SELECT t.id, t.updated_at FROM ${sql.raw(table.table)} t WHERE t.organization_id = ${orgId} OFFSET 0) w
      )
      SELECT * FROM written_rows${extension ? sql` WHERE (SELECT smr_stale_write())` : sql``}`,
  };
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: null, poolSize: config.databasePoolSize, preparedStatements: config.databasePreparedStatements });
await migrateToLatest(database.db);
attachChangeLog(database.db, unloggedChangeLog());
const shutdown = new ShutdownState();
const app = await buildApp({ config, database, shutdown });
await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const url = `http://${config.host}:${typeof address === 'object' && address ? address.port : config.port}`;
process.stderr.write(`listening on ${url}\nOpenAPI document: ${url}/v2/openapi.json (the benchmark's service without the change log)\n`);
process.once('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
