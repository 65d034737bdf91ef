/**
 * Reads from streaming replicas (DECISIONS 18; docs/decisions/read-replicas.md).
 *
 * A /v2 request that only reads (GET or HEAD, with neither If-Match nor Idempotency-Key) runs in
 * a read route (src/db/driver/read-routing.ts): its queries go to the client's replica when that
 * replica has replayed the client's floor, to the primary otherwise. Every other request runs on
 * the primary as before.
 *
 * After a request of an API key that wrote, or whose reads the primary served, and before its
 * answer (a streamed body: its last bytes) leaves, the key's floor is raised to the primary's WAL
 * position then: after the request's own commit (the If-Match and Idempotency-Key layers commit
 * in their `onSend` hooks, registered before this one), so a replica that has replayed the floor
 * has the write, and everything the primary showed the key.
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

/** A position past any the primary will write: a key's reads go to the primary until its floor expires. */
const BEYOND_EVERY_POSITION = (1n << 64n) - 1n;

/**
 * Raises `client`'s floor to the primary's position now. When the primary does not give it, to
 * a position no replica reaches: the key reads the primary until the floor expires, rather than
 * a replica that may not have its write.
 */
async function raiseFloorNow({ db, replicas, floors }: ReplicaReadOptions, client: string, request: FastifyRequest): Promise<void> {
  let position = BEYOND_EVERY_POSITION;
  try {
    position = replicas.recordEnd(await primaryPosition(db));
  } catch (error) {
    request.log.warn({ err: error }, 'The primary did not give its WAL position: this API key reads the primary until its read floor expires');
  }
  await floors.raise(client, position);
}

/** Runs each /v2 request that only reads in a read route; before the API guard, whose checks may read. */
export function registerReadRoutes(app: FastifyInstance, options: ReplicaReadOptions): void {
  const { replicas, floors, onRead } = options;
  app.decorateRequest('readRoute', null);
  // A callback hook: the rest of the request (later hooks, the handler, onSend) runs inside the route's async context.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!onlyReads(request)) return done();
    const client = () => request.principal?.keyId ?? null;
    const route = new ReadRoute(replicas, floors, client, async () => {
      const key = client();
      if (key !== null) await raiseFloorNow(options, key, request);
    });
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

/**
 * Raises the key's floor after its writes, and settles read routes (their floor raised when the
 * primary served them) before the answer leaves; a streamed body settles its route itself before
 * its last bytes (src/http/stream-list.ts). After the layers that commit in `onSend`.
 */
export function registerReadFloorRaise(app: FastifyInstance, options: ReplicaReadOptions): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.readRoute;
    if (route !== null) {
      if (!route.streaming) await route.settle();
      return payload;
    }
    const client = request.principal?.keyId;
    // Nothing ran for a request refused before its route.
    if (client !== undefined && reply.statusCode !== 429) await raiseFloorNow(options, client, request);
    return payload;
  });
}
