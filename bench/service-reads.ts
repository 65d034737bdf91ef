/**
 * The service's own reads without its request handling, for the bare server's diagnostics
 * (bench/ceiling.ts): a GET by id, a cursor page, a feed page and a history page, each answered by
 * the service's function for it (the same statements, run by name, and the same row handling)
 * in a bare Fastify route, with no authentication, hooks, validation or tags. What a scenario
 * costs beyond them is the service's request handling.
 */
import { openDatabase, type Database } from '../src/db/database.js';
import { OrgCountCache } from '../src/db/org-count-cache.js';
import { MemoryPagePositions } from '../src/db/page-positions.js';
import type { ReadContext } from '../src/db/read-context.js';
import { encodeCursor } from '../src/http/cursor.js';
import { parseTimeBound } from '../src/http/time.js';
import { dataBody, listBody } from '../src/http/json-text.js';
import { actionItemsLog } from '../src/modules/action-items/action-items.change-log.js';
import { itemStatements } from '../src/modules/action-items/action-items.repository.js';
import { getItem, listItems } from '../src/modules/action-items/action-items.service.js';
import { feedStatements, historyStatements } from '../src/modules/changes/changes.repository.js';
import { changeFeed, recordHistory } from '../src/modules/changes/changes.service.js';
import { prepareServiceDatabase } from '../src/modules/changes/logged-tables.js';

export interface ServiceReads {
  /** A record's body, as GET /v2/action-items/{id} answers it. */
  record(id: string): Promise<string>;
  /** A cursor page of 100 after a position, as GET /v2/action-items?cursor=… answers it. */
  cursorPage(after: { updatedAt: string; id: string }): Promise<string>;
  /** The first feed page, as GET /v2/changes?limit= answers it. */
  feedPage(limit: number): Promise<string>;
  /** An item's history, first page of 50. */
  historyPage(id: string): Promise<string>;
  close(): Promise<void>;
}

export async function serviceReads(databaseUrl: string, orgId: string): Promise<ServiceReads> {
  const database: Database = await openDatabase({ databaseUrl, dataDir: null, poolSize: 10 });
  await prepareServiceDatabase(database);
  // The statements the service's routes declare for these reads (action-items.routes.ts, changes.routes.ts).
  database.statements.declare(...itemStatements(database.db, actionItemsLog), ...feedStatements(), ...historyStatements());
  const read: ReadContext = { db: database.db, statements: database.statements, counts: new OrgCountCache(database.statements), positions: new MemoryPagePositions() };
  return {
    record: async (id) => dataBody((await getItem(read, orgId, id)).record),
    async cursorPage(after) {
      // A cursor holds a stored timestamp (an offset, not `Z`), as the service hands it out.
      const cursor = encodeCursor({ updatedAt: parseTimeBound(after.updatedAt, 'after'), id: after.id });
      const { records, meta } = await listItems(read, { orgId, client: 'bench' }, { cursor, limit: 100 } as Parameters<typeof listItems>[2]);
      return listBody(records, meta);
    },
    async feedPage(limit) {
      const page = await changeFeed(read, orgId, { limit } as Parameters<typeof changeFeed>[2]);
      return listBody(page.entries, page.meta);
    },
    async historyPage(id) {
      const page = await recordHistory(read, orgId, id, ['action_item'], { limit: 50 } as Parameters<typeof recordHistory>[4]);
      return listBody(page.entries, page.meta);
    },
    close: () => database.close(),
  };
}
