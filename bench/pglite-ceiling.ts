/** The bare PGlite ceiling: Fastify with PGlite in-process, one query by primary key, no auth. */
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import { embeddedStartParams } from '../src/db/database.js';

export async function startPgliteCeiling(dataDir: string, orgId: string): Promise<{ url: string; close: () => Promise<void> }> {
  // The same page cache as the service's embedded database.
  const db = new PGlite(dataDir, { startParams: embeddedStartParams() });
  await db.waitReady;
  const app = Fastify({ logger: false });
  app.get<{ Params: { id: string } }>('/items/:id', async (request) => {
    const result = await db.query('SELECT * FROM action_items WHERE organization_id = $1 AND id = $2', [orgId, request.params.id]);
    return { data: result.rows[0] };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
