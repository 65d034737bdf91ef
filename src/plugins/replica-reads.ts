/**
 * Reads from streaming replicas (DECISIONS 18; docs/decisions/read-replicas.md).
 *
 * A /v2 request that only reads (GET or HEAD, with neither If-Match nor Idempotency-Key) runs in
 * a read route (src/db/driver/read-routing.ts): its queries go to the client's replica when that
 * replica has replayed the client's floor, to the primary otherwise. Every other request runs on
 * the primary as before.
 *
 * After a request of an API key that wrote, or whose reads the primary served, and before its
 * answer leaves, the key's floor is raised to the primary's WAL position then: after the
 * request's own commit (the If-Match and Idempotency-Key layers commit in their `onSend` hooks,
 * registered before this one), so a replica that has replayed the floor has the write, and
 * everything the primary showed the key.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { onPrimary, ReadRoute, type ReadFloors } from '../db/driver/read-routing.js';
import type { ReplicaSet } from '../db/driver/replica-set.js';
import { parseWalPosition } from '../db/driver/wal-position.js';
import type { DB } from '../db/schema.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's read route, when it only reads and replicas are configured. */
    readRoute: ReadRoute | null;
  }
}

/** Where a read route's queries went, for the metrics: a replica, the primary (also when some went to a replica first), or none ran. */
export type ReadServedBy = 'replica' | 'primary' | 'none';

export interface ReplicaReadOptions {
  db: Kysely<DB>;
  replicas: ReplicaSet;
  floors: ReadFloors;
  /** Told where each read route's queries went. */
  onRead?: (servedBy: ReadServedBy) => void;
}

/** A request whose every query may run on a replica. */
function onlyReads(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return request.headers['if-match'] === undefined && request.headers['idempotency-key'] === undefined;
}

/** The primary's WAL position now: past every commit that has returned, and everything a read of it has seen. */
async function primaryPosition(db: Kysely<DB>): Promise<bigint> {
  const { rows } = await onPrimary(() => sql<{ position: string }>`SELECT pg_current_wal_insert_lsn()::text AS position`.execute(db));
  return parseWalPosition(rows[0]!.position);
}

/** Runs each /v2 request that only reads in a read route; before the API guard, whose checks may read. */
export function registerReadRoutes(app: FastifyInstance, { replicas, floors, onRead }: ReplicaReadOptions): void {
  app.decorateRequest('readRoute', null);
  // A callback hook: the rest of the request (later hooks, the handler, onSend) runs inside the route's async context.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!onlyReads(request)) return done();
    const route = new ReadRoute(replicas, floors, () => request.principal?.keyId ?? null);
    request.readRoute = route;
    route.run(done);
  });
  if (onRead) {
    app.addHook('onResponse', async (request) => {
      const route = request.readRoute;
      if (route === null) return;
      onRead(route.primaryServed ? 'primary' : route.replicaServed ? 'replica' : 'none');
    });
  }
}

/** Raises the key's floor after its writes and primary-served reads; after the layers that commit in `onSend`. */
export function registerReadFloorRaise(app: FastifyInstance, { db, replicas, floors }: ReplicaReadOptions): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const client = request.principal?.keyId;
    const route = request.readRoute;
    // Nothing ran for a refused request; a read the replica served moves no floor (its replica only moves forward).
    if (client === undefined || reply.statusCode === 429 || (route !== null && !route.primaryServed)) return payload;
    try {
      await floors.raise(client, replicas.recordEnd(await primaryPosition(db)));
    } catch (error) {
      // The primary did not answer: the request's own statements failed with it, or it committed and is answered as such.
      request.log.warn({ err: error }, 'The read floor of this API key could not be raised: the primary did not give its WAL position');
    }
    return payload;
  });
}
