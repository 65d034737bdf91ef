/**
 * What the database's sessions wait on while a load runs: pg_stat_activity sampled every 10 ms,
 * the share of samples of each wait event among the active sessions of the bench's database
 * (CPU when a session runs and waits on nothing). The profile of a target bound by locks.
 */
import pg from 'pg';

export async function waitEventsDuring<T>(databaseUrl: string, load: () => Promise<T>): Promise<{ result: T; waits: string }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const counts = new Map<string, number>();
  let samples = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const { rows } = await client.query<{ wait: string }>(`
        SELECT coalesce(wait_event_type || ':' || wait_event, 'CPU') AS wait FROM pg_stat_activity
         WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`);
      for (const { wait } of rows) counts.set(wait, (counts.get(wait) ?? 0) + 1);
      samples += rows.length;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  try {
    const result = await load();
    return { result, waits: [...counts].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([wait, n]) => `${wait} ${((n / Math.max(samples, 1)) * 100).toFixed(0)} %`).join(', ') };
  } finally {
    sampling = false;
    await sampler;
    await client.end();
  }
}
