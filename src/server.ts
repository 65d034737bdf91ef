/**
 * Entry point: configuration → database (migrated) → app → listen.
 *
 * Stopping (src/http/shutdown.ts): SIGTERM starts the drain window (SHUTDOWN_DRAIN_SECONDS):
 * the instance reports not ready and closes each connection after its response, but keeps
 * accepting and serving. Then, once it has caught up with what was sent to it, it stops
 * listening, closes the database and exits 0; past SHUTDOWN_TIMEOUT_SECONDS it gives up and
 * exits 1. SIGINT (Ctrl-C
 * at a terminal) skips the drain window.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Server } from 'node:http';
import { buildApp, serviceMetricsOf } from './app.js';
import { baseUrl } from './config.js';
import { ShutdownState } from './http/shutdown.js';
import { startMetricsServer } from './plugins/metrics.js';
import { seedDemoIfEmpty } from './modules/admin/demo-organization.js';
import { startTelemetry } from './lib/telemetry.js';
import { failureLine, loadConfigOrExit, openMigratedDatabase } from './runtime.js';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  // Before the database opens: its connections make statement spans only while tracing is on.
  const telemetry = await startTelemetry();
  const database = await openMigratedDatabase(config, 'server');
  const demo = database.kind === 'pglite' ? await seedDemoIfEmpty(database.db) : null;
  const shutdown = new ShutdownState();
  const app = await buildApp({ config, database, shutdown });
  shutdown.track(app.server);
  let metricsServer: Server | null = null;

  const stop = async (signal: NodeJS.Signals) => {
    if (shutdown.draining) return;
    shutdown.begin();
    const drainSeconds = signal === 'SIGTERM' ? config.shutdownDrainSeconds : 0;
    app.log.info({ signal, drainSeconds }, 'shutting down: draining, then finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown timeout reached with requests still in flight; exiting');
      process.exit(1);
    }, (drainSeconds + config.shutdownTimeoutSeconds) * 1000);
    force.unref();
    try {
      await sleep(drainSeconds * 1000);
      await shutdown.caughtUp();
      await app.close();
      await new Promise((resolve) => (metricsServer ? metricsServer.close(resolve) : resolve(undefined)));
      await database.close();
      await telemetry?.shutdown();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const metrics = serviceMetricsOf(app);
  if (metrics && config.metricsPort !== null) {
    metricsServer = await startMetricsServer(metrics, { port: config.metricsPort, host: config.host, token: config.metricsToken });
  }
  const address = app.server.address();
  const url = baseUrl(config, typeof address === 'object' && address ? address.port : config.port);
  const lines = [
    `Safety Management Records API listening on ${url}`,
    `API reference: ${url}/docs   OpenAPI document: ${url}/v2/openapi.json`,
    `Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}`,
  ];
  const metricsAddress = metricsServer?.address();
  if (telemetry) lines.push('Tracing: spans sent over OTLP/HTTP (OTEL_EXPORTER_OTLP_ENDPOINT)');
  if (metricsAddress && typeof metricsAddress === 'object') lines.push(`Metrics: ${baseUrl({ ...config, publicUrl: null }, metricsAddress.port)}/metrics`);
  else if (metrics) lines.push(`Metrics: ${url}/metrics (Authorization: Bearer <METRICS_TOKEN>)`);
  if (demo) {
    lines.push(
      `First run: created the organization "${demo.organization.name}" (${demo.organization.id}).`,
      `Its API key (read, write, admin), shown only this once:`,
      `  ${demo.apiKey}`,
      `Try: curl -H "Authorization: Bearer ${demo.apiKey}" ${url}/v2/equipment-types`,
    );
  }
  // On stderr: stdout carries only the JSON log lines.
  process.stderr.write(`\n${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(failureLine('Failed to start', error));
  process.exit(1);
});
