/**
 * Entry point: configuration → database (migrated) → app → listen. SIGTERM/SIGINT stop
 * accepting connections, let in-flight requests finish, then close the database.
 */
import { buildApp } from './app.js';
import { baseUrl } from './config.js';
import { seedDemoIfEmpty } from './modules/organizations/organizations.service.js';
import { loadConfigOrExit, openMigratedDatabase } from './runtime.js';

const SHUTDOWN_GRACE_MS = 25_000;

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const database = await openMigratedDatabase(config);
  const demo = database.kind === 'pglite' ? await seedDemoIfEmpty(database.db) : null;
  const app = await buildApp({ config, db: database.db, databaseKind: database.kind });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown grace period over; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const url = baseUrl(config, typeof address === 'object' && address ? address.port : config.port);
  const lines = [
    `Safety Management Records API listening on ${url}`,
    `API reference: ${url}/docs   OpenAPI document: ${url}/v2/openapi.json`,
    `Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}`,
  ];
  if (demo) {
    lines.push(
      `First run: created the organization "${demo.organization.name}" (${demo.organization.id}).`,
      `Its API key (read, write, admin), shown only this once:`,
      `  ${demo.apiKey}`,
      `Try: curl -H "Authorization: Bearer ${demo.apiKey}" ${url}/v2/equipment-types`,
    );
  }
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
